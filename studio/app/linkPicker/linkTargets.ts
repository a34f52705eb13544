// What a link field offers and says as the editor types: the site's pages (by title and path), then the parts of the
// chosen page (its blocks' anchors); and whether the typed link leads anywhere, with the nearest real target as a fix.
// Pure: the same rules as the site's own link check (content/crossCheck.ts), so the picker and `npm run validate` agree.
import { didYouMean, classifyLink, routeKey } from '../../../src/content';

/** A page as links see it; `anchorBlocks` names the block each anchor is on ("Section “Our mission”"), when known. */
export type PageTarget = { title: string; path: string; anchors: readonly string[]; anchorBlocks?: Readonly<Record<string, string>> };

export type LinkOption = { value: string; title: string; detail: string; kind: 'page' | 'anchor' };
export type LinkSection = { heading: string; options: LinkOption[] };

/** Where the link is: a menu (on every page, so `#part` alone means nothing) or a page (whose own parts `#part` names). */
export type LinkPlace = { inMenu: boolean; currentPage?: PageTarget };

export type LinkCheck =
  | { tone: 'none' }
  | { tone: 'ok'; message: string }
  | { tone: 'error'; message: string; fix?: string };

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const pageOption = (page: PageTarget, detail = page.path): LinkOption => ({ value: page.path, title: page.title, detail, kind: 'page' });
const anchorOption = (prefix: string, anchor: string, page: PageTarget, of: string): LinkOption => {
  const block = page.anchorBlocks?.[anchor];
  return { value: `${prefix}#${anchor}`, title: `#${anchor}`, detail: block ? `${block} · ${of}` : of, kind: 'anchor' };
};

function splitHash(value: string): { path: string; anchor?: string } {
  const at = value.indexOf('#');
  return at === -1 ? { path: value } : { path: value.slice(0, at), anchor: value.slice(at + 1) };
}

/** Pages whose title or path contains the words typed; paths that start with them first. */
function matchingPages(query: string, pages: readonly PageTarget[], except?: PageTarget): PageTarget[] {
  const needle = query.trim().toLowerCase();
  const rank = (page: PageTarget) => {
    const path = page.path.toLowerCase();
    const title = page.title.toLowerCase();
    if (!needle) return 0;
    if (path.startsWith(needle) || title.startsWith(needle)) return 1;
    if (path.includes(needle) || title.includes(needle)) return 2;
    return 3;
  };
  return pages
    .map((page, index) => ({ page, index, rank: rank(page) }))
    .filter((entry) => entry.rank < 3 && entry.page !== except && entry.page.path)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.page);
}

/** The choices for what is typed so far: the chosen page's parts first (when a page's path is typed), then pages. */
export function linkOptions(query: string, pages: readonly PageTarget[], place: LinkPlace, limit = 60): { sections: LinkSection[]; more: number } {
  const typed = query.trim();
  if (HAS_SCHEME.test(typed)) return { sections: [], more: 0 };
  const { path, anchor } = splitHash(typed);
  const filterAnchors = (anchors: readonly string[]) => anchors.filter((name) => !anchor || name.toLowerCase().includes(anchor.toLowerCase()));
  const sections: LinkSection[] = [];
  if (typed.startsWith('#')) {
    if (place.currentPage && !place.inMenu) {
      const page = place.currentPage;
      const options = filterAnchors(page.anchors).map((name) => anchorOption('', name, page, 'on this page'));
      if (options.length) sections.push({ heading: 'Parts of this page', options });
    }
    return { sections, more: 0 };
  }
  const chosen = path ? pages.find((page) => page.path === path) : undefined;
  if (chosen && (chosen.anchors.length || anchor !== undefined)) {
    sections.push({
      heading: `Parts of “${chosen.title}”`,
      options: [pageOption(chosen, `Top of the page · ${chosen.path}`), ...filterAnchors(chosen.anchors).map((name) => anchorOption(chosen.path, name, chosen, `on ${chosen.title}`))],
    });
  }
  if (anchor === undefined) {
    const found = matchingPages(path, pages, sections.length ? chosen : undefined);
    const room = Math.max(0, limit - (sections[0]?.options.length ?? 0));
    if (found.length) sections.push({ heading: 'Pages', options: found.slice(0, room).map((page) => pageOption(page)) });
    return { sections, more: Math.max(0, found.length - room) };
  }
  return { sections, more: 0 };
}

function anchorProblem(page: PageTarget, anchor: string, prefix: string, where: string): LinkCheck {
  if (anchor === '') return { tone: 'error', message: `The link ends with # but names no part of ${where}.`, ...(prefix ? { fix: prefix } : {}) };
  if (page.anchors.includes(anchor)) return { tone: 'ok', message: prefix ? `Links to “${page.title}”, at the part #${anchor}.` : `Jumps to the part #${anchor} of this page.` };
  const near = didYouMean(anchor, page.anchors);
  const known = page.anchors.length ? ` Its parts: ${page.anchors.map((name) => `#${name}`).join(', ')}.` : ' None of its blocks has an anchor yet.';
  return {
    tone: 'error',
    message: `${where[0]!.toUpperCase()}${where.slice(1)} has no part named #${anchor}.${near ? '' : known}`,
    ...(near ? { fix: `${prefix}#${near}` } : prefix ? { fix: prefix } : {}),
  };
}

/** Whether a typed link leads somewhere, in plain words; a mistyped page path comes with the nearest real one. */
export function checkLinkTarget(value: string, pages: readonly PageTarget[], place: LinkPlace): LinkCheck {
  if (value.trim() === '') return { tone: 'none' };
  const link = classifyLink(value);
  if (link.kind === 'unsafe') return { tone: 'error', message: `The site does not accept this link: ${link.reason}.` };
  if (link.kind === 'external') {
    if (/^mailto:/i.test(value)) return { tone: 'ok', message: `Opens an email to ${value.slice('mailto:'.length)}.` };
    if (/^tel:/i.test(value)) return { tone: 'ok', message: `Calls ${value.slice('tel:'.length)}.` };
    return { tone: 'ok', message: 'An address on another site; it opens as it is.' };
  }
  if (link.kind === 'anchor') {
    if (place.inMenu) return { tone: 'error', message: 'A menu is on every page, so write the page before the #, e.g. /about#Mission.' };
    return place.currentPage ? anchorProblem(place.currentPage, link.anchor, '', 'this page') : { tone: 'none' };
  }
  const page = pages.find((candidate) => candidate.path === link.path);
  const tail = link.anchor === undefined ? '' : `#${link.anchor}`;
  if (!page) {
    const sameRoute = pages.find((candidate) => candidate.path && routeKey(candidate.path) === routeKey(link.path));
    if (sameRoute) return { tone: 'error', message: `Spell the address exactly as the page does: ${sameRoute.path} (upper and lower case count).`, fix: `${sameRoute.path}${tail}` };
    const near = didYouMean(link.path, pages.map((candidate) => candidate.path).filter(Boolean));
    if (near) {
      const nearPage = pages.find((candidate) => candidate.path === near)!;
      const keepsAnchor = link.anchor !== undefined && nearPage.anchors.includes(link.anchor);
      return { tone: 'error', message: `No page has the address ${link.path}. The nearest is “${nearPage.title}”.`, fix: keepsAnchor ? `${near}${tail}` : near };
    }
    return { tone: 'error', message: `No page has the address ${link.path}. Choose a page from the list, or add the page first.` };
  }
  if (link.anchor !== undefined) return anchorProblem(page, link.anchor, page.path, `“${page.title}”`);
  return { tone: 'ok', message: `Links to “${page.title}”.` };
}
