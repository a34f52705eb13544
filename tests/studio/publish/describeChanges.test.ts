import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeChanges, describeNavChanges, describePagesChanges, describeRedirects } from '../../../studio/publish/describeChanges';
import { matchLists } from '../../../studio/publish/matchLists';

const fixture = (name: string) => parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

describe('describePagesChanges', () => {
  it('names each change by page, block and field as the studio shows them, with before → after', () => {
    expect(describePagesChanges(fixture('pages-before.yaml'), fixture('pages-after.yaml'))).toEqual([
      'Home: moved Card grid “What we do” to position 1',
      'Home › Card grid › Card “Build” › Text: “We build plants.” → “We build and run plants.”',
      'Home › Card grid: added Card “Operate”',
      'About › Hero › Small heading above the title: added “Company”',
      'About › Section › Title: “Our story” → “Our history”',
      'About › Section › Paragraph 1: “…plant for a village on the river, and have grown one plant…” → “…plant for a village on the lake, and have grown one plant…”',
      'About: removed Call to action “Talk to us”',
      'Rental › Address: “/application/service/rental” → “/application/service/equipment-rental”',
      'Added page Careers (/careers) with 2 blocks',
      'Page not found › Hero › Title: “Page not found” → “This page does not exist”',
    ]);
  });

  it('lists nothing when only comments, quoting or blank lines changed', () => {
    const before = parse('pages:\n  - path: /\n    title: Home # the start\n    blocks: []\n');
    const after = parse("pages:\n\n  - path: '/'\n    title: \"Home\"\n    blocks: []\n");
    expect(describePagesChanges(before, after)).toEqual([]);
  });

  it('says which page was deleted and which pages moved in the list', () => {
    const before = parse('pages:\n  - {path: /, title: Home}\n  - {path: /a, title: A}\n  - {path: /b, title: B}\n  - {path: /c, title: C}\n');
    const after = parse('pages:\n  - {path: /, title: Home}\n  - {path: /c, title: C}\n  - {path: /a, title: A}\n');
    expect(describePagesChanges(before, after)).toEqual(['Deleted page B (/b)', 'Moved page A (/a) to position 3 in the page list']);
  });

  it('treats a file missing from the last commit as empty', () => {
    expect(describePagesChanges(undefined, parse('pages:\n  - {path: /, title: Home, blocks: [{type: hero, title: Hi}]}\n'))).toEqual(['Added page Home (/) with 1 block']);
  });
});

describe('describeNavChanges', () => {
  it('names menus and footer columns by their labels', () => {
    expect(describeNavChanges(fixture('nav-before.yaml'), fixture('nav-after.yaml'))).toEqual([
      'Site settings › Tagline: “Clean water.” → “Clean water for everyone.”',
      'Menus › Header menu › Application › Services group › Link “Equipment rental” › Label: “Rental” → “Equipment rental”',
      'Menus › Header menu › Application › Services group › Link “Equipment rental” › Link to: “/application/service/rental” → “/application/service/equipment-rental”',
      'Menus › Footer › Company column: added Link “Careers” (/careers)',
    ]);
  });

  it('says when a menu entry leads nowhere yet, and when entries are removed or reordered', () => {
    const before = parse('header:\n  items:\n    - {label: Home, to: /}\n    - {label: About, to: /about}\n    - {label: Blog}\n');
    const after = parse('header:\n  items:\n    - {label: About, to: /about}\n    - {label: Home, to: /}\n    - {label: News}\n');
    expect(describeNavChanges(before, after)).toEqual([
      'Menus › Header menu: moved Home (/) to position 2',
      'Menus › Header menu › News › Label: “Blog” → “News”',
    ]);
    expect(describeNavChanges(before, parse('header:\n  items:\n    - {label: Home, to: /}\n    - {label: About, to: /about}\n'))).toEqual([
      'Menus › Header menu: removed Blog (coming soon)',
    ]);
  });
});

describe('describeChanges', () => {
  it('tells which file each change is in', () => {
    const changes = describeChanges({ pages: fixture('pages-before.yaml'), nav: fixture('nav-before.yaml') }, { pages: fixture('pages-before.yaml'), nav: fixture('nav-after.yaml') });
    expect(changes.map((change) => change.file)).toEqual(['nav.yaml', 'nav.yaml', 'nav.yaml', 'nav.yaml']);
  });
});

describe('matchLists', () => {
  const match = (before: string[], after: string[]) => matchLists(before, after, { identity: (entry) => entry, sameKind: (a, b) => a[0] === b[0] });

  it('keeps the common run, pairs changed entries of the same kind between kept ones, and finds moves', () => {
    expect(match(['a1', 'b1', 'c1'], ['a1', 'b2', 'c1'])).toEqual([
      { kind: 'kept', from: 0, to: 0 },
      { kind: 'changed', from: 1, to: 1 },
      { kind: 'kept', from: 2, to: 2 },
    ]);
    expect(match(['a1', 'b1', 'c1'], ['b1', 'c1', 'a1'])).toEqual([
      { kind: 'kept', from: 1, to: 0 },
      { kind: 'kept', from: 2, to: 1 },
      { kind: 'moved', from: 0, to: 2 },
    ]);
    expect(match(['a1', 'b1'], ['a1', 'x1', 'b1'])).toEqual([
      { kind: 'kept', from: 0, to: 0 },
      { kind: 'added', to: 1 },
      { kind: 'kept', from: 1, to: 2 },
    ]);
    expect(match(['a1', 'x1', 'b1'], ['a1', 'b1'])).toEqual([
      { kind: 'kept', from: 0, to: 0 },
      { kind: 'removed', from: 1 },
      { kind: 'kept', from: 2, to: 1 },
    ]);
  });

  it('says redirects by their addresses', () => {
    expect(describeRedirects([{ from: '/work', to: '/about' }, { from: '/team', to: '/about' }], [{ from: '/work', to: '/about-us' }, { from: '/careers', to: '/jobs' }])).toEqual([
      '/work now goes to /about-us (it went to /about)',
      '/careers now goes to /jobs',
      '/team no longer goes to /about: the redirect is removed',
    ]);
  });
});
