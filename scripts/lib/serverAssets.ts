import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Static blocks are rendered by the server build only, so the files their HTML names (the font, the icon sprite,
 * responsive images) are emitted there: copies them into the site's assets. The names carry content hashes, so a file
 * the browser build emitted too is the same file and stays as it is; the server's own JavaScript stays behind.
 */
export function moveServerAssets(ssrOutDir: string, outDir: string): void {
  const from = join(ssrOutDir, 'assets');
  if (!existsSync(from)) return;
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.(m?js|map)$/.test(entry.name)) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(outDir, 'assets', relative(from, source));
    if (!existsSync(target)) cpSync(source, target);
  }
}
