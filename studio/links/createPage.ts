// Creating a page and linking it straight away: a page nothing links to is refused by the site's checks, so the new
// page is offered a place in the header menu's groups or a footer column, or a button on a related page.
import type { z } from 'zod';
import { blockSchemas } from '../../src/blocks/registry';
import { schemaAt } from '../../src/content';
import type { YamlPath } from '../yaml';
import { labelsMatch, withoutSoonNote } from './menuNames';
import { pageLabel } from './linkPlace';
import { parentOf } from './pathRules';
import { removeRedirectsFromEdits } from './redirectEdits';
import { at, field, list, pagesOf, text } from './read';
import type { FileEdits, SiteData } from './types';

export type NewPage = { path: string; title: string; description: string };

/** The page as written to pages.yaml: it starts with a hero whose title is the page's title (its main heading). */
export function newPageValue(page: NewPage) {
  return { path: page.path, title: page.title, description: page.description, blocks: [{ type: 'hero', title: page.title }] };
}

/** Inserts the new page at `index` of the page list (at the end, just above the not-found page, by default). */
export function createPageEdits(site: SiteData, page: NewPage, index = pagesOf(site.pages).length): FileEdits[] {
  // An old address the page takes stops being sent on (the redirects sit below the pages: their places do not move).
  return [{ file: 'pages.yaml', edits: [...removeRedirectsFromEdits(site, page.path), { op: 'insert', path: ['pages'], index, value: newPageValue(page) }] }];
}

/** A list of menu links a page can be added to: a group of a header dropdown, or a footer column. */
export type MenuPlace = { id: string; label: string; links: YamlPath; count: number };

/** Every menu group and footer column, as "Header menu › Application › Services" and "Footer › Company". */
export function menuPlaces(site: SiteData): MenuPlace[] {
  const places: MenuPlace[] = [];
  list(field(field(site.nav, 'header'), 'items')).forEach((item, itemIndex) => {
    list(field(item, 'groups')).forEach((group, groupIndex) => {
      places.push({
        id: `header-${itemIndex}-${groupIndex}`,
        label: `Header menu › ${text(field(item, 'label')) ?? `item ${itemIndex + 1}`} › ${text(field(group, 'heading')) ?? `group ${groupIndex + 1}`}`,
        links: ['header', 'items', itemIndex, 'groups', groupIndex, 'links'],
        count: list(field(group, 'links')).length,
      });
    });
  });
  list(field(field(site.nav, 'footer'), 'columns')).forEach((column, index) => {
    places.push({
      id: `footer-${index}`,
      label: `Footer › ${text(field(column, 'heading')) ?? `column ${index + 1}`}`,
      links: ['footer', 'columns', index, 'links'],
      count: list(field(column, 'links')).length,
    });
  });
  return places;
}

/** Adds `label` leading to `to` at the end of a menu group or footer column. */
export function addMenuLinkEdits(place: MenuPlace, label: string, to: string): FileEdits[] {
  return [{ file: 'nav.yaml', edits: [{ op: 'insert', path: place.links, index: place.count, value: { label, to } }] }];
}

/** An entry of a menu place waiting for its page: shown "coming soon" (no destination yet), or so labelled. */
export type WaitingEntry = { index: number; label: string; linkText: string };

/**
 * The entry of `place` a new page titled `title` most likely is: one waiting for its page (no destination, or "coming
 * soon" in its label) whose label matches the title loosely ("Jobs" or "Careers (coming soon)" for "Careers").
 * `linkText` is its label without a typed "coming soon" note.
 */
export function waitingEntryFor(site: SiteData, place: MenuPlace, title: string): WaitingEntry | undefined {
  const note = text(field(field(field(site.nav, 'site'), 'labels'), 'comingSoon'));
  const links = list(at(site.nav, place.links as Array<string | number>));
  for (const [index, link] of links.entries()) {
    const label = text(field(link, 'label'));
    if (!label || field(link, 'groups') !== undefined) continue;
    const waiting = !text(field(link, 'to')) || withoutSoonNote(label, note) !== label;
    if (waiting && labelsMatch(label, title, note)) return { index, label, linkText: withoutSoonNote(label, note) };
  }
  return undefined;
}

/** Turns the waiting entry into the link to `to`: its destination is added, and its label changed only when `label` differs. */
export function waitingEntryLinkEdits(place: MenuPlace, entry: WaitingEntry, label: string, to: string): FileEdits[] {
  const path = [...place.links, entry.index];
  return [
    {
      file: 'nav.yaml',
      edits: [...(label === entry.label ? [] : [{ op: 'set' as const, path: [...path, 'label'], value: label }]), { op: 'set', path: [...path, 'to'], value: to, after: 'label' }],
    },
  ];
}

const schemaOfType = (type: unknown) => blockSchemas.find((schema) => schema.shape.type.value === type);

/** Whether `actions` is an acceptable button list for `block` (its block type's own rules, e.g. at most 3). */
function fits(block: unknown, actions: unknown[]): boolean {
  const schema = schemaOfType(field(block, 'type'));
  const actionsSchema = schema ? schemaAt(schema, block, ['actions']) : undefined;
  return Boolean(actionsSchema && (actionsSchema as z.ZodType).safeParse(actions).success);
}

/**
 * A button leading to `to` on the related page at `fromIndex`: added to the last block whose buttons have room, or
 * as the first button of the last block that may have buttons. A problem in plain words when no block can take one.
 */
export function relatedLinkEdits(site: SiteData, fromIndex: number, label: string, to: string): { edits: FileEdits[]; where: string } | { problem: string } {
  const page = pagesOf(site.pages)[fromIndex];
  const blocks = list(field(page, 'blocks'));
  const button = { label, to };
  const order = blocks.map((block, index) => ({ block, index })).reverse();
  for (const { block, index } of order) {
    const actions = field(block, 'actions');
    if (Array.isArray(actions) && fits(block, [...actions, button])) {
      return {
        edits: [{ file: 'pages.yaml', edits: [{ op: 'insert', path: ['pages', fromIndex, 'blocks', index, 'actions'], index: actions.length, value: button }] }],
        where: `a button after the ${actions.length === 1 ? 'button' : `${actions.length} buttons`} of block ${index + 1} (${String(field(block, 'type')).replaceAll('-', ' ')})`,
      };
    }
  }
  for (const { block, index } of order) {
    if (field(block, 'actions') === undefined && fits(block, [button])) {
      return {
        edits: [{ file: 'pages.yaml', edits: [{ op: 'set', path: ['pages', fromIndex, 'blocks', index, 'actions'], value: [button] }] }],
        where: `a button under block ${index + 1} (${String(field(block, 'type')).replaceAll('-', ' ')})`,
      };
    }
  }
  return { problem: `“${pageLabel(page)}” has no block that can take another button. Link the new page from the menu instead, or add a link on that page yourself.` };
}

/**
 * The menu place a new page most likely belongs in: the one holding most links to pages in the same folder
 * ("/application/service/…" → the Services group; "/careers" → the column with /about), else the first.
 */
export function suggestMenuPlace(site: SiteData, path: string, places = menuPlaces(site)): MenuPlace | undefined {
  const folder = parentOf(path).toLowerCase();
  let best: { place: MenuPlace; score: number } | undefined;
  for (const place of places) {
    const links = list(at(site.nav, place.links as Array<string | number>));
    const score = links.filter((link) => {
      const to = field(link, 'to');
      return typeof to === 'string' && to.startsWith('/') && parentOf(to.split('#')[0]!).toLowerCase() === folder;
    }).length;
    if (!best || score > best.score) best = { place, score };
  }
  return best?.place;
}
