/** The chunk files a route needs at hydration: its page content chunk and its blocks' chunks, with their imports. */
export function chunksFor(manifest, pageModule, blockTypes) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  const keys = Object.keys(manifest);
  const pageKey = keys.find((key) => key.endsWith(pageModule));
  if (pageKey) visit(pageKey);
  for (const type of blockTypes) {
    const blockKey = keys.find((key) => key.startsWith(`src/blocks/${type}/`) && manifest[key].isDynamicEntry);
    if (blockKey) visit(blockKey);
  }
  // The entry chunk is already loaded by its own script tag.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (entry) {
    files.delete(entry.file);
    for (const imported of entry.imports ?? []) files.delete(manifest[imported]?.file);
  }
  return [...files];
}
