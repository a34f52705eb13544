export const loader: string;
export function deferScripts(html: string): string;
export function deferredScriptsOf(html: string): { entry: string; preload: string[] } | null;
