import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/content/checkSite';
import { publicFileExists, publicFolderFiles } from '../../../src/content/loadSite';
import { createPageEdits, deletePageEdits, findPage, renameEdits } from '../../../src/studio/links';
import { applied, realSite, siteOf, type Texts } from './helpers';

const RENTAL = '/application/service/rental';
const NEW = '/application/service/equipment-rental';
/** The lines the rename of the rental page changes in any case: its path and the three links to it. */
const RENTAL_LINKS = [
  `-            to: ${RENTAL}`,
  `+            to: ${NEW}`,
  `-            to: ${RENTAL}`,
  `+            to: ${NEW}`,
  `-  - path: ${RENTAL}`,
  `+  - path: ${NEW}`,
  `-            to: ${RENTAL}`,
  `+            to: ${NEW}`,
];

const rename = (texts: Texts, from: string, to: string, keepOldAddress = true) => {
  const site = siteOf(texts);
  return applied(texts, renameEdits(site, findPage(site, from), to, { keepOldAddress }));
};

/** The real pages.yaml with a `redirects:` list at its end. */
const withRedirects = (lines: string): Texts => {
  const texts = realSite();
  return { ...texts, 'pages.yaml': `${texts['pages.yaml']}\nredirects:\n${lines}` };
};

const problemsOf = (texts: Texts) =>
  checkSite({ pagesText: texts['pages.yaml'], navText: texts['nav.yaml'], fileExists: publicFileExists('.'), listFolder: publicFolderFiles('.') }).problems.map((problem) => `${problem.kind} ${problem.path}`);

// Each case checks the whole real site as `npm run validate` does (the first one also warms its caches): seconds, not ms.
describe('renaming a page with its old address kept working', { timeout: 30_000 }, () => {
  it('starts a redirects list at the end of pages.yaml, after a blank line, and the site stays valid', () => {
    const { after, pages, nav } = rename(realSite(), RENTAL, NEW);
    expect(nav).toEqual([]);
    expect(pages).toEqual([...RENTAL_LINKS, '+redirects:', `+  - from: ${RENTAL}`, `+    to: ${NEW}`, '+']);
    expect(after['pages.yaml'].endsWith(`          style: light\n\nredirects:\n  - from: ${RENTAL}\n    to: ${NEW}\n`)).toBe(true);
    expect(problemsOf(after)).toEqual([]);
  });

  it('adds to an existing list and points the redirects that led to the old address at the new one (no chain)', () => {
    const before = withRedirects(`  - from: /rental\n    to: ${RENTAL}\n  - from: /hire\n    to: /contact\n`);
    const { after, pages } = rename(before, RENTAL, NEW);
    expect(pages).toEqual([...RENTAL_LINKS, `-    to: ${RENTAL}`, `+    to: ${NEW}`, `+  - from: ${RENTAL}`, `+    to: ${NEW}`]);
    expect(problemsOf(after)).toEqual([]);
  });

  it('without the redirect, changes only the links, and still keeps older redirects pointing at the page', () => {
    expect(rename(realSite(), RENTAL, NEW, false).pages).toEqual(RENTAL_LINKS);
    const before = withRedirects(`  - from: /rental\n    to: ${RENTAL}\n`);
    const { after, pages } = rename(before, RENTAL, NEW, false);
    expect(pages).toEqual([...RENTAL_LINKS, `-    to: ${RENTAL}`, `+    to: ${NEW}`]);
    expect(problemsOf(after)).toEqual([]);
  });

  it('changing the address back removes the redirect from it, and the list when it was the last one', () => {
    const moved = rename(realSite(), RENTAL, NEW).after;
    const back = rename(moved, NEW, RENTAL, false);
    expect(back.after).toEqual(realSite());
    const backKept = rename(moved, NEW, RENTAL);
    // Back again with the redirect on: the redirect from the page's address goes, one from the other address comes.
    expect(backKept.pages).toEqual([
      ...RENTAL_LINKS.map((line) => line.replace(RENTAL, '@').replace(NEW, RENTAL).replace('@', NEW)),
      `-  - from: ${RENTAL}`,
      `-    to: ${NEW}`,
      `+  - from: ${NEW}`,
      `+    to: ${RENTAL}`,
    ]);
    expect(problemsOf(backKept.after)).toEqual([]);
  });
});

describe('deleting a page that old addresses lead to', { timeout: 30_000 }, () => {
  it('takes those redirects with it, and the list when nothing else is left in it', () => {
    const moved = rename(realSite(), RENTAL, NEW).after;
    // The three links to the page go first, as the studio asks.
    const unlinked = { ...moved, 'pages.yaml': moved['pages.yaml'].replaceAll(`to: ${NEW}\n`, 'to: /contact\n').replace(`  - from: ${RENTAL}\n    to: /contact\n`, `  - from: ${RENTAL}\n    to: ${NEW}\n`) };
    const site = siteOf(unlinked);
    const result = deletePageEdits(site, findPage(site, NEW));
    if (!('edits' in result)) throw new Error('the page is still linked');
    const { after, pages } = applied(unlinked, result.edits);
    expect(pages.slice(-4)).toEqual(['-redirects:', `-  - from: ${RENTAL}`, `-    to: ${NEW}`, '-']);
    expect(after['pages.yaml'].endsWith('          style: light\n')).toBe(true);
    expect(problemsOf(after)).toEqual([]);
  });
});

describe('a new page at an old address', { timeout: 30_000 }, () => {
  it('takes the address over: the redirect from it goes, the page comes', () => {
    const moved = rename(realSite(), RENTAL, NEW).after;
    const site = siteOf(moved);
    const { pages } = applied(moved, createPageEdits(site, { title: 'Rental', path: RENTAL, description: 'x'.repeat(60) }));
    expect(pages.filter((line) => line.startsWith('-'))).toEqual(['-redirects:', `-  - from: ${RENTAL}`, `-    to: ${NEW}`, '-']);
    expect(pages).toContain(`+  - path: ${RENTAL}`);
  });
});
