export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export function pageScript(manifest: Record<string, ManifestChunk>, hasIslands: boolean): { modules: string[]; preload: string[]; fallback: string; hydrate?: string[]; scripts?: string[] };
export function islandStyles(manifest: Record<string, ManifestChunk>, islandModules: Record<string, string>, views: string[]): string[];
export function withImports(manifest: Record<string, ManifestChunk>, key: string, found?: Map<string, ManifestChunk>): Map<string, ManifestChunk>;
