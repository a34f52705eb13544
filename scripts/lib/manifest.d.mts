export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export function chunksFor(manifest: Record<string, ManifestChunk>, blockTypes: string[]): string[];
export function stylesFor(manifest: Record<string, ManifestChunk>, blockTypes: string[]): string[];
