// Creating, renaming, deleting and reordering pages, and removing or repointing the links to a page: each is one
// change (one undo step, one save) made of the edits the link logic computes for pages.yaml and nav.yaml.
import {
  addMenuLinkEdits,
  createPageEdits,
  deletePageEdits,
  incomingLinks,
  linksToUpdate,
  redirectChanges,
  redirectsTo,
  relatedLinkEdits,
  removeLinkEdits,
  renameEdits,
  repointLinkEdits,
  type FileEdits,
  type FoundLink,
  type MenuPlace,
  type NewPage,
  type SiteData,
  type WaitingEntry,
  waitingEntryLinkEdits,
} from '../../links';
import { pageName, pagesOf } from '../state/selectors';
import { store } from '../state/store';
import type { PageRef } from '../state/types';

/** Both files of the draft, as the link logic reads them. */
export const siteData = (state = store.get()): SiteData => ({ pages: state.data['pages.yaml'], nav: state.data['nav.yaml'] });

const titleOf = (index: number) => pageName(pagesOf(store.get())[index], index);

/** `menu.entry`: the place's entry waiting for this page (shown "coming soon"), used instead of adding a link. */
export type NewPageLinks = { menu?: { place: MenuPlace; label: string; entry?: WaitingEntry | undefined }; related?: { page: number; label: string } };

/** What the new page's links would add, or why the related page cannot take one. */
export function planNewPageLinks(page: NewPage, links: NewPageLinks): { edits: FileEdits[]; where: string[] } | { problem: string } {
  const site = siteData();
  const edits: FileEdits[] = [];
  const where: string[] = [];
  if (links.menu) {
    const { place, label, entry } = links.menu;
    edits.push(...(entry ? waitingEntryLinkEdits(place, entry, label, page.path) : addMenuLinkEdits(place, label, page.path)));
    where.push(entry ? `${place.label} (its “${entry.label}” entry)` : place.label);
  }
  if (links.related) {
    const related = relatedLinkEdits(site, links.related.page, links.related.label, page.path);
    if ('problem' in related) return related;
    edits.push(...related.edits);
    where.push(`“${titleOf(links.related.page)}”, ${related.where}`);
  }
  return { edits, where };
}

/** Adds the page at the end of the list, with its links, as one change; the new page is then selected. */
export function createPage(page: NewPage, links: NewPageLinks): boolean {
  const plan = planNewPageLinks(page, links);
  if ('problem' in plan) {
    store.announce(plan.problem);
    return false;
  }
  const index = pagesOf(store.get()).length;
  const linked = plan.where.length ? `, linked from ${plan.where.join(' and from ')}` : '';
  return store.apply({
    files: [...createPageEdits(siteData(), page), ...plan.edits],
    label: `Created the page “${page.title}” (${page.path})${linked}`,
    // The words follow the page's title and address as they are changed.
    describe: (state) => {
      const now = pagesOf(state)[index];
      return now ? `Created the page “${String(now.title ?? page.title)}” (${String(now.path ?? page.path)})${linked}` : undefined;
    },
    select: { page: index, block: null },
  });
}

/** The links a new address will update, listed to the editor before the change. */
export const linksChangedByRename = (index: number) => linksToUpdate(siteData(), index);

/** What a new address does to the old addresses kept working (see links/redirectEdits.ts), shown before the change. */
export const redirectsChangedByRename = (index: number, newPath: string, keepOldAddress: boolean) => {
  const site = siteData();
  const oldPath = String(pagesOf(store.get())[index]?.path ?? '');
  return redirectChanges(site, oldPath, newPath, keepOldAddress);
};

export function renamePage(index: number, newPath: string, keepOldAddress: boolean): boolean {
  const site = siteData();
  const count = linksToUpdate(site, index).length;
  const oldPath = String(pagesOf(store.get())[index]?.path ?? '');
  const updated = count ? `, updated ${count === 1 ? 'the link' : `${count} links`} to it` : '';
  return store.apply({
    files: renameEdits(site, index, newPath, { keepOldAddress }),
    label: `Changed the address of “${titleOf(index)}” to ${newPath}${updated}${keepOldAddress ? ` and kept ${oldPath} working` : ''}`,
    select: { page: index, block: null },
  });
}

/** The old addresses that lead to the page (deleting it takes them too). */
export const oldAddressesOf = (index: number) => redirectsTo(siteData(), String(pagesOf(store.get())[index]?.path ?? '')).map((redirect) => redirect.from);

/** The links that keep the page from being deleted. */
export const linksBlockingDelete = (index: number) => incomingLinks(siteData(), index);

export function deletePage(index: number): FoundLink[] | true {
  const result = deletePageEdits(siteData(), index);
  if ('refused' in result) return result.refused;
  const title = titleOf(index);
  const remaining = pagesOf(store.get()).length - 1;
  store.apply({ files: result.edits, label: `Deleted the page “${title}” (Ctrl+Z brings it back)`, select: { page: Math.max(0, Math.min(index, remaining - 1)), block: null } });
  return true;
}

export function removeLink(link: FoundLink) {
  const { edits } = removeLinkEdits(siteData(), link);
  store.apply({ files: edits, label: `Removed the link at ${link.place}` });
}

export const removeLinkEffect = (link: FoundLink) => removeLinkEdits(siteData(), link).effect;

/** Points one link somewhere else: a page path (with an anchor, if chosen) or an outside address. */
export function repointLink(link: FoundLink, to: string) {
  const path = to.split('#')[0];
  const index = pagesOf(store.get()).findIndex((page) => page.path === path);
  const where = index === -1 ? to : `“${titleOf(index)}” (${to})`;
  store.apply({ files: repointLinkEdits(link, to), label: `Pointed the link at ${link.place} to ${where}` });
}

/** Moves a page in the list (the order of pages.yaml); the selected page stays selected. */
export function movePage(from: number, to: number) {
  const count = pagesOf(store.get()).length;
  if (from === to || to < 0 || to >= count) return;
  const selected = store.get().selection.page;
  let page: PageRef = selected;
  if (typeof selected === 'number') {
    if (selected === from) page = to;
    else if (from < selected && to >= selected) page = selected - 1;
    else if (from > selected && to <= selected) page = selected + 1;
  }
  store.apply({
    edits: [{ op: 'move', path: ['pages'], from, to }],
    label: `Moved the page “${titleOf(from)}” to position ${to + 1} of ${count}`,
    select: { ...store.get().selection, page },
  });
}
