import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/content/checkSite';
import { publicFileExists, publicFolderFiles } from '../../../src/content/loadSite';
import { createPageEdits, deletePageEdits, findPage, renameEdits } from '../../../studio/links';
import { exampleRoot } from '../../fixtures/exampleSite';
import { applied, exampleSite, siteOf, type Texts } from './helpers';

// A real site's page with links from other pages and from both menus: the example site's /join.
const JOIN = '/join';
const NEW = '/join-us';
/** The lines of pages.yaml the rename of the join page changes in any case: its path and the five links to it. */
const JOIN_LINKS = [
  `-            to: ${JOIN}`,
  `+            to: ${NEW}`,
  `-            to: ${JOIN}`,
  `+            to: ${NEW}`,
  `-            to: ${JOIN}`,
  `+            to: ${NEW}`,
  `-            to: ${JOIN}`,
  `+            to: ${NEW}`,
  `-  - path: ${JOIN}`,
  `+  - path: ${NEW}`,
  `-            to: ${JOIN}`,
  `+            to: ${NEW}`,
];
/** The lines of nav.yaml it changes: the header's and the footer's link. */
const JOIN_MENU_LINKS = [`-      to: ${JOIN}`, `+      to: ${NEW}`, `-          to: ${JOIN}`, `+          to: ${NEW}`];

/** The changed lines of a rename (pairs of `-old`, `+new`) as the rename back changes them. */
const madeBack = (lines: readonly string[]) => lines.flatMap((line, at) => (at % 2 === 1 ? [] : [`-${lines[at + 1]!.slice(1)}`, `+${line.slice(1)}`]));

const rename = (texts: Texts, from: string, to: string, keepOldAddress = true) => {
  const site = siteOf(texts);
  return applied(texts, renameEdits(site, findPage(site, from), to, { keepOldAddress }));
};

/** The real pages.yaml with a `redirects:` list at its end. */
const withRedirects = (lines: string): Texts => {
  const texts = exampleSite();
  return { ...texts, 'pages.yaml': `${texts['pages.yaml']}\nredirects:\n${lines}` };
};

const problemsOf = (texts: Texts) =>
  checkSite({ pagesText: texts['pages.yaml'], navText: texts['nav.yaml'], fileExists: publicFileExists(exampleRoot), listFolder: publicFolderFiles(exampleRoot) }).problems.map((problem) => `${problem.kind} ${problem.path}`);

// Each case checks a whole real site as `npm run validate` does (the first one also warms its caches): seconds, not ms.
describe('renaming a page with its old address kept working', { timeout: 30_000 }, () => {
  it('starts a redirects list at the end of pages.yaml, after a blank line, and the site stays valid', () => {
    const { after, pages, nav } = rename(exampleSite(), JOIN, NEW);
    expect(nav).toEqual(JOIN_MENU_LINKS);
    expect(pages).toEqual([...JOIN_LINKS, '+redirects:', `+  - from: ${JOIN}`, `+    to: ${NEW}`, '+']);
    expect(after['pages.yaml'].endsWith(`          style: light\n\nredirects:\n  - from: ${JOIN}\n    to: ${NEW}\n`)).toBe(true);
    expect(problemsOf(after)).toEqual([]);
  });

  it('adds to an existing list and points the redirects that led to the old address at the new one (no chain)', () => {
    const before = withRedirects(`  - from: /members\n    to: ${JOIN}\n  - from: /hire\n    to: /contact\n`);
    const { after, pages } = rename(before, JOIN, NEW);
    expect(pages).toEqual([...JOIN_LINKS, `-    to: ${JOIN}`, `+    to: ${NEW}`, `+  - from: ${JOIN}`, `+    to: ${NEW}`]);
    expect(problemsOf(after)).toEqual([]);
  });

  it('without the redirect, changes only the links, and still keeps older redirects pointing at the page', () => {
    const without = rename(exampleSite(), JOIN, NEW, false);
    expect(without.pages).toEqual(JOIN_LINKS);
    expect(without.nav).toEqual(JOIN_MENU_LINKS);
    const before = withRedirects(`  - from: /members\n    to: ${JOIN}\n`);
    const { after, pages } = rename(before, JOIN, NEW, false);
    expect(pages).toEqual([...JOIN_LINKS, `-    to: ${JOIN}`, `+    to: ${NEW}`]);
    expect(problemsOf(after)).toEqual([]);
  });

  it('changing the address back removes the redirect from it, and the list when it was the last one', () => {
    const moved = rename(exampleSite(), JOIN, NEW).after;
    const back = rename(moved, NEW, JOIN, false);
    expect(back.after).toEqual(exampleSite());
    const backKept = rename(moved, NEW, JOIN);
    // Back again with the redirect on: the redirect from the page's address goes, one from the other address comes.
    expect(backKept.pages).toEqual([
      ...madeBack(JOIN_LINKS),
      `-  - from: ${JOIN}`,
      `-    to: ${NEW}`,
      `+  - from: ${NEW}`,
      `+    to: ${JOIN}`,
    ]);
    expect(backKept.nav).toEqual(madeBack(JOIN_MENU_LINKS));
    expect(problemsOf(backKept.after)).toEqual([]);
  });
});

describe('deleting a page that old addresses lead to', { timeout: 30_000 }, () => {
  it('takes those redirects with it, and the list when nothing else is left in it', () => {
    const moved = rename(exampleSite(), JOIN, NEW).after;
    // The links to the page go first, as the studio asks.
    const unlinked = {
      'pages.yaml': moved['pages.yaml'].replaceAll(`to: ${NEW}\n`, 'to: /contact\n').replace(`  - from: ${JOIN}\n    to: /contact\n`, `  - from: ${JOIN}\n    to: ${NEW}\n`),
      'nav.yaml': moved['nav.yaml'].replaceAll(`to: ${NEW}\n`, 'to: /contact\n'),
    };
    const site = siteOf(unlinked);
    const result = deletePageEdits(site, findPage(site, NEW));
    if (!('edits' in result)) throw new Error('the page is still linked');
    const { after, pages } = applied(unlinked, result.edits);
    expect(pages.slice(-4)).toEqual(['-redirects:', `-  - from: ${JOIN}`, `-    to: ${NEW}`, '-']);
    expect(after['pages.yaml'].endsWith('          style: light\n')).toBe(true);
    expect(problemsOf(after)).toEqual([]);
  });
});

describe('a new page at an old address', { timeout: 30_000 }, () => {
  it('takes the address over: the redirect from it goes, the page comes', () => {
    const moved = rename(exampleSite(), JOIN, NEW).after;
    const site = siteOf(moved);
    const { pages } = applied(moved, createPageEdits(site, { title: 'Join', path: JOIN, description: 'x'.repeat(60) }));
    expect(pages.filter((line) => line.startsWith('-'))).toEqual(['-redirects:', `-  - from: ${JOIN}`, `-    to: ${NEW}`, '-']);
    expect(pages).toContain(`+  - path: ${JOIN}`);
  });
});
