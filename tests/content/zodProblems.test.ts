import { describe, expect, it } from 'vitest';
import { check, edit, navYaml, pagesYaml, positionOf } from '../fixtures/site';

const only = (pages: string, nav = navYaml) => {
  const { problems } = check(pages, nav);
  expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
  return problems[0]!;
};

describe('near misses get the right suggestion', () => {
  it('a misspelt field name suggests the nearest field of that block: `titel` -> `title`', () => {
    const pages = edit(pagesYaml, '        title: Welcome', '        titel: Welcome');
    // The block now also lacks its title: one mistake, reported once, as the misspelling.
    const unknown = only(pages);
    expect(unknown).toMatchObject({ ...positionOf(pages, 'titel'), path: 'pages[0].blocks[0].titel', message: 'unknown field `titel`', hint: 'did you mean `title`?' });
  });

  it('a misspelt block type suggests the nearest type and lists them all: `heroo` -> `hero`', () => {
    const pages = edit(pagesYaml, '      - type: hero\n        title: Welcome', '      - type: heroo\n        title: Welcome');
    const problem = only(pages);
    expect(problem).toMatchObject({ kind: 'unknown-block-type', ...positionOf(pages, 'heroo'), hint: 'did you mean `hero`?' });
    expect(problem.message).toMatch(/^unknown block type `heroo`; expected one of hero, section, card-grid, table, call-to-action, /);
  });

  it('a block type with no near match points to the catalogue', () => {
    const problem = only(edit(pagesYaml, '      - type: hero\n        title: Welcome', '      - type: gallery\n        title: Welcome'));
    expect(problem.hint).toBe('docs/blocks.md describes each block type with an example');
  });

  it('a misspelt icon name suggests the nearest installed icon and says where they all are, without listing them', () => {
    const pages = edit(pagesYaml, '          - label: OUR MISSION\n', '          - label: OUR MISSION\n            icon: solar-panl\n');
    const problem = only(pages);
    expect(problem).toMatchObject({ kind: 'invalid-value', ...positionOf(pages, 'solar-panl'), path: 'pages[1].blocks[0].actions[0].icon' });
    expect(problem.message).toBe('`solar-panl` is not an icon of the installed icon set (lucide)');
    expect(problem.hint).toBe('did you mean `solar-panel`? any icon listed on https://lucide.dev/icons can be named, spelt as there (e.g. `solar-panel`)');
  });

  it('any lucide icon is accepted, not only the ones the first site used', () => {
    expect(check(edit(pagesYaml, '          - label: OUR MISSION\n', '          - label: OUR MISSION\n            icon: solar-panel\n')).problems).toEqual([]);
  });

  it('an unknown icon with no near match still says where the icons are', () => {
    const problem = only(edit(pagesYaml, '          - label: OUR MISSION\n', '          - label: OUR MISSION\n            icon: xqzwvk\n'));
    expect(problem.hint).toBe('any icon listed on https://lucide.dev/icons can be named, spelt as there (e.g. `solar-panel`)');
  });

  it('an icon name that cannot be one (capitals, spaces) is refused by its spelling', () => {
    const problem = only(edit(pagesYaml, '          - label: OUR MISSION\n', '          - label: OUR MISSION\n            icon: Solar Panel\n'));
    expect(problem).toMatchObject({ kind: 'invalid-value', path: 'pages[1].blocks[0].actions[0].icon' });
    expect(problem.message).toContain('must be an icon name in lower case with dashes, e.g. `solar-panel`');
  });

  it('a social network simple-icons draws is accepted; a misspelt one suggests the nearest brand', () => {
    expect(check(pagesYaml, edit(navYaml, '    - network: github\n', '    - network: youtube\n')).problems).toEqual([]);
    const nav = edit(navYaml, '    - network: github\n', '    - network: youtub\n');
    const problem = only(pagesYaml, nav);
    expect(problem).toMatchObject({ kind: 'invalid-value', file: 'nav.yaml', ...positionOf(nav, 'youtub'), path: 'footer.socials[0].network' });
    expect(problem.message).toBe('`youtub` is not a network the brand icons (simple-icons) know');
    expect(problem.hint).toBe('did you mean `youtube`? any brand on https://simpleicons.org can be named by its slug, e.g. `youtube` or `mastodon`');
  });

  it('a short list of choices is printed in full with a did-you-mean', () => {
    const problem = only(edit(pagesYaml, '            to: "#Mission"\n', '            to: "#Mission"\n            style: primery\n'));
    expect(problem.message).toBe('`primery` is not allowed; expected one of primary, secondary, light, outline');
    expect(problem.hint).toBe('did you mean `primary`?');
  });

  it('a misspelt nav field suggests the nearest one', () => {
    const nav = edit(navYaml, '  tagline: Clean water for everyone.', '  tagLine: Clean water for everyone.');
    expect(only(pagesYaml, nav)).toMatchObject({ kind: 'unknown-key', file: 'nav.yaml', ...positionOf(nav, 'tagLine'), place: 'site › tagLine', hint: 'did you mean `tagline`?' });
  });
});

describe('every message says what is wrong and how to fix it', () => {
  it('wrong kind of value: how to write the expected one', () => {
    const problem = only(edit(pagesYaml, '          width: 1920', '          width: 1920px'));
    expect(problem).toMatchObject({ kind: 'wrong-type', message: 'expected a number, got text', hint: 'write only the digits, e.g. `width: 1200` (no units, no quotes)' });
  });

  it('a list needed, text given', () => {
    const problem = only(edit(pagesYaml, '        body:\n          - A paragraph.', '        body: A paragraph.'));
    expect(problem).toMatchObject({ kind: 'wrong-type', hint: 'put each entry on its own line, starting with `- `, indented under the field' });
  });

  it('a YAML mistake not recognised as a layout mistake keeps the parser\'s words, with a hint', () => {
    const problem = only(edit(pagesYaml, '        heading: Intro', '        heading: {a: 1}}'));
    expect(problem.kind).toBe('yaml-syntax');
    expect(problem.hint).toMatch(/\S/);
  });

  it('a too-short list counts in words', () => {
    const problem = only(edit(pagesYaml, '        body:\n          - A paragraph.', '        body: []'));
    expect(problem).toMatchObject({ kind: 'invalid-value', path: 'pages[0].blocks[1].body', message: 'needs at least 1 entry' });
  });
});
