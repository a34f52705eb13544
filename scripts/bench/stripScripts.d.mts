export function withoutScripts(html: string): string;
export function copyWithoutScripts(dist: string, target: string): Promise<number>;
