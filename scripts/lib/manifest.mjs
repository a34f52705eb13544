/**
 * Manifest entries a route needs at hydration: its blocks' chunks with their static imports. (The page's content is
 * in the prerendered HTML as the route's loader data, so its content chunk is only fetched on client navigation.)
 */
function routeEntries(manifest, blockTypes) {
  const entries = new Map();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || entries.has(entry.file)) return;
    entries.set(entry.file, entry);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest);
  // A block's chunk is found by its folder: tests/blocks/registry.test.ts fails when a folder and its type differ.
  for (const type of blockTypes) {
    const blockKey = keys.find((key) => key.startsWith(`src/blocks/${type}/`) && manifest[key].isDynamicEntry);
    if (blockKey) visit(blockKey);
  }
  return entries;
}

/** The entry chunk and its static imports: already loaded (and their CSS linked) by the template's own tags. */
function entryFiles(manifest) {
  const files = new Set();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry) {
    files.add(entry.file);
    for (const imported of entry.imports ?? []) if (manifest[imported]) files.add(manifest[imported].file);
  }
  return files;
}

/** The chunk files a route needs at hydration: its blocks' chunks, with their imports. */
export function chunksFor(manifest, blockTypes) {
  const loaded = entryFiles(manifest);
  return [...routeEntries(manifest, blockTypes).keys()].filter((file) => !loaded.has(file));
}

/**
 * The CSS files of those chunks (e.g. Swiper's), linked as stylesheets in the prerendered HTML so the page is styled
 * before its JS runs. Vite's preload helper skips a CSS file that is already linked when the chunk loads later.
 */
export function stylesFor(manifest, blockTypes) {
  const loaded = new Set();
  for (const file of entryFiles(manifest)) {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    for (const css of chunk?.css ?? []) loaded.add(css);
  }
  const styles = new Set();
  for (const entry of routeEntries(manifest, blockTypes).values()) for (const css of entry.css ?? []) if (!loaded.has(css)) styles.add(css);
  return [...styles];
}
