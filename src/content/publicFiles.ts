// Files under the project's public/ folder, as the site addresses them (/images/a.svg): only files truly inside it.
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { decodePath } from './limits';

/**
 * The file under the project's public/ folder that a path like /images/a.svg names, or undefined when it names none
 * (or one outside: `..`, a sibling folder such as public-x, a link inside public/ that leads out of it). public/
 * itself may be a link (test projects link the repository's).
 */
export function publicFileOf(root: string): (publicPath: string) => string | undefined {
  const publicDir = resolve(root, 'public');
  let realPublic: string | undefined;
  // Folders resolved once each: a site names a hundred files in a few folders.
  const realFolders = new Map<string, string>();
  return (publicPath) => {
    const decoded = decodePath(publicPath);
    if (decoded === undefined) return undefined;
    const file = resolve(publicDir, `.${sep}${decoded}`);
    if (!file.startsWith(publicDir + sep) || !existsSync(file)) return undefined;
    realPublic ??= realpathSync(publicDir);
    const folder = dirname(file);
    let realFolder = realFolders.get(folder);
    if (realFolder === undefined) realFolders.set(folder, (realFolder = realpathSync(folder)));
    const real = lstatSync(file).isSymbolicLink() ? realpathSync(file) : join(realFolder, basename(file));
    return real.startsWith(realPublic + sep) && statSync(real).isFile() ? file : undefined;
  };
}
