// The old addresses a rename keeps working (pages.yaml's `redirects:`): the page's old address is sent on to its new
// one, redirects that led to the old address follow the page (so no redirect leads to another), and a redirect from
// the new address goes (the page now answers there itself).
import { routeKey } from '../../src/content';
import type { Edit } from '../yaml';
import { field, list } from './read';
import type { SiteData } from './types';

type RedirectEntry = { index: number; from: string; to: string };

/** The redirects of the draft that are readable (both addresses written as text). */
export function redirectsOf(site: SiteData): RedirectEntry[] {
  return list(field(site.pages, 'redirects')).flatMap((entry, index) => {
    const from = field(entry, 'from');
    const to = field(entry, 'to');
    return typeof from === 'string' && typeof to === 'string' ? [{ index, from, to }] : [];
  });
}

const pathOf = (to: string) => to.split('#')[0]!;

/** The redirects from an address a page is about to take (the page answers there itself from then on). */
export const redirectsFrom = (site: SiteData, path: string) => redirectsOf(site).filter((redirect) => routeKey(redirect.from) === routeKey(path));

/** What a rename from `oldPath` to `newPath` does to the redirects. */
export function redirectChanges(site: SiteData, oldPath: string, newPath: string, keepOld: boolean) {
  const redirects = redirectsOf(site);
  const dropped = redirectsFrom(site, newPath);
  const followed = redirects.filter((redirect) => !dropped.includes(redirect) && pathOf(redirect.to) === oldPath);
  return { dropped, followed, added: keepOld && oldPath !== newPath ? { from: oldPath, to: newPath } : undefined };
}

/** Deletes the redirects at `indices`, from the end; the whole list when none would be left and none is added. */
function removeRedirects(site: SiteData, indices: number[], adding: boolean): Edit[] {
  const count = list(field(site.pages, 'redirects')).length;
  if (indices.length > 0 && indices.length === count && !adding) return [{ op: 'delete', path: ['redirects'] }];
  return [...indices].sort((a, b) => b - a).map((index) => ({ op: 'delete', path: ['redirects', index] }));
}

/** The pages.yaml edits of `redirectChanges`: retargets first, then removals from the end, then the new entry. */
export function redirectEdits(site: SiteData, oldPath: string, newPath: string, keepOld: boolean, retarget: (to: string) => string): Edit[] {
  const { dropped, followed, added } = redirectChanges(site, oldPath, newPath, keepOld);
  const edits: Edit[] = followed.map((redirect) => ({ op: 'set', path: ['redirects', redirect.index, 'to'], value: retarget(redirect.to) }));
  edits.push(...removeRedirects(site, dropped.map((redirect) => redirect.index), Boolean(added)));
  if (added) {
    const list = field(site.pages, 'redirects');
    edits.push(Array.isArray(list) ? { op: 'insert', path: ['redirects'], index: list.length - dropped.length, value: added } : { op: 'set', path: ['redirects'], value: [added] });
  }
  return edits;
}

/** The redirects that lead to a page (deleting it takes them too: their old addresses then show "page not found"). */
export const redirectsTo = (site: SiteData, pagePath: string) => redirectsOf(site).filter((redirect) => pathOf(redirect.to) === pagePath);

export const removeRedirectsToEdits = (site: SiteData, pagePath: string): Edit[] =>
  removeRedirects(site, redirectsTo(site, pagePath).map((redirect) => redirect.index), false);

/** A new page at `path` takes the address over from the redirects from it. */
export const removeRedirectsFromEdits = (site: SiteData, path: string): Edit[] =>
  removeRedirects(site, redirectsFrom(site, path).map((redirect) => redirect.index), false);
