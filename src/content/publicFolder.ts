// What public/ may hold: only the kinds of file a site serves as content. Everything there is published as it is, on
// the site's own address, so a page (.html), a script (.js, .mjs), a compressed copy (.gz, .br: a server sends it
// instead of the file beside it), a symbolic link (it publishes whatever it points to, even outside the project) or a
// file of an unknown type is refused, named, before anything is built; and every SVG is checked, used or not.
import { lstatSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { Problem } from './problems';

/** The file types a site serves as content: pictures, fonts, video and sound, captions, documents, robots.txt. */
export const PUBLIC_FILE_TYPES = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.ico', '.woff', '.woff2', '.mp4', '.webm', '.ogg', '.mp3', '.vtt', '.pdf', '.txt'] as const;

const SERVED = new Set<string>(PUBLIC_FILE_TYPES);

/** Why a file of public/ (its path from public/, with /) may not be published, or undefined when it may. */
export function publicFileRefusal(path: string, { isLink = false } = {}): string | undefined {
  if (isLink) return 'is a symbolic link: it would publish whatever it points to, even a file outside the project';
  const name = path.split('/').at(-1)!;
  const type = extname(name).toLowerCase();
  if (name.startsWith('.')) return 'is a hidden file, which the site never serves';
  if (type === '.html' || type === '.htm') return 'is a web page: pages are written in pages.yaml, and a page in public/ could run a script on the site';
  if (type === '.js' || type === '.mjs' || type === '.cjs') return 'is a script: the site runs only the scripts the build makes';
  if (type === '.gz' || type === '.br') return 'is a compressed copy: the build makes those itself, from the file beside them, and a server would send this one instead';
  if (!SERVED.has(type)) return `is not a kind of file the site serves (${type ? `\`${type}\`` : 'no type'}); allowed: ${PUBLIC_FILE_TYPES.join(' ')}`;
  return undefined;
}

export type PublicEntry = { path: string; file: string; isLink: boolean };

/** Every file and link under public/ (not following links), by its path from public/ with /; none when there is no public/. */
export function publicEntries(root: string): PublicEntry[] {
  const publicDir = join(root, 'public');
  let entries;
  try {
    entries = readdirSync(publicDir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(publicDir, file).split(sep).join('/'), file, isLink: lstatSync(file).isSymbolicLink() };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const fileProblem = (path: string, kind: Problem['kind'], message: string, hint: string): Problem => ({
  kind,
  file: `public/${path}`,
  line: 1,
  col: 1,
  path: '(file)',
  place: `public/${path}`,
  message,
  hint,
});

/**
 * The problems of public/ as a whole: each file it may not hold, and each SVG that is not a plain drawing (`svgRefusals`
 * by its site path, e.g. /images/a.svg), except those `reported` already at the picture that uses them.
 */
export function publicFolderProblems(root: string, svgRefusals: (publicPath: string) => string[], reported: (publicPath: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  for (const { path, isLink } of publicEntries(root)) {
    const refusal = publicFileRefusal(path, { isLink });
    if (refusal) {
      problems.push(fileProblem(path, 'public-file', `\`public/${path}\` ${refusal}`, 'remove it from public/ (pages belong in pages.yaml; pictures, fonts, video, captions and documents may stay)'));
      continue;
    }
    if (!path.toLowerCase().endsWith('.svg') || reported(`/${path}`)) continue;
    const reasons = svgRefusals(`/${path}`);
    if (reasons.length) {
      problems.push(fileProblem(path, 'unsafe-svg', `\`public/${path}\` is not a plain drawing (no page uses it, but it is published all the same): ${reasons.join(' ')}`, 'export the picture again from a drawing program as a plain SVG, or remove it from public/'));
    }
  }
  return problems;
}
