// What a built page loads, read from Vite's manifest of the browser build.
import { BROWSER_ENTRIES } from './browserEntries';

/** One chunk of Vite's manifest (.vite/manifest.json), the fields the page writer reads. */
export type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** A page's scripts (see pageScript below). */
export type PageScript = { modules: string[]; preload: string[]; fallback: string; hydrate?: string[]; scripts?: string[] };

/** The chunk a manifest key stands for, with every chunk it imports statically. */
export function withImports(manifest: Manifest, key: string, found = new Map<string, ManifestChunk>()): Map<string, ManifestChunk> {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.set(chunk.file, chunk);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}

const chunksOf = (manifest: Manifest, key: string): [string, ...string[]] => {
  const chunks = [...withImports(manifest, key).keys()];
  if (!chunks.length) throw new Error(`The browser build has no chunk for ${key}`);
  return chunks as [string, ...string[]];
};

/**
 * The page's scripts: `modules`, the header's enhancements, and the island loader when the page has islands;
 * `preload`, their static imports, fetched in parallel with them. A page with islands also gets `hydrate`: the
 * hydration chunk first, then its static imports, all fetched at once when the first React island wakes; and
 * `scripts`, the same for the script islands' runner. `fallback` is the phone menu's module for engines without
 * invoker commands, which the header enhancer imports only there.
 */
export function pageScript(manifest: Manifest, hasIslands: boolean): PageScript {
  const entries = [BROWSER_ENTRIES.everyPage, ...(hasIslands ? [BROWSER_ENTRIES.islandPage] : [])].map((key) => chunksOf(manifest, key));
  const modules = entries.map(([entry]) => entry);
  const preload = [...new Set(entries.flatMap(([, ...imports]) => imports))].filter((file) => !modules.includes(file));
  const fallback = chunksOf(manifest, BROWSER_ENTRIES.phoneMenuFallback)[0];
  return hasIslands ? { modules, preload, fallback, hydrate: chunksOf(manifest, BROWSER_ENTRIES.hydrateIsland), scripts: chunksOf(manifest, BROWSER_ENTRIES.runIslandScript) } : { modules, preload, fallback };
}

/**
 * The CSS files of the page's island chunks, linked in the prerendered head so the page is styled before any script
 * runs. `islandModules` is the browser build's map from each block view module to the module its island loads
 * (.vite/islands.json, written by src/blocks/islandModulesPlugin.ts); `views`, the view modules of the page's islands.
 */
export function islandStyles(manifest: Manifest, islandModules: Record<string, string>, views: string[]): string[] {
  const styles = new Set<string>();
  for (const view of new Set(views)) {
    const key = islandModules[view];
    if (!key || !manifest[key]) throw new Error(`The browser build has no island module for ${view}`);
    for (const chunk of withImports(manifest, key).values()) for (const css of chunk.css ?? []) styles.add(css);
  }
  return [...styles];
}
