import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyEdits } from '../../../studio/yaml';

// A frozen copy of the site's pages.yaml: 3,000 lines written by people, with the modeline, comments and mixed quoting.
const source = readFileSync(new URL('./fixtures/pages.yaml', import.meta.url), 'utf8');
const lines = source.split('\n');

type Page = { path: string; blocks: unknown[] };
const pageIndex = (path: string) => (parse(source) as { pages: Page[] }).pages.findIndex((page) => page.path === path);

/** 0-based line ranges [first, last] of the blocks of a page, found by their `- type:` lines, without blank lines. */
function blockLines(path: string): Array<[number, number]> {
  const start = lines.indexOf(`  - path: ${path}`);
  const end = lines.findIndex((line, index) => index > start && /^ {2}- path: |^\S/.test(line));
  const starts = lines.map((line, index) => (index > start && index < end && line.startsWith('      - type: ') ? index : -1)).filter((index) => index >= 0);
  return starts.map((first, index) => {
    let last = (starts[index + 1] ?? end) - 1;
    while (lines[last]!.trim() === '') last -= 1;
    return [first, last];
  });
}

describe('applyEdits on the real pages.yaml', () => {
  it('editing the home hero title changes that one line', () => {
    const out = applyEdits(source, [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value: 'Clean Water, Reclaimed' }]);
    const expected = [...lines];
    expect(expected[11]).toBe('        title: Water & WasteWater Reclaimation');
    expected[11] = '        title: Clean Water, Reclaimed';
    expect(out).toBe(expected.join('\n'));
  });

  it('swapping the first two blocks of /about moves only their lines', () => {
    const [[heroFirst, heroLast], [secondFirst, secondLast]] = blockLines('/about') as [[number, number], [number, number]];
    const out = applyEdits(source, [{ op: 'move', path: ['pages', pageIndex('/about'), 'blocks'], from: 1, to: 0 }]);
    const hero = lines.slice(heroFirst, heroLast + 1);
    const between = lines.slice(heroLast + 1, secondFirst);
    const second = lines.slice(secondFirst, secondLast + 1);
    const expected = [...lines.slice(0, heroFirst), ...second, ...between, ...hero, ...lines.slice(secondLast + 1)];
    expect(out).toBe(expected.join('\n'));
  });

  it('adding a call-to-action at the end of a service page adds only its lines', () => {
    const blocks = blockLines('/application/service/rental');
    const last = blocks.at(-1)![1];
    const value = { type: 'call-to-action', heading: 'Talk to us', actions: [{ label: 'Contact us', to: '/contact' }] };
    const index = pageIndex('/application/service/rental');
    const out = applyEdits(source, [{ op: 'insert', path: ['pages', index, 'blocks'], index: blocks.length, value }]);
    const added = ['', '      - type: call-to-action', '        heading: Talk to us', '        actions:', '          - label: Contact us', '            to: /contact'];
    expect(out).toBe([...lines.slice(0, last + 1), ...added, ...lines.slice(last + 1)].join('\n'));
    expect((parse(out) as { pages: Page[] }).pages[index]!.blocks.at(-1)).toEqual(value);
  });

  it('deleting a card of the home page removes exactly its three lines', () => {
    const out = applyEdits(source, [{ op: 'delete', path: ['pages', 0, 'blocks', 1, 'cards', 2] }]);
    const first = lines.indexOf('          - title: Sustainable Future');
    expect(out).toBe([...lines.slice(0, first), ...lines.slice(first + 3)].join('\n'));
  });

  it('duplicating a block then deleting the copy gives the file back byte for byte', () => {
    const block = (parse(source) as { pages: Page[] }).pages[0]!.blocks[1];
    const copied = applyEdits(source, [{ op: 'insert', path: ['pages', 0, 'blocks'], index: 2, value: block }]);
    expect(copied).not.toBe(source);
    expect(applyEdits(copied, [{ op: 'delete', path: ['pages', 0, 'blocks', 2] }])).toBe(source);
  });
});

describe('whole pages, by lines', () => {
  const pageLines = (path: string) => {
    const first = lines.indexOf(`  - path: ${path}`);
    let last = lines.findIndex((line, index) => index > first && /^ {2}- path: |^\S/.test(line)) - 1;
    while (lines[last]!.trim() === '') last -= 1;
    return [first, last] as const;
  };

  it('moves a page with only its lines', () => {
    const [aboutFirst, aboutLast] = pageLines('/about');
    const [contactFirst, contactLast] = pageLines('/contact');
    const out = applyEdits(source, [{ op: 'move', path: ['pages'], from: pageIndex('/contact'), to: pageIndex('/about') }]);
    const expected = [
      ...lines.slice(0, aboutFirst),
      ...lines.slice(contactFirst, contactLast + 1),
      ...lines.slice(aboutLast + 1, contactFirst),
      ...lines.slice(aboutFirst, aboutLast + 1),
      ...lines.slice(contactLast + 1),
    ];
    expect(out).toBe(expected.join('\n'));
  });

  it('adds and deletes a page with only its lines', () => {
    const [, aboutLast] = pageLines('/about');
    const page = { path: '/news', title: 'News', description: 'What is new at Wastely.', blocks: [{ type: 'hero', title: 'News' }] };
    const out = applyEdits(source, [{ op: 'insert', path: ['pages'], index: pageIndex('/about') + 1, value: page }]);
    const added = ['', '  - path: /news', '    title: News', '    description: What is new at Wastely.', '    blocks:', '      - type: hero', '        title: News'];
    expect(out).toBe([...lines.slice(0, aboutLast + 1), ...added, ...lines.slice(aboutLast + 1)].join('\n'));
    expect(applyEdits(out, [{ op: 'delete', path: ['pages', pageIndex('/about') + 1] }])).toBe(source);
  });
});

describe('applyEdits on a 1,000-page file', () => {
  const end = source.indexOf('\nnotFound:');
  const page = source.slice(source.indexOf('  - path: /about\n'), source.indexOf('  - path: /contact\n'));
  const clones = Array.from({ length: 1000 }, (_, index) => page.replace('  - path: /about', `  - path: /generated/${index}`));
  const big = `${source.slice(0, end + 1)}\n${clones.join('')}${source.slice(end + 1)}`;

  it('moving the last page to the top moves only its lines', () => {
    const before = big.split('\n');
    const first = before.indexOf('  - path: /generated/999');
    let last = before.findIndex((line, index) => index > first && /^\S/.test(line)) - 1;
    while (before[last]!.trim() === '') last -= 1;
    const top = before.indexOf('  - path: /');
    const count = source.match(/^ {2}- path: /gm)!.length + 1000;
    const out = applyEdits(big, [{ op: 'move', path: ['pages'], from: count - 1, to: 0 }]);
    const moved = before.slice(first, last + 1);
    const rest = [...before.slice(0, first), ...before.slice(last + 1)];
    // The separator (blank line) that preceded the last page now follows it, at the top.
    const separator = before.slice(first - 1, first);
    rest.splice(first - 1, 1);
    rest.splice(top, 0, ...moved, ...separator);
    expect(out).toBe(rest.join('\n'));
  });

  it('an edit under another top-level key (the not-found page) changes one line', () => {
    const out = applyEdits(big, [{ op: 'set', path: ['notFound', 'blocks', 0, 'text'], value: 'The address may be mistyped.' }]);
    const before = big.split('\n');
    const after = out.split('\n');
    const changed = before.flatMap((line, at) => (line === after[at] ? [] : [[line, after[at]]]));
    expect(changed).toEqual([
      ['      text: The address may be mistyped, or the page may have moved.', '      text: The address may be mistyped.'],
    ]);
  });

  it('an edit deep inside one page changes one line', () => {
    // The clones follow the real pages; page `/generated/700` is found by counting, as parsing 8 MB would be slow.
    const index = source.match(/^ {2}- path: /gm)!.length + 700;
    const out = applyEdits(big, [{ op: 'set', path: ['pages', index, 'blocks', 0, 'title'], value: 'Page seven hundred' }]);
    const before = big.split('\n');
    const after = out.split('\n');
    expect(after.length).toBe(before.length);
    const changed = before.flatMap((line, at) => (line === after[at] ? [] : [[line, after[at]]]));
    expect(changed).toEqual([['        title: About Us', '        title: Page seven hundred']]);
    const at = before.findIndex((line, lineIndex) => line !== after[lineIndex]);
    expect(before.slice(0, at).findLast((line) => line.startsWith('  - path: '))).toBe('  - path: /generated/700');
  });
});
