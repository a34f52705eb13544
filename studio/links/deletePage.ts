// Deleting a page: refused while anything outside the page links to it; each such link can be removed or pointed at
// another page first. Links inside the page go with it, and so do the redirects that lead to it.
import type { z } from 'zod';
import { pagesFileSchema, navFileSchema, schemaAt, itemWordOf } from '../../src/content';
import type { Edit, YamlPath } from '../yaml';
import { incomingLinks, pagePathAt } from './findLinks';
import { removeRedirectsToEdits } from './redirectEdits';
import { at } from './read';
import type { FileEdits, FoundLink, SiteData } from './types';

/** The page's deletion, or the links that must go (or point elsewhere) first. */
export function deletePageEdits(site: SiteData, pageIndex: number): { edits: FileEdits[] } | { refused: FoundLink[] } {
  const links = incomingLinks(site, pageIndex);
  if (links.length) return { refused: links };
  // The redirects to the page go first: their places in the file do not move when the page goes.
  const redirects = removeRedirectsToEdits(site, pagePathAt(site, pageIndex) ?? '');
  return { edits: [{ file: 'pages.yaml', edits: [...redirects, { op: 'delete', path: ['pages', pageIndex] }] }] };
}

const dataOf = (site: SiteData, link: FoundLink) => (link.file === 'nav.yaml' ? site.nav : site.pages);

/** Whether the site's schema accepts `value` at `path` (undefined: the field left out). */
function accepts(site: SiteData, link: FoundLink, path: YamlPath, value: unknown): boolean {
  const root = link.file === 'nav.yaml' ? navFileSchema : pagesFileSchema;
  const schema = schemaAt(root, dataOf(site, link), path);
  return Boolean(schema && (schema as z.ZodType).safeParse(value).success);
}

/**
 * How to remove one link, and what that does in plain words. A menu entry is taken out of its group (or, when it is
 * the group's only entry, kept as text marked "coming soon"); elsewhere an optional link is left out (a card's
 * `link:` goes, the card stays) and a required one goes with its button or tile.
 */
export function removeLinkEdits(site: SiteData, link: FoundLink): { edits: FileEdits[]; effect: string } {
  const data = dataOf(site, link);
  const owner = link.path.slice(0, -1);
  const one = (edit: Edit, effect: string) => ({ edits: [{ file: link.file, edits: [edit] }], effect });
  const entryOf = (path: YamlPath) => ({ list: path.slice(0, -1), index: path.at(-1) });
  const { list: listPath, index } = entryOf(owner);
  const siblings = typeof index === 'number' ? at(data, listPath as Array<string | number>) : undefined;
  if (link.file === 'nav.yaml' && Array.isArray(siblings) && siblings.length > 1) return one({ op: 'delete', path: owner }, 'takes the entry out of the menu');
  if (accepts(site, link, link.path, undefined)) {
    return one({ op: 'delete', path: link.path }, link.file === 'nav.yaml' ? 'keeps the entry as text marked “coming soon”' : 'keeps the text without the link');
  }
  // A required `to` inside an optional group (a card's `link:`): the group goes, its card stays.
  if (typeof index === 'string' && accepts(site, link, owner, undefined)) return one({ op: 'delete', path: owner }, `removes the ${index}; the ${itemWordOf(String(owner.at(-3))) ?? 'entry'} stays`);
  if (typeof index === 'number' && Array.isArray(siblings)) {
    const name = itemWordOf(String(listPath.at(-1))) ?? 'entry';
    const left = siblings.filter((_, position) => position !== index);
    const ok = accepts(site, link, listPath, left);
    return one({ op: 'delete', path: owner }, ok ? `removes the ${name} with its link` : `removes the ${name} with its link; the block then needs another ${name} (or delete the block)`);
  }
  return one({ op: 'delete', path: link.path }, 'removes the link');
}

/** Points `link` at another page (its anchor is dropped: that page has its own). */
export function repointLinkEdits(link: FoundLink, newPath: string): FileEdits[] {
  return [{ file: link.file, edits: [{ op: 'set', path: link.path, value: newPath }] }];
}
