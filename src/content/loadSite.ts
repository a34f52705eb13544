import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { checkSite, type CheckResult } from './checkSite';
import { sortProblems, type Problem } from './problems';
import { publicEntries, publicFolderProblems } from './publicFolder';
import { publicImageSizes } from './imageSizes';
import { decodePath, readContentText } from './limits';
import { publicFileOf } from './publicFiles';
import { cachedSvgRefusals } from './svgCheckCache';

export const contentFiles = { pages: 'pages.yaml', nav: 'nav.yaml' } as const;

/** Whether a path like /images/a.svg names a file under the project's public/ folder. */
export function publicFileExists(root: string): (publicPath: string) => boolean {
  const fileOf = publicFileOf(root);
  return (publicPath) => fileOf(publicPath) !== undefined;
}

/** Why each SVG under public/ the site names is not a plain drawing (read once per path; see svgCheckCache.ts). */
export function publicSvgRefusals(root: string): { refusals: (publicPath: string) => string[]; flush: () => void } {
  const fileOf = publicFileOf(root);
  const cache = cachedSvgRefusals(root);
  const known = new Map<string, string[]>();
  const refusals = (publicPath: string) => {
    let reasons = known.get(publicPath);
    if (!reasons) {
      const file = fileOf(publicPath);
      reasons = file ? cache.refusals(file) : [];
      known.set(publicPath, reasons);
    }
    return reasons;
  };
  return { refusals, flush: cache.flush };
}

/** The names of the files in a folder under public/ (none when it does not exist). */
export function publicFolderFiles(root: string): (publicFolder: string) => string[] {
  const publicDir = join(root, 'public');
  return (publicFolder) => {
    const decoded = decodePath(publicFolder);
    if (decoded === undefined) return [];
    const folder = join(publicDir, decoded);
    if (!(folder + sep).startsWith(publicDir + sep) || !existsSync(folder) || !statSync(folder).isDirectory()) return [];
    return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
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
  const svgs = publicSvgRefusals(root);
  const result = checkSite({
    pagesText: pages.text,
    navText: nav.text,
    fileExists: publicFileExists(root),
    listFolder: publicFolderFiles(root),
    svgRefusals: svgs.refusals,
    imageSize: publicImageSizes(root),
    publicFiles: publicEntries(root).map((entry) => entry.path),
    unreadable: { pages: pages.problems, nav: nav.problems },
  });
  const folder = publicProblems(root, result.problems, svgs.refusals);
  svgs.flush();
  if (!folder.length) return result;
  const { content: _unsafe, ...rest } = result;
  return { ...rest, problems: sortProblems([...result.problems, ...folder]), notices: [] };
}

/**
 * The problems of public/ as a whole (publicFolder.ts), leaving out the SVGs the content check already reported at the
 * picture that uses them.
 */
export function publicProblems(root: string, contentProblems: Problem[], svgRefusals: (publicPath: string) => string[]): Problem[] {
  const reported = new Set(contentProblems.filter((problem) => problem.kind === 'unsafe-svg').map((problem) => /^`public(\/[^`]+)`/.exec(problem.message)?.[1]));
  return publicFolderProblems(root, svgRefusals, (publicPath) => reported.has(publicPath));
}
