// Renaming a page's address: the page's `path:` and every link to it, in both files, in one change. Only the path
// part of each link changes: its `#anchor` (or trailing `#`) is kept, and anchors alone need no change.
import type { Edit } from '../yaml';
import { findLinksTo, pagePathAt } from './findLinks';
import { redirectEdits } from './redirectEdits';
import type { FileEdits, FoundLink, SiteData } from './types';

/** The link as it reads after the page moves to `newPath`: the same anchor, or trailing `#`, after it. */
export function retarget(to: string, newPath: string): string {
  const hash = to.indexOf('#');
  return hash === -1 ? newPath : `${newPath}${to.slice(hash)}`;
}

/** The links that change when the page moves (anchors alone stay as they are). */
export function linksToUpdate(site: SiteData, pageIndex: number): FoundLink[] {
  return findLinksTo(site, pageIndex).filter((link) => !link.to.startsWith('#'));
}

/**
 * The edits, per file, that move the page at `pageIndex` to `newPath` with every link to it; with `keepOldAddress`,
 * a redirect sends the old address on to the new one. Redirects to the old address follow the page either way, and a
 * redirect from the new address goes.
 */
export function renameEdits(site: SiteData, pageIndex: number, newPath: string, { keepOldAddress = false } = {}): FileEdits[] {
  const oldPath = pagePathAt(site, pageIndex);
  if (oldPath === undefined) return [];
  const pages: Edit[] = [{ op: 'set', path: ['pages', pageIndex, 'path'], value: newPath }];
  const nav: Edit[] = [];
  for (const link of linksToUpdate(site, pageIndex)) {
    const next = retarget(link.to, newPath);
    if (next === link.to) continue;
    (link.file === 'pages.yaml' ? pages : nav).push({ op: 'set', path: link.path, value: next });
  }
  pages.push(...redirectEdits(site, oldPath, newPath, keepOldAddress, (to) => retarget(to, newPath)));
  return [{ file: 'pages.yaml' as const, edits: pages }, ...(nav.length ? [{ file: 'nav.yaml' as const, edits: nav }] : [])];
}
