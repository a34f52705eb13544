// The old addresses a rename keeps working (pages.yaml's `redirects:`): the page's old address is sent on to its new
// one, redirects that led to the old address follow the page (so no redirect leads to another), and a redirect from
// the new address goes (the page now answers there itself).
import { routeKey } from '../../content/links';
import type { Edit } from '../yaml';
import { field, list } from './read';
import type { SiteData } from './types';

export type RedirectEntry = { index: number; from: string; to: string };

/** The redirects of the draft that are readable (both addresses written as text). */
export function redirectsOf(site: SiteData): RedirectEntry[] {
  return list(field(site.pages, 'redirects')).flatMap((entry, index) => {
    const from = field(entry, 'from');
    const to = field(entry, 'to');
    return typeof from === 'string' && typeof to === 'string' ? [{ index, from, to }] : [];
  });
}

const pathOf = (to: string) => to.split('#')[0]!;

/** What a rename from `oldPath` to `newPath` does to the redirects. */
export function redirectChanges(site: SiteData, oldPath: string, newPath: string, keepOld: boolean) {
  const redirects = redirectsOf(site);
  const dropped = redirects.filter((redirect) => routeKey(redirect.from) === routeKey(newPath));
  const followed = redirects.filter((redirect) => !dropped.includes(redirect) && pathOf(redirect.to) === oldPath);
  return { dropped, followed, added: keepOld && oldPath !== newPath ? { from: oldPath, to: newPath } : undefined };
}

/** The pages.yaml edits of `redirectChanges`: retargets first, then removals from the end, then the new entry. */
export function redirectEdits(site: SiteData, oldPath: string, newPath: string, keepOld: boolean, retarget: (to: string) => string): Edit[] {
  const { dropped, followed, added } = redirectChanges(site, oldPath, newPath, keepOld);
  const count = list(field(site.pages, 'redirects')).length;
  const edits: Edit[] = followed.map((redirect) => ({ op: 'set', path: ['redirects', redirect.index, 'to'], value: retarget(redirect.to) }));
  const left = count - dropped.length + (added ? 1 : 0);
  if (count > 0 && left === 0) return [...edits, { op: 'delete', path: ['redirects'] }];
  for (const redirect of [...dropped].sort((a, b) => b.index - a.index)) edits.push({ op: 'delete', path: ['redirects', redirect.index] });
  if (added) {
    edits.push(field(site.pages, 'redirects') === undefined
      ? { op: 'set', path: ['redirects'], value: [added] }
      : { op: 'insert', path: ['redirects'], index: count - dropped.length, value: added });
  }
  return edits;
}
