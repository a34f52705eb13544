import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSite, type CheckResult } from './checkSite';
import { decodePath, readContentText } from './limits';

export const contentFiles = { pages: 'pages.yaml', nav: 'nav.yaml' } as const;

/** Whether a path like /images/a.svg names a file under the project's public/ folder. */
export function publicFileExists(root: string): (publicPath: string) => boolean {
  const publicDir = join(root, 'public');
  return (publicPath) => {
    const decoded = decodePath(publicPath);
    if (decoded === undefined) return false;
    const file = join(publicDir, decoded);
    return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
  };
}

/** Reads pages.yaml and nav.yaml from the project root and checks them against public/. */
export function loadSite(root: string): CheckResult {
  const read = (file: string) => {
    const path = join(root, file);
    return readContentText(file, statSync(path).size, () => readFileSync(path));
  };
  const pages = read(contentFiles.pages);
  const nav = read(contentFiles.nav);
  return checkSite({
    pagesText: pages.text,
    navText: nav.text,
    fileExists: publicFileExists(root),
    unreadable: { pages: pages.problems, nav: nav.problems },
  });
}
