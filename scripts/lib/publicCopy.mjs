// The build's copy of public/ into the site (instead of Vite's, which copies whatever is there and follows links):
// only regular files of the types a site serves as content (src/content/publicFolder.ts). The content check has
// refused anything else already; a file that appeared since stops the build here, named.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runTs } from './runTs.mjs';

/** Copies the site's public/ files (the project's, or those of the folder `--root` named) into `dist`; returns how many. */
export async function copyPublicFiles(dist) {
  const [{ publicEntries, publicFileRefusal }, { siteRoot }] = await Promise.all([runTs('src/content/publicFolder.ts'), runTs('src/content/siteRoot.ts')]);
  const entries = publicEntries(siteRoot('.'));
  const refused = entries.flatMap(({ path, isLink }) => {
    const refusal = publicFileRefusal(path, { isLink });
    return refusal ? [`public/${path} ${refusal}`] : [];
  });
  if (refused.length) throw new Error(`public/ holds files the site does not publish:\n${refused.map((line) => `  ${line}`).join('\n')}`);
  for (const { path, file } of entries) {
    const target = join(dist, path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  return entries.length;
}
