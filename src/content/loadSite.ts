import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSite, type CheckResult } from './checkSite';
import { publicImageSizes } from './imageSizes';

export const contentFiles = { pages: 'pages.yaml', nav: 'nav.yaml' } as const;

/** Whether a path like /images/a.svg names a file under the project's public/ folder. */
export function publicFileExists(root: string): (publicPath: string) => boolean {
  const publicDir = join(root, 'public');
  return (publicPath) => {
    const file = join(publicDir, decodeURIComponent(publicPath));
    return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
  };
}

/** The names of the files in a folder under public/ (none when it does not exist). */
export function publicFolderFiles(root: string): (publicFolder: string) => string[] {
  const publicDir = join(root, 'public');
  return (publicFolder) => {
    const folder = join(publicDir, decodeURIComponent(publicFolder));
    if (!folder.startsWith(publicDir) || !existsSync(folder) || !statSync(folder).isDirectory()) return [];
    return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
  };
}

/** Reads pages.yaml and nav.yaml from the project root and checks them against public/. */
export function loadSite(root: string): CheckResult {
  return checkSite({
    pagesText: readFileSync(join(root, contentFiles.pages), 'utf8'),
    navText: readFileSync(join(root, contentFiles.nav), 'utf8'),
    fileExists: publicFileExists(root),
    listFolder: publicFolderFiles(root),
    imageSize: publicImageSizes(root),
  });
}
