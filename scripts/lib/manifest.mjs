// What a built page loads, read from Vite's manifest of the browser build.

const ENTRIES = { static: 'src/app/client/staticPage.ts', islands: 'src/app/client/islandPage.ts' };

/** The chunk a manifest key stands for, with every chunk it imports statically. */
export function withImports(manifest, key, found = new Map()) {
  const chunk = manifest[key];
  if (!chunk || found.has(chunk.file)) return found;
  found.set(chunk.file, chunk);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, found);
  return found;
}

/**
 * The page's script: the island entry when the page has islands, else the static entry (the header's enhancements).
 * `preload` lists the entry's static imports, fetched in parallel with it.
 */
export function pageScript(manifest, hasIslands) {
  const key = hasIslands ? ENTRIES.islands : ENTRIES.static;
  const chunks = [...withImports(manifest, key).keys()];
  if (!chunks.length) throw new Error(`The browser build has no entry for ${key}`);
  return { entry: chunks[0], preload: chunks.slice(1) };
}

/**
 * The CSS files of the page's island chunks, linked in the prerendered head so the page is styled before any script
 * runs. A block's chunk is found by its folder: tests/blocks/registry.test.ts fails when a folder and its type differ.
 */
export function islandStyles(manifest, islandTypes) {
  const styles = new Set();
  const keys = Object.keys(manifest);
  for (const type of new Set(islandTypes)) {
    const key = keys.find((candidate) => candidate.startsWith(`src/blocks/${type}/`) && manifest[candidate].isDynamicEntry);
    if (!key) continue;
    for (const chunk of withImports(manifest, key).values()) for (const css of chunk.css ?? []) styles.add(css);
  }
  return [...styles];
}
