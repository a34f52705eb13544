// Files under the project's public/ folder, as the site addresses them (/images/a.svg): only files truly inside it.
import { existsSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { decodePath } from './limits';

/**
 * The file under the project's public/ folder that a path like /images/a.svg names, or undefined when it names none
 * (or one outside: `..`, a sibling folder such as public-x, a link inside public/ that leads out of it). public/
 * itself may be a link (test projects link the repository's).
 */
export function publicFileOf(root: string): (publicPath: string) => string | undefined {
  const publicDir = resolve(root, 'public');
  let realPublic: string | undefined;
  return (publicPath) => {
    const decoded = decodePath(publicPath);
    if (decoded === undefined) return undefined;
    const file = resolve(publicDir, `.${sep}${decoded}`);
    if (!file.startsWith(publicDir + sep) || !existsSync(file)) return undefined;
    realPublic ??= realpathSync(publicDir);
    const real = realpathSync(file);
    return real.startsWith(realPublic + sep) && statSync(real).isFile() ? file : undefined;
  };
}
