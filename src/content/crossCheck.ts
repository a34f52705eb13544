import type { NavFile } from '../shared/siteSchema';
import type { PagesFile } from '../renderer/pageSchema';
import { didYouMean, someNames } from './didYouMean';
import { contrastFailures } from './themeContrast';
import { classifyLink, routeKey, siteUrlProblem, unsafeLinkProblem } from './links';
import { exampleMediaPrefix } from './exampleMedia';
import { notASitePath, undecodablePath } from './limits';
import { redirectProblems } from './redirects';
import { formatPath, type Problem } from './problems';
import { findStrings } from './walk';
import type { YamlSource } from './yamlSource';

type CrossCheckInput = {
  pages: PagesFile;
  nav: NavFile;
  pagesSource: YamlSource;
  navSource: YamlSource;
  /** Whether a path like /images/a.svg exists under public/. */
  fileExists: (publicPath: string) => boolean;
  /** The file names in a folder under public/ (e.g. /images), for a did-you-mean on a missing file. */
  listFolder?: (publicFolder: string) => string[];
  /** Why an SVG under public/ is not a plain drawing (a script, a link to another file...); none when it is. */
  svgRefusals?: (publicPath: string) => string[];
};

type PageRef = { path: string; anchors: Set<string>; base: PropertyKey[] };

const LINK_KEYS = new Set(['to']);
const MAX_PATH_SUGGESTIONS = 500;
/**
 * The first parts of the addresses the build writes its own files to (scripts/build.ts, scripts/lib/prerender.ts,
 * the host configurations), the folders of public/ it copies, and the local email endpoint (/api) of `npm start`.
 * Page paths have no dots, so files such as /404.html or /sitemap.xml cannot clash; /404 and /index can, on hosts
 * that serve /404.html for /404.
 */
const RESERVED_FOLDERS = new Set(['_error', '_headers', '_redirects', 'assets', 'images', 'media', 'api', '404', 'index']);
/** The site's icon: every page names it (scripts/lib/prerender.ts), though no content file does. */
const FILE_KEYS = new Set(['src', 'fallback', 'favicon', 'appIcon']);

/** Checks that need the whole site: paths, links, anchors, files, reachability and page structure. */
export function crossCheck({ pages, nav, pagesSource, navSource, fileExists, listFolder = () => [], svgRefusals = () => [] }: CrossCheckInput): Problem[] {
  const problems: Problem[] = [];
  const report = (source: YamlSource, path: PropertyKey[], problem: Omit<Problem, 'file' | 'line' | 'col' | 'path' | 'place'>) =>
    problems.push({ file: source.file, ...source.locate(path), path: formatPath(path), place: source.describe(path), ...problem });

  const refs: PageRef[] = pages.pages.map((page, index) => ({
    path: page.path,
    base: ['pages', index],
    anchors: new Set(page.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []))),
  }));
  const notFoundRef: PageRef = {
    path: '',
    base: ['notFound'],
    anchors: new Set(pages.notFound.blocks.flatMap((block) => (block.anchor ? [block.anchor] : []))),
  };

  // Duplicate paths (compared the way the router matches: case and trailing slash ignored).
  const byKey = new Map<string, number>();
  const duplicates = new Set<number>();
  pages.pages.forEach((page, index) => {
    const key = routeKey(page.path);
    const first = byKey.get(key);
    if (first === undefined) byKey.set(key, index);
    else {
      duplicates.add(index);
      report(pagesSource, ['pages', index, 'path'], {
        kind: 'duplicate-path',
        message: `path \`${page.path}\` is already used by the page \`${pages.pages[first]!.path}\` (line ${pagesSource.locate(['pages', first, 'path']).line})`,
        hint: 'give each page its own path (addresses ignore upper/lower case and a trailing slash)',
      });
    }
  });

  // Addresses the build writes its own files to: a page there would be overwritten, cached for a year, or never served.
  pages.pages.forEach((page, index) => {
    const first = routeKey(page.path).split('/')[1] ?? '';
    if (RESERVED_FOLDERS.has(first)) {
      duplicates.add(index); // reported once, as reserved: not also as unreachable
      report(pagesSource, ['pages', index, 'path'], {
        kind: 'reserved-path',
        message: `path \`${page.path}\` is where the build puts the site's own files (/${first}), so the page would never be shown there`,
        hint: `choose another path; these are taken: ${[...RESERVED_FOLDERS].map((name) => `/${name}`).join(', ')}`,
      });
    }
  });

  const exact = new Map(refs.map((ref) => [ref.path, ref]));
  const byRouteKey = new Map<string, PageRef>();
  for (const ref of refs) if (!byRouteKey.has(routeKey(ref.path))) byRouteKey.set(routeKey(ref.path), ref);
  const allPaths = refs.map((ref) => ref.path);
  // A suggestion compares the path with every page: remembered per path, and looked for only for the first broken
  // links, so that thousands of broken links in a large site cost seconds, not minutes.
  const suggestions = new Map<string, string | undefined>();
  const suggestPath = (path: string) => {
    if (!suggestions.has(path) && suggestions.size < MAX_PATH_SUGGESTIONS) suggestions.set(path, didYouMean(path, allPaths));
    return suggestions.get(path);
  };
  const linkedFrom = new Map<string, Set<string>>();

  const checkLink = (source: YamlSource, path: PropertyKey[], to: string, from: PageRef | 'nav') => {
    const link = classifyLink(to);
    if (link.kind === 'unsafe') {
      report(source, path, unsafeLinkProblem(to, link.reason));
      return;
    }
    if (link.kind === 'external') return;
    if (link.kind === 'anchor') {
      if (from === 'nav') {
        report(source, path, { kind: 'broken-link', message: `\`${to}\` has no page: menus appear on every page`, hint: 'write the page path before the #, e.g. /about#Mission' });
        return;
      }
      checkAnchor(source, path, to, from, link.anchor);
      return;
    }
    const target = exact.get(link.path);
    if (!target) {
      const caseMatch = byRouteKey.get(routeKey(link.path));
      if (caseMatch) {
        report(source, path, {
          kind: 'wrong-case-link',
          message: `\`${link.path}\` must be spelled exactly like the page path \`${caseMatch.path}\` (static hosts are case-sensitive)`,
          hint: `did you mean \`${caseMatch.path}${link.anchor ? `#${link.anchor}` : ''}\`?`,
        });
      } else {
        const suggestion = suggestPath(link.path);
        report(source, path, {
          kind: 'broken-link',
          message: `no page has the path \`${link.path}\``,
          hint: suggestion ? `did you mean \`${suggestion}\`?` : 'add the page to pages.yaml or fix the path',
        });
      }
      return;
    }
    if (from === 'nav' || from.path !== target.path) {
      const sources = linkedFrom.get(target.path) ?? new Set<string>();
      sources.add(from === 'nav' ? 'nav' : formatPath(from.base));
      linkedFrom.set(target.path, sources);
    }
    if (link.anchor !== undefined) checkAnchor(source, path, to, target, link.anchor);
  };

  const checkAnchor = (source: YamlSource, path: PropertyKey[], to: string, page: PageRef, anchor: string) => {
    if (page.anchors.has(anchor)) return;
    const suggestion = didYouMean(anchor, page.anchors);
    const where = page.path ? `page \`${page.path}\`` : 'this page';
    report(source, path, {
      kind: 'missing-anchor',
      message: `${where} has no block with \`anchor: ${anchor}\` (link \`${to}\`)`,
      hint: suggestion
        ? `did you mean \`${suggestion}\`?`
        : page.anchors.size ? `anchors there: ${someNames(page.anchors)}` : 'add `anchor:` to the block the link should jump to',
    });
  };

  [...refs, notFoundRef].forEach((ref) => {
    const data = ref === notFoundRef ? pages.notFound : pages.pages[ref.base[1] as number];
    for (const found of findStrings(data, LINK_KEYS, ref.base)) checkLink(pagesSource, found.path, found.value, ref);
  });
  for (const found of findStrings(nav, LINK_KEYS)) checkLink(navSource, found.path, found.value, 'nav');

  // An SVG is served from the site's own address: one with a script or a link to another file would run there (it
  // may have reached public/ without the studio's upload check: a commit, a merged branch).
  const reportUnsafeSvg = (source: YamlSource, path: PropertyKey[], file: string) => {
    const reasons = /\.svg$/i.test(file) ? svgRefusals(file) : [];
    if (reasons.length) {
      report(source, path, {
        kind: 'unsafe-svg',
        message: `\`public${file}\` is not a plain drawing: ${reasons.join(' ')}`,
        hint: 'export the picture again from a drawing program as a plain SVG, or remove what the message names; the site serves it from its own address',
      });
    }
  };
  // Media files must exist under public/.
  const checkFiles = (source: YamlSource, data: unknown, base: PropertyKey[] = []) => {
    for (const found of findStrings(data, FILE_KEYS, base)) {
      const undecodable = undecodablePath(found.value);
      const notPlain = notASitePath(found.value);
      if (undecodable) {
        report(source, found.path, { kind: 'invalid-value', message: `\`${found.value}\` ${undecodable}`, hint: 'write %25 for a percent sign in a file name, or rename the file' });
      } else if (notPlain) {
        report(source, found.path, { kind: 'invalid-value', message: `\`${found.value}\` ${notPlain}`, hint: 'write the path of the file under public/, starting with one /, e.g. /images/hero.svg' });
      } else if (fileExists(found.value)) {
        reportUnsafeSvg(source, found.path, found.value);
      } else if (found.value.startsWith(exampleMediaPrefix)) {
        // Pasted from the block catalogue: its pictures are shown by the dev server only, never published.
        const name = found.value.slice(found.value.lastIndexOf('/') + 1);
        report(source, found.path, {
          kind: 'missing-file',
          message: `\`${found.value}\` is the block catalogue example's own file, not one of this site`,
          hint: `put your own file under public/ and write its path, e.g. /images/${name}`,
        });
      } else {
        const folder = found.value.slice(0, found.value.lastIndexOf('/')) || '/';
        const names = listFolder(folder);
        const name = found.value.slice(folder.length).replace(/^\//, '');
        const suggestion = didYouMean(name, names);
        report(source, found.path, {
          kind: 'missing-file',
          message: `file \`public${found.value}\` does not exist`,
          hint: suggestion
            ? `did you mean \`${folder === '/' ? '' : folder}/${suggestion}\`?`
            : names.length ? `files in public${folder}: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ', ...' : ''}` : `put the file in public${folder === '/' ? '/' : `${folder}/`}, or check the folder name`,
        });
      }
    }
  };
  checkFiles(pagesSource, pages);
  checkFiles(navSource, nav);

  // The public address becomes canonical links, the sitemap and social cards on every page.
  const siteUrl = siteUrlProblem(nav.site.url);
  if (siteUrl) report(navSource, ['site', 'url'], { kind: 'unsafe-url', message: `site.url \`${nav.site.url}\` ${siteUrl}`, hint: 'write the public address of the site, e.g. https://www.example.com' });

  // Every text the components draw on the site's colours must be readable.
  // (Checked once both required colours are valid: with other problems in nav.yaml a colour may have been left out.)
  const theme = nav.site?.theme;
  for (const { adjust, failing, suggestion } of theme?.colors?.primary && theme.colors.accent ? contrastFailures(theme) : []) {
    const isWritten = theme!.colors[adjust] !== undefined;
    const [worst, ...others] = failing.map(({ pair, ratio }) => `${pair.text} on ${pair.surface} has a contrast of ${ratio.toFixed(2)}:1; it needs at least ${pair.minimum}:1`);
    report(navSource, ['site', 'theme', 'colors', ...(isWritten ? [adjust] : [])], {
      kind: 'low-contrast',
      message: [worst, ...others.map((other) => `also ${other}`)].join('; '),
      hint: suggestion
        ? `${isWritten ? 'change' : 'add'} \`${adjust}: "${suggestion}"\`, the nearest shade that reaches ${others.length ? 'each of these contrasts' : `${failing[0]!.pair.minimum}:1`}`
        : `choose a ${adjust} colour much lighter or darker than the colours it is drawn with or on`,
    });
  }

  // Old addresses kept working: each free, each straight to a page.
  redirectProblems(pages, (path) => exact.get(path)?.anchors, (path) => pagesSource.locate(path).line, (path, problem) => report(pagesSource, path, problem));

  // Every page must be reachable from another page, the header or the footer.
  refs.forEach((ref, index) => {
    // A second page with a taken path is reported once, as the duplicate.
    if (!linkedFrom.has(ref.path) && !duplicates.has(index)) {
      report(pagesSource, [...ref.base, 'path'], {
        kind: 'orphan-page',
        message: `no link leads to \`${ref.path}\` from another page, the header or the footer`,
        hint: 'add it to nav.yaml or link to it from a related page',
      });
    }
  });

  // The first block carries the page's only h1.
  [...refs, notFoundRef].forEach((ref) => {
    const page = ref === notFoundRef ? pages.notFound : pages.pages[ref.base[1] as number]!;
    const first = page.blocks[0] as { title?: string; heading?: string } | undefined;
    if (first && !first.title && !first.heading) {
      report(pagesSource, [...ref.base, 'blocks', 0], {
        kind: 'heading-structure',
        message: 'the first block must have a title or heading: it becomes the page\'s main heading (h1)',
        hint: 'start the page with a hero, or give the first block a heading',
      });
    }
  });

  return problems;
}
