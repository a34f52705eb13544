// What changed in pages.yaml and nav.yaml between two versions (the last commit and the files on disk), in the words an
// editor uses: page, block, field: before -> after. Works on the parsed data, so a change of quoting or comments alone
// is not listed; pictures are listed by the server, which knows the files.
import { singular } from '../../content/place';
import { matchLists, type ListStep } from './matchLists';
import { beforeAfter, capitalize, fieldName, isRecord, nameOf, show, words } from './wording';

export type ContentChange = { file: 'pages.yaml' | 'nav.yaml'; text: string };

/** Where a change is, outermost first, as it reads in a sentence: ["About Us (/about)", "block 2 (section)", "heading"]. */
type Where = string[];

/** Lists of the menus, whose entries are named by their label rather than counted ("Footer, Company column"). */
const menuLists = new Set(['items', 'groups', 'columns', 'links', 'socials']);

type Scope = 'pages' | 'nav';

const typeOf = (block: unknown) => (isRecord(block) && typeof block.type === 'string' ? words(block.type) : 'block');

/** How an entry reads as a place: "block 2 (section)", "card 3 (Global Impact)", "Company column", "Application". */
function entryPlace(scope: Scope, key: string, index: number, entry: unknown): string {
  if (key === 'blocks') return `block ${index + 1} (${typeOf(entry)})`;
  const name = nameOf(entry);
  if (scope === 'nav' && menuLists.has(key) && name) {
    if (key === 'items') return name;
    if (key === 'groups') return `${name} group`;
    if (key === 'columns') return `${name} column`;
    return `${singular[key]} ${name}`;
  }
  const noun = singular[key] ?? words(key);
  return name && typeof entry !== 'string' ? `${noun} ${index + 1} (${name})` : `${noun} ${index + 1}`;
}

/** How an entry reads as the object of "added", "removed" or "moved": with its name and, for a link, where it leads. */
function entryNoun(scope: Scope, key: string, index: number, entry: unknown): string {
  if (key === 'blocks') {
    const name = nameOf(entry);
    return `block ${index + 1} (${typeOf(entry)}${name ? ` "${name}"` : ''})`;
  }
  if (typeof entry === 'string') return `${singular[key] ?? words(key)} ${index + 1} (${show(entry)})`;
  if (scope !== 'nav' || !menuLists.has(key) || !isRecord(entry)) return entryPlace(scope, key, index, entry);
  const place = key === 'items' && nameOf(entry) ? `entry ${nameOf(entry)}` : entryPlace(scope, key, index, entry);
  // A menu link says where it leads; one without a target is shown as "coming soon" on the site.
  if ('groups' in entry || 'links' in entry) return place;
  return `${place} (${typeof entry.to === 'string' ? entry.to : 'coming soon'})`;
}

const sentence = (where: Where, what: string) => (where.length ? `${capitalize(where.join(', '))}: ${what}` : capitalize(what));

class Describer {
  readonly lines: string[] = [];
  constructor(private readonly scope: Scope) {}

  value(where: Where, before: unknown, after: unknown, key = ''): void {
    if (deepEqual(before, after)) return;
    if (isRecord(before) && isRecord(after)) return this.fields(where, before, after);
    if (Array.isArray(before) && Array.isArray(after)) return this.list(where, key, before, after);
    this.lines.push(sentence(where, beforeAfter(before, after)));
  }

  fields(where: Where, before: Record<string, unknown>, after: Record<string, unknown>): void {
    const keys = [...Object.keys(after), ...Object.keys(before).filter((key) => !(key in after))];
    for (const key of keys) {
      const was = before[key];
      const now = after[key];
      if (deepEqual(was, now)) continue;
      // A list is a list of named entries: its own name is said by each entry ("card 3", "link Careers").
      if (Array.isArray(was) || Array.isArray(now)) {
        if ((Array.isArray(was) || was === undefined) && (Array.isArray(now) || now === undefined)) {
          this.list(where, key, (was ?? []) as unknown[], (now ?? []) as unknown[]);
          continue;
        }
      }
      const place = [...where, fieldName(key)];
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
        return this.value([...where, entryPlace(scope, key, step.to, after[step.to])], before[step.from], after[step.to], key);
      case 'moved':
        this.lines.push(sentence(where, `moved ${entryNoun(scope, key, step.from, before[step.from])} to position ${step.to + 1}`));
        return this.value([...where, entryPlace(scope, key, step.to, after[step.to])], before[step.from], after[step.to], key);
      case 'added':
        this.lines.push(sentence(where, `added ${entryNoun(scope, key, step.to, after[step.to])}`));
        return;
      case 'removed':
        this.lines.push(sentence(where, `removed ${entryNoun(scope, key, step.from, before[step.from])}`));
    }
  }
}

function deepEqual(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

type PageLike = Record<string, unknown>;

const pageName = (page: unknown) => {
  const record = isRecord(page) ? page : {};
  const title = typeof record.title === 'string' && record.title.trim() ? record.title.trim() : 'Untitled page';
  return typeof record.path === 'string' ? `${title} (${record.path})` : title;
};

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
      describer.value([pageName(now[step.to])], was[step.from], now[step.to]);
    }
  }
  const rest = (data: unknown) => (isRecord(data) ? data : {});
  const { pages: _pages, notFound: notFoundBefore, ...otherBefore } = rest(before);
  const { pages: _pagesNow, notFound: notFoundAfter, ...otherAfter } = rest(after);
  describer.value(['Page not found'], notFoundBefore, notFoundAfter);
  describer.fields([], otherBefore, otherAfter);
  return describer.lines;
}

const navParts: Record<string, string> = { site: 'Site settings', header: 'Header menu', footer: 'Footer' };

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
