// What of public/ the site publishes: the files its content names (pictures, video, captions, the font, the icons, a
// document a link points to), robots.txt, and those `site.publish.keep` in nav.yaml names. Everything else stays
// behind, so a copied project does not ship the old site's drawings and videos; validate lists those files as notices.
import picomatch from 'picomatch';
import type { NavFile } from '../shared/siteSchema';
import type { SiteContent } from './siteContent';
import { decodePath } from './limits';
import { formatPath, type Notice, type Problem } from './problems';
import type { YamlSource } from './yamlSource';

/** Published whether or not the content names it: the address crawlers ask for first. */
const ALWAYS = new Set(['robots.txt']);

/** `documents/*.pdf` or `/documents/*.pdf` -> a test of paths from public/ (`documents/a.pdf`). */
function keepMatcher(entry: string): (path: string) => boolean {
  const matches = picomatch(entry.replace(/^\//, ''));
  return (path) => matches(path);
}

/** Every string of the content, read as a site address: `/images/a.svg`, `/documents/a.pdf#page=2` -> `documents/a.pdf`. */
function namedPaths(data: unknown, into: Set<string>): Set<string> {
  if (typeof data === 'string') {
    if (data.startsWith('/') && !data.startsWith('//')) {
      const decoded = decodePath(data.split(/[?#]/)[0]!);
      if (decoded) into.add(decoded.replace(/^\//, ''));
    }
  } else if (Array.isArray(data)) {
    for (const item of data) namedPaths(item, into);
  } else if (data && typeof data === 'object') {
    for (const value of Object.values(data)) namedPaths(value, into);
  }
  return into;
}

export type PublishPlan = {
  /** Paths from public/ (with /) the build copies into the site. */
  published: string[];
  /** Files of public/ no page names and no keep entry covers: left out of the site. */
  unused: string[];
};

/** Which of public/'s `files` (paths from public/, with /) the site publishes, and which it leaves behind. */
export function publishPlan(content: SiteContent, files: readonly string[]): PublishPlan {
  const named = namedPaths([content.pages, content.nav], new Set());
  const kept = (content.nav.site.publish?.keep ?? []).map(keepMatcher);
  const published: string[] = [];
  const unused: string[] = [];
  for (const file of files) {
    if (ALWAYS.has(file) || named.has(file) || kept.some((matches) => matches(file))) published.push(file);
    else unused.push(file);
  }
  return { published, unused };
}

/** A keep entry that matches no file of public/ (a typo, or a file since deleted): located at its line in nav.yaml. */
export function keepProblems(nav: NavFile, navSource: YamlSource, files: readonly string[]): Problem[] {
  return (nav.site.publish?.keep ?? []).flatMap((entry, index) => {
    if (files.some(keepMatcher(entry))) return [];
    const path = ['site', 'publish', 'keep', index];
    const folder = entry.replace(/^\//, '').split('/').slice(0, -1).join('/');
    const inFolder = files.filter((file) => file.startsWith(folder ? `${folder}/` : '') && !file.slice(folder ? folder.length + 1 : 0).includes('/'));
    return [{
      kind: 'missing-file',
      file: navSource.file,
      ...navSource.locate(path),
      path: formatPath(path),
      place: navSource.describe(path),
      message: `\`${entry}\` in site.publish.keep matches no file under public/`,
      hint: inFolder.length
        ? `correct the path (written from public/); files in public/${folder ? `${folder}/` : ''}: ${inFolder.slice(0, 8).map((file) => file.split('/').at(-1)).join(', ')}${inFolder.length > 8 ? ', ...' : ''}; or remove the entry`
        : `put the file in public/${folder ? `${folder}/` : ''}, correct the path (written from public/, e.g. documents/*.pdf), or remove the entry`,
    } satisfies Problem];
  });
}

/** One notice per file the site leaves behind. */
export function unusedFileNotices(unused: readonly string[]): Notice[] {
  return unused.map((file) => ({
    kind: 'unused-file',
    file: `public/${file}`,
    message: `public/${file} is not used by any page and will not be published.`,
    hint: 'Use it on a page, delete it, or add it to site.publish.keep in nav.yaml.',
  }));
}
