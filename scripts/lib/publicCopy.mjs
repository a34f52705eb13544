// The build's copy of public/ into the site (instead of Vite's, which copies whatever is there and follows links):
// only regular files of the types a site serves as content (src/content/publicFolder.ts). The content check has
// refused anything else already; a file that appeared since stops the build here, named.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runTs } from './runTs.mjs';

/** Copies public/'s files into `dist`; returns how many. */
export async function copyPublicFiles(dist, root = '.') {
  const { publicEntries, publicFileRefusal } = await runTs('src/content/publicFolder.ts');
  const entries = publicEntries(root);
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
