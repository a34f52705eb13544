import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeChanges, describeNavChanges, describePagesChanges } from '../../../src/studio/publish/describeChanges';
import { matchLists } from '../../../src/studio/publish/matchLists';

const fixture = (name: string) => parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

describe('describePagesChanges', () => {
  it('names each change by page, block and field, with before -> after', () => {
    expect(describePagesChanges(fixture('pages-before.yaml'), fixture('pages-after.yaml'))).toEqual([
      'Home (/): moved block 2 (card grid "What we do") to position 1',
      'Home (/), block 1 (card grid), card 2 (Build), text: "We build plants." -> "We build and run plants."',
      'Home (/), block 1 (card grid): added card 3 (Operate)',
      'About (/about), block 1 (hero), eyebrow: added "Company"',
      'About (/about), block 2 (section), title: "Our story" -> "Our history"',
      'About (/about), block 2 (section), paragraph 1: "…plant for a village on the river, and have grown one plant…" -> "…plant for a village on the lake, and have grown one plant…"',
      'About (/about): removed block 3 (call to action "Talk to us")',
      'Rental (/application/service/equipment-rental), address: "/application/service/rental" -> "/application/service/equipment-rental"',
      'Added page Careers (/careers) with 2 blocks',
      'Page not found, block 1 (hero), title: "Page not found" -> "This page does not exist"',
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
      'Site settings, tagline: "Clean water." -> "Clean water for everyone."',
      'Header menu, Application, Services group, link Equipment rental, label: "Rental" -> "Equipment rental"',
      'Header menu, Application, Services group, link Equipment rental, link: "/application/service/rental" -> "/application/service/equipment-rental"',
      'Footer, Company column: added link Careers (/careers)',
    ]);
  });

  it('says when a menu entry leads nowhere yet, and when entries are removed or reordered', () => {
    const before = parse('header:\n  items:\n    - {label: Home, to: /}\n    - {label: About, to: /about}\n    - {label: Blog}\n');
    const after = parse('header:\n  items:\n    - {label: About, to: /about}\n    - {label: Home, to: /}\n    - {label: News}\n');
    expect(describeNavChanges(before, after)).toEqual([
      'Header menu: moved entry Home (/) to position 2',
      'Header menu, News, label: "Blog" -> "News"',
    ]);
    expect(describeNavChanges(before, parse('header:\n  items:\n    - {label: Home, to: /}\n    - {label: About, to: /about}\n'))).toEqual([
      'Header menu: removed entry Blog (coming soon)',
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
});
