// What changed in pages.yaml and nav.yaml between two versions (the last commit and the files on disk), in the words an
// editor uses: page, block, field: before -> after. Works on the parsed data, so a change of quoting or comments alone
// is not listed; pictures are listed by the server, which knows the files.
import { itemWordOf, nameOf, blockTypeName } from '../../src/content';
import { deepEqual } from '../yaml';
import { matchLists, type ListStep } from './matchLists';
import { beforeAfter, capitalize, fieldName, isRecord, show, words } from './wording';

export type ContentChange = { file: 'pages.yaml' | 'nav.yaml'; text: string };

/** Where a change is, outermost first, named as the studio's screens name it: ["About Us", "Banner", "Title"]. */
type Where = string[];

/** Lists of the menus, whose entries are named by their label rather than counted ("Company column"). */
const menuLists = new Set(['items', 'groups', 'columns', 'links', 'socials']);

type Scope = 'pages' | 'nav';

const typeOf = (block: unknown) => (isRecord(block) && typeof block.type === 'string' ? block.type : undefined);

/** A block as the block list names it ("Hero"), numbered when the page has more than one of its kind. */
function blockName(blocks: unknown[], index: number): string {
  const type = typeOf(blocks[index]);
  if (!type) return `Block ${index + 1}`;
  const same = blocks.filter((block) => typeOf(block) === type).length;
  return same > 1 ? `${blockTypeName(type)} (block ${index + 1})` : blockTypeName(type);
}

/** How an entry reads as a place: "Section (block 2)", "Card “Global Impact”", "Paragraph 2", "Company column". */
function entryPlace(scope: Scope, key: string, index: number, list: unknown[]): string {
  const entry = list[index];
  if (key === 'blocks') return blockName(list, index);
  const name = nameOf(entry);
  const noun = capitalize(itemWordOf(key) ?? words(key));
  if (scope === 'nav' && menuLists.has(key) && name) {
    if (key === 'items') return name;
    if (key === 'groups') return `${name} group`;
    if (key === 'columns') return `${name} column`;
  }
  return name && typeof entry !== 'string' ? `${noun} “${name}”` : `${noun} ${index + 1}`;
}

/** How an entry reads as the object of "added", "removed" or "moved": with its name and, for a link, where it leads. */
function entryNoun(scope: Scope, key: string, index: number, list: unknown[]): string {
  const entry = list[index];
  if (key === 'blocks') {
    const name = nameOf(entry);
    return `${blockName(list, index)}${name ? ` “${name}”` : ''}`;
  }
  if (typeof entry === 'string') return `${capitalize(itemWordOf(key) ?? words(key))} ${index + 1} (${show(entry)})`;
  if (scope !== 'nav' || !menuLists.has(key) || !isRecord(entry)) return entryPlace(scope, key, index, list);
  const place = entryPlace(scope, key, index, list);
  // A menu link says where it leads; one without a target is shown as "coming soon" on the site.
  if ('groups' in entry || 'links' in entry) return place;
  return `${place} (${typeof entry.to === 'string' ? entry.to : 'coming soon'})`;
}

const sentence = (where: Where, what: string) => (where.length ? `${where.join(' › ')}: ${what}` : capitalize(what));

class Describer {
  readonly lines: string[] = [];
  constructor(private readonly scope: Scope) {}

  /** `labels`: the names of fields on the screen at this level where they differ from the inspector's (page settings). */
  value(where: Where, before: unknown, after: unknown, key = '', labels: Record<string, string> = {}): void {
    if (deepEqual(before, after)) return;
    if (isRecord(before) && isRecord(after)) return this.fields(where, before, after, labels);
    if (Array.isArray(before) && Array.isArray(after)) return this.list(where, key, before, after);
    this.lines.push(sentence(where, beforeAfter(before, after)));
  }

  fields(where: Where, before: Record<string, unknown>, after: Record<string, unknown>, labels: Record<string, string> = {}): void {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !(key in after))];
    for (const key of keys) {
      const was = before[key];
      const now = after[key];
      if (deepEqual(was, now)) continue;
      // A list is a list of named entries: its own name is said by each entry ("Card 3", "Link “Careers”").
      if (Array.isArray(was) || Array.isArray(now)) {
        if ((Array.isArray(was) || was === undefined) && (Array.isArray(now) || now === undefined)) {
          this.list(where, key, (was ?? []) as unknown[], (now ?? []) as unknown[]);
          continue;
        }
      }
      const place = [...where, labels[key] ?? fieldName(key)];
      if (was === undefined) this.lines.push(sentence(place, `added ${show(now)}`));
      else if (now === undefined) this.lines.push(sentence(place, `removed (was ${show(was)})`));
      else this.value(place, was, now, key);
    }
  }

  list(where: Where, key: string, before: unknown[], after: unknown[]): void {
    const steps = matchLists(before, after, {
      identity: (entry) => JSON.stringify(entry),
      sameKind: (a, b) => (key === 'blocks' ? typeOf(a) === typeOf(b) : typeof a === typeof b),
    });
    for (const step of steps) this.step(where, key, before, after, step);
  }

  private step(where: Where, key: string, before: unknown[], after: unknown[], step: ListStep): void {
    const { scope } = this;
    switch (step.kind) {
      case 'kept':
        return;
      case 'changed':
        return this.value([...where, entryPlace(scope, key, step.to, after)], before[step.from], after[step.to], key);
      case 'moved':
        this.lines.push(sentence(where, `moved ${entryNoun(scope, key, step.from, before)} to position ${step.to + 1}`));
        return this.value([...where, entryPlace(scope, key, step.to, after)], before[step.from], after[step.to], key);
      case 'added':
        this.lines.push(sentence(where, `added ${entryNoun(scope, key, step.to, after)}`));
        return;
      case 'removed':
        this.lines.push(sentence(where, `removed ${entryNoun(scope, key, step.from, before)}`));
    }
  }
}

type PageLike = Record<string, unknown>;

/** A page as the page list names it: its title (the address is said where a page is added, deleted or moved). */
const pageTitle = (page: unknown) => {
  const record = isRecord(page) ? page : {};
  return typeof record.title === 'string' && record.title.trim() ? record.title.trim() : 'Untitled page';
};
const pageName = (page: unknown) => {
  const record = isRecord(page) ? page : {};
  return typeof record.path === 'string' ? `${pageTitle(page)} (${record.path})` : pageTitle(page);
};

/** The page's own fields as its settings panel labels them. */
const pageLabels: Record<string, string> = { title: 'Title', description: 'Search description', path: 'Address' };

const pageList = (data: unknown): PageLike[] => (isRecord(data) && Array.isArray(data.pages) ? (data.pages as PageLike[]).filter(isRecord) : []);

/** pages.yaml: pages matched by address (a renamed page by its title or blocks), then blocks and fields. */
export function describePagesChanges(before: unknown, after: unknown): string[] {
  const describer = new Describer('pages');
  const was = pageList(before);
  const now = pageList(after);
  const steps = matchLists(was, now, {
    identity: (page) => String(page.path),
    sameKind: (a, b) => a.title === b.title || JSON.stringify(a.blocks) === JSON.stringify(b.blocks),
  });
  for (const step of steps) {
    if (step.kind === 'added') {
      const page = now[step.to]!;
      const count = Array.isArray(page.blocks) ? page.blocks.length : 0;
      describer.lines.push(`Added page ${pageName(page)} with ${count === 1 ? '1 block' : `${count} blocks`}`);
    } else if (step.kind === 'removed') describer.lines.push(`Deleted page ${pageName(was[step.from])}`);
    else {
      if (step.kind === 'moved') describer.lines.push(`Moved page ${pageName(now[step.to])} to position ${step.to + 1} in the page list`);
      describer.value([pageTitle(now[step.to])], was[step.from], now[step.to], '', pageLabels);
    }
  }
  const rest = (data: unknown) => (isRecord(data) ? data : {});
  const { pages: _pages, notFound: notFoundBefore, redirects: redirectsBefore, ...otherBefore } = rest(before);
  const { pages: _pagesNow, notFound: notFoundAfter, redirects: redirectsAfter, ...otherAfter } = rest(after);
  describer.value(['Page not found'], notFoundBefore, notFoundAfter, '', pageLabels);
  describer.fields([], otherBefore, otherAfter);
  return [...describer.lines, ...describeRedirects(redirectsBefore, redirectsAfter)];
}

/** Each old address by what it leads to. */
function redirectMap(list: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of Array.isArray(list) ? list : []) {
    if (isRecord(entry) && typeof entry.from === 'string') map.set(entry.from, typeof entry.to === 'string' ? entry.to : '');
  }
  return map;
}

/** Redirects said by their addresses: "/careers now goes to /jobs", not "Added Redirect 1". */
export function describeRedirects(before: unknown, after: unknown): string[] {
  const was = redirectMap(before);
  const now = redirectMap(after);
  const lines: string[] = [];
  for (const [from, to] of now) {
    const old = was.get(from);
    if (old === undefined) lines.push(`${from} now goes to ${to}`);
    else if (old !== to) lines.push(`${from} now goes to ${to} (it went to ${old})`);
  }
  for (const [from, to] of was) if (!now.has(from)) lines.push(`${from} no longer goes to ${to}: the redirect is removed`);
  return lines;
}

const navParts: Record<string, string> = { site: 'Site settings', header: 'Menus › Header menu', footer: 'Menus › Footer' };

/** nav.yaml: site settings, the header menu and the footer, entries named by their labels. */
export function describeNavChanges(before: unknown, after: unknown): string[] {
  const describer = new Describer('nav');
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  for (const key of [...Object.keys(now), ...Object.keys(was).filter((one) => !(one in now))]) {
    const part = navParts[key] ?? capitalize(words(key));
    if (isRecord(was[key]) && isRecord(now[key])) describer.fields([part], was[key], now[key]);
    else describer.value([part], was[key], now[key], key);
  }
  return describer.lines;
}

/** Both files; a file that is not in the last commit yet counts as empty there. */
export function describeChanges(before: { pages?: unknown; nav?: unknown }, after: { pages?: unknown; nav?: unknown }): ContentChange[] {
  return [
    ...describePagesChanges(before.pages, after.pages).map((text) => ({ file: 'pages.yaml' as const, text })),
    ...describeNavChanges(before.nav, after.nav).map((text) => ({ file: 'nav.yaml' as const, text })),
  ];
}
