import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyEdits, EditError, type Edit } from '../../../studio/yaml';

const fixture = readFileSync(new URL('./fixtures/styles.yaml', import.meta.url), 'utf8');

type Data = { pages: Array<Record<string, any>> };

/**
 * Applies `edits` and asserts the whole new file: the source with each `before` (which must occur exactly once)
 * replaced by its `after`, and nothing else changed. Also asserts the new file parses to the intended data.
 */
function expectEdit(edits: Edit[], changes: Array<[before: string, after: string]>, mutate: (data: Data) => void, source = fixture) {
  const out = applyEdits(source, edits);
  let expected = source;
  for (const [before, after] of changes) {
    expect(source.split(before).length - 1, `${JSON.stringify(before)} occurs once in the source`).toBe(1);
    expected = expected.replace(before, () => after);
  }
  expect(out).toBe(expected);
  const data = parse(source) as Data;
  mutate(data);
  expect(parse(out)).toEqual(data);
  return out;
}

const hero = ['pages', 0, 'blocks', 0] as const;
const cards = ['pages', 0, 'blocks', 1, 'cards'] as const;
const block = (data: Data, index: number) => data.pages[0]!.blocks[index];

describe('applyEdits: one field changes only its own line', () => {
  it('short text, plain: keeps the end-of-line comment', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 0, 'title'], value: 'Welcome home' }],
      [['    title: Home page   # short text, plain\n', '    title: Welcome home   # short text, plain\n']],
      (data) => (data.pages[0]!.title = 'Welcome home'),
    );
  });

  it('plain text that YAML would misread gets quotes, and only then', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 0, 'title'], value: 'Home: start here' }],
      [['    title: Home page   #', '    title: "Home: start here"   #']],
      (data) => (data.pages[0]!.title = 'Home: start here'),
    );
    expectEdit(
      [{ op: 'set', path: ['pages', 1, 'title'], value: 'true' }],
      [['    title: About\n', '    title: "true"\n']],
      (data) => (data.pages[1]!.title = 'true'),
    );
  });

  it('single-quoted text stays single-quoted', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 0, 'description'], value: "It's new" }],
      [["    description: 'Single-quoted: it''s here'\n", "    description: 'It''s new'\n"]],
      (data) => (data.pages[0]!.description = "It's new"),
    );
  });

  it('double-quoted text stays double-quoted', () => {
    expectEdit(
      [{ op: 'set', path: [...hero, 'title'], value: 'A "new" title' }],
      [['        title: "Double \\"quoted\\" title"\n', '        title: "A \\"new\\" title"\n']],
      (data) => (block(data, 0).title = 'A "new" title'),
    );
  });

  it('long text in a folded block (>) stays a folded block', () => {
    expectEdit(
      [{ op: 'set', path: [...hero, 'text'], value: 'One folded paragraph, rewritten.\n' }],
      [['          A folded long text that\n          spans two lines.\n', '          One folded paragraph, rewritten.\n']],
      (data) => (block(data, 0).text = 'One folded paragraph, rewritten.\n'),
    );
  });

  it('long text in a literal block (|) stays a literal block, line breaks kept', () => {
    expectEdit(
      [{ op: 'set', path: [...cards, 0, 'text'], value: 'Literal block\nwith three\nlines.\n' }],
      [['              with two lines.\n', '              with three\n              lines.\n']],
      (data) => (block(data, 1).cards[0].text = 'Literal block\nwith three\nlines.\n'),
    );
  });

  it('number, choice and yes/no', () => {
    expectEdit(
      [
        { op: 'set', path: ['pages', 0, 'blocks', 1, 'columns'], value: 4 },
        { op: 'set', path: [...hero, 'size'], value: 'compact' },
        { op: 'set', path: ['pages', 0, 'blocks', 1, 'tilt'], value: false },
      ],
      [
        ['        columns: 3            # a number\n', '        columns: 4            # a number\n'],
        ['        size: full            # a choice\n', '        size: compact            # a choice\n'],
        ['        tilt: true            # yes or no\n', '        tilt: false            # yes or no\n'],
      ],
      (data) => {
        block(data, 1).columns = 4;
        block(data, 0).size = 'compact';
        block(data, 1).tilt = false;
      },
    );
  });

  it('a link keeps its quotes; a plain link stays plain', () => {
    expectEdit(
      [
        { op: 'set', path: [...hero, 'actions', 0, 'to'], value: '#second' },
        { op: 'set', path: [...hero, 'actions', 1, 'to'], value: '/about' },
      ],
      [
        ['            to: "#first"      #', '            to: "#second"      #'],
        ['            to: /contact\n', '            to: /about\n'],
      ],
      (data) => {
        block(data, 0).actions[0].to = '#second';
        block(data, 0).actions[1].to = '/about';
      },
    );
  });

  it('an icon inside a flow map keeps the flow map and its spacing', () => {
    expectEdit(
      [{ op: 'set', path: [...cards, 1, 'icon'], value: 'droplet' }],
      [['          - { title: Two, icon: leaf, text: Flow map card }\n', '          - { title: Two, icon: droplet, text: Flow map card }\n']],
      (data) => (block(data, 1).cards[1].icon = 'droplet'),
    );
  });

  it('an image (a nested group) set as a whole object changes only the field that differs', () => {
    expectEdit(
      [{ op: 'set', path: [...hero, 'image'], value: { src: '/images/b.svg', alt: 'A calm lake at dawn', width: 1920, height: 1080 } }],
      [['          src: /images/a.svg\n', '          src: /images/b.svg\n']],
      (data) => (block(data, 0).image.src = '/images/b.svg'),
    );
  });

  it('a nested field set by its path', () => {
    expectEdit(
      [{ op: 'set', path: [...hero, 'image', 'alt'], value: 'A lake at dusk, mist over the water' }],
      [['          alt: A calm lake at dawn\n', '          alt: A lake at dusk, mist over the water\n']],
      (data) => (block(data, 0).image.alt = 'A lake at dusk, mist over the water'),
    );
  });

  it('a text in a list of texts keeps its quotes', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 1, 'blocks', 0, 'body', 1], value: 'Second: paragraph, edited.' }],
      [['          - "Second: paragraph."\n', '          - "Second: paragraph, edited."\n']],
      (data) => (data.pages[1]!.blocks[0].body[1] = 'Second: paragraph, edited.'),
    );
  });

  it('a new field is added after its neighbour, in block style', () => {
    expectEdit(
      [{ op: 'set', path: [...hero, 'eyebrow'], value: 'Welcome' }],
      [['            to: /contact\n\n', '            to: /contact\n        eyebrow: Welcome\n\n']],
      (data) => (block(data, 0).eyebrow = 'Welcome'),
    );
  });

  it('a whole block set with one new field puts it where the form has it', () => {
    const source = parse(fixture) as Data;
    const next = { type: 'hero', eyebrow: 'Welcome', ...source.pages[0]!.blocks[0] };
    expectEdit(
      [{ op: 'set', path: hero, value: next }],
      [['      - type: hero\n', '      - type: hero\n        eyebrow: Welcome\n']],
      (data) => (data.pages[0]!.blocks[0] = next),
    );
  });

  it('a field set to undefined (an emptied optional field) is removed, also inside a whole block', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 0, 'blocks', 1, 'tilt'], value: undefined }],
      [['        tilt: true            # yes or no\n', '']],
      (data) => delete block(data, 1).tilt,
    );
    expect(applyEdits(fixture, [{ op: 'set', path: ['pages', 0, 'blocks', 1, 'anchor'], value: undefined }])).toBe(fixture);
    const next = { ...(parse(fixture) as Data).pages[0]!.blocks[1], columns: undefined };
    expectEdit(
      [{ op: 'set', path: ['pages', 0, 'blocks', 1], value: next }],
      [['        columns: 3            # a number\n', '']],
      (data) => delete block(data, 1).columns,
    );
  });

  it('deleting a field removes its line only', () => {
    expectEdit(
      [{ op: 'delete', path: ['pages', 0, 'blocks', 1, 'tilt'] }],
      [['        tilt: true            # yes or no\n', '']],
      (data) => delete block(data, 1).tilt,
    );
  });
});

describe('applyEdits: lists', () => {
  it('adds an item formatted like its siblings', () => {
    expectEdit(
      [{ op: 'insert', path: [...hero, 'actions'], index: 2, value: { label: 'Third', to: '#third', style: 'outline' } }],
      [['            to: /contact\n', '            to: /contact\n          - label: Third\n            to: "#third"\n            style: outline\n']],
      (data) => block(data, 0).actions.push({ label: 'Third', to: '#third', style: 'outline' }),
    );
  });

  it('a duplicate is written exactly as the item it copies, without its comment', () => {
    const data = parse(fixture) as Data;
    const card = block(data, 1).cards[0];
    const lines = '          - title: One\n            icon: globe       # an icon\n            text: |\n              Literal block\n              with two lines.\n';
    expectEdit(
      [{ op: 'insert', path: cards, index: 1, value: card }],
      [[lines, lines + lines]],
      (next) => block(next, 1).cards.splice(1, 0, card),
    );
    const flowCard = block(data, 1).cards[1];
    const flowLine = '          - { title: Two, icon: leaf, text: Flow map card }\n';
    expectEdit(
      [{ op: 'insert', path: cards, index: 3, value: flowCard }],
      [['            text: Third card\n', `            text: Third card\n${flowLine}`]],
      (next) => block(next, 1).cards.push(flowCard),
    );
  });

  it('removes an item and the comment that describes it', () => {
    expectEdit(
      [{ op: 'delete', path: [...cards, 2] }],
      [['          # The third card.\n          - title: Three\n            icon: users\n            text: Third card\n', '']],
      (data) => block(data, 1).cards.splice(2, 1),
    );
  });

  it('reorders items: the moved item takes its comment along, nothing else changes', () => {
    const third = '          # The third card.\n          - title: Three\n            icon: users\n            text: Third card\n';
    const second = '          - { title: Two, icon: leaf, text: Flow map card }\n';
    expectEdit(
      [{ op: 'move', path: cards, from: 2, to: 1 }],
      [[second + third, third + second]],
      (data) => block(data, 1).cards.splice(1, 0, ...block(data, 1).cards.splice(2, 1)),
    );
  });

  it('a list set as a whole with one item moved becomes a move', () => {
    const data = parse(fixture) as Data;
    const reordered = [...block(data, 1).cards];
    reordered.unshift(reordered.pop());
    const three = '          # The third card.\n          - title: Three\n            icon: users\n            text: Third card\n';
    const out = applyEdits(fixture, [{ op: 'set', path: cards, value: reordered }]);
    expect(out).toBe(fixture.replace(three, '').replace('        cards:\n', `        cards:\n${three}`));
  });

  it('a flow list keeps each item as written when one is added, removed or moved', () => {
    expectEdit(
      [{ op: 'insert', path: ['pages', 0, 'blocks', 1, 'tags'], index: 3, value: 'delta, epsilon' }],
      [[`        tags: [alpha, "beta", 'gamma']\n`, `        tags: [alpha, "beta", 'gamma', "delta, epsilon"]\n`]],
      (data) => block(data, 1).tags.push('delta, epsilon'),
    );
    expectEdit(
      [{ op: 'delete', path: ['pages', 0, 'blocks', 1, 'tags', 0] }],
      [[`        tags: [alpha, "beta", 'gamma']\n`, `        tags: ["beta", 'gamma']\n`]],
      (data) => block(data, 1).tags.shift(),
    );
    expectEdit(
      [{ op: 'move', path: ['pages', 0, 'blocks', 1, 'tags'], from: 2, to: 0 }],
      [[`        tags: [alpha, "beta", 'gamma']\n`, `        tags: ['gamma', alpha, "beta"]\n`]],
      (data) => block(data, 1).tags.unshift(block(data, 1).tags.pop()),
    );
  });

  it('removing the last item of a list leaves an empty list', () => {
    expectEdit(
      [
        { op: 'delete', path: ['pages', 1, 'blocks', 0, 'body', 1] },
        { op: 'delete', path: ['pages', 1, 'blocks', 0, 'body', 0] },
      ],
      [['        body:\n          - First paragraph.\n          - "Second: paragraph."\n', '        body: []\n']],
      (data) => (data.pages[1]!.blocks[0].body = []),
    );
  });
});

describe('applyEdits: blocks', () => {
  const heroText = fixture.slice(fixture.indexOf('      # The opening block.'), fixture.indexOf('\n\n      - type: card-grid') + 1);
  const gridText = fixture.slice(fixture.indexOf('      - type: card-grid'), fixture.indexOf("'gamma']\n") + 9);

  it('moving a block moves only its lines; the blank line between blocks stays in place', () => {
    expectEdit(
      [{ op: 'move', path: ['pages', 0, 'blocks'], from: 0, to: 1 }],
      [[`${heroText}\n${gridText}`, `${gridText}\n${heroText}`]],
      (data) => data.pages[0]!.blocks.reverse(),
    );
  });

  it('adding a block adds only its lines, separated like its siblings', () => {
    const banner = { type: 'banner', text: 'Open day: 12 May' };
    expectEdit(
      [{ op: 'insert', path: ['pages', 0, 'blocks'], index: 1, value: banner }],
      [[`${heroText}\n`, `${heroText}\n      - type: banner\n        text: "Open day: 12 May"\n\n`]],
      (data) => data.pages[0]!.blocks.splice(1, 0, banner),
    );
  });

  it('appending a block puts it after the last one, separated like its siblings', () => {
    const banner = { type: 'banner', text: 'Closing words' };
    expectEdit(
      [{ op: 'insert', path: ['pages', 0, 'blocks'], index: 2, value: banner }],
      [[gridText, `${gridText}\n      - type: banner\n        text: Closing words\n`]],
      (data) => data.pages[0]!.blocks.push(banner),
    );
  });

  it('deleting a block removes its lines, its comment and one blank line', () => {
    expectEdit(
      [{ op: 'delete', path: ['pages', 0, 'blocks', 0] }],
      [[`${heroText}\n`, '']],
      (data) => data.pages[0]!.blocks.shift(),
    );
  });

  it('a block whose kind changes is rewritten in block style', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 1, 'blocks', 0, 'body'], value: 'One paragraph now.' }],
      [['        body:\n          - First paragraph.\n          - "Second: paragraph."\n', '        body: One paragraph now.\n']],
      (data) => (data.pages[1]!.blocks[0].body = 'One paragraph now.'),
    );
  });

  it('pages can be reordered too', () => {
    const home = fixture.slice(fixture.indexOf('  # The home page'), fixture.indexOf('\n\n  # About comes second.') + 1);
    const about = fixture.slice(fixture.indexOf('  # About comes second.'));
    const out = applyEdits(fixture, [{ op: 'move', path: ['pages'], from: 1, to: 0 }]);
    expect(out).toBe(`${fixture.slice(0, fixture.indexOf('  # The home page'))}${about}\n${home}`);
  });
});

describe('applyEdits: line breaks and empty fields', () => {
  it('plain text that gains a line break becomes a literal block (|) under its key', () => {
    expectEdit(
      [{ op: 'set', path: ['pages', 1, 'title'], value: 'About\nus' }],
      [['    title: About\n', '    title: |-\n      About\n      us\n']],
      (data) => (data.pages[1]!.title = 'About\nus'),
    );
  });

  it('inside a flow map, or where it was double-quoted, a line break is written as \\n on the same line', () => {
    expectEdit(
      [
        { op: 'set', path: [...cards, 1, 'text'], value: 'Flow map\ncard' },
        { op: 'set', path: [...hero, 'title'], value: 'Two\nlines' },
      ],
      [
        ['text: Flow map card }', 'text: "Flow map\\ncard" }'],
        ['        title: "Double \\"quoted\\" title"\n', '        title: "Two\\nlines"\n'],
      ],
      (data) => {
        block(data, 1).cards[1].text = 'Flow map\ncard';
        block(data, 0).title = 'Two\nlines';
      },
    );
  });

  it('fills an empty field, starts a list in an empty field, and creates missing groups on the way', () => {
    const source = 'links:\nfooter:\n  note: Hello\n';
    expect(applyEdits(source, [{ op: 'insert', path: ['links'], index: 0, value: { label: 'Home', to: '/' } }])).toBe(
      'links:\n  - label: Home\n    to: /\nfooter:\n  note: Hello\n',
    );
    expect(applyEdits(source, [{ op: 'set', path: ['footer', 'legal', 'text'], value: '© Wastely' }])).toBe(
      'links:\nfooter:\n  note: Hello\n  legal:\n    text: © Wastely\n',
    );
  });
});

describe('applyEdits: line ends', () => {
  it('keeps Windows line ends in a file written with them', () => {
    const windows = fixture.replaceAll('\n', '\r\n');
    const out = applyEdits(windows, [
      { op: 'set', path: ['pages', 0, 'title'], value: 'Welcome home' },
      { op: 'insert', path: [...hero, 'actions'], index: 2, value: { label: 'Third', to: '/about' } },
    ]);
    expect(out).toBe(
      windows
        .replace('title: Home page ', 'title: Welcome home ')
        .replace('            to: /contact\r\n', '            to: /contact\r\n          - label: Third\r\n            to: /about\r\n'),
    );
  });
});

describe('applyEdits: refusals', () => {
  it('throws EditError, with nothing written, for an impossible edit', () => {
    expect(() => applyEdits(fixture, [{ op: 'move', path: cards, from: 0, to: 9 }])).toThrow(EditError);
    expect(() => applyEdits(fixture, [{ op: 'insert', path: ['pages', 0, 'title'], index: 0, value: 'x' }])).toThrow(EditError);
    expect(() => applyEdits(fixture, [{ op: 'delete', path: ['pages', 0, 'nothing'] }])).toThrow(EditError);
    expect(() => applyEdits('a: [1\n', [{ op: 'set', path: ['a'], value: 2 }])).toThrow(EditError);
  });

  it('applies nothing when it returns nothing: the source string is never mutated', () => {
    const copy = `${fixture}`;
    applyEdits(fixture, [{ op: 'set', path: ['pages', 0, 'title'], value: 'x' }]);
    expect(fixture).toBe(copy);
  });
});

describe('a new page’s second block', () => {
  it('is set apart by the blank line the other pages’ blocks have', () => {
    const before = [
      'pages:',
      '  - path: /',
      '    blocks:',
      '      - type: hero',
      '        title: Home',
      '',
      '      - type: section',
      '        body: [Words.]',
      '  - path: /careers',
      '    blocks:',
      '      - type: hero',
      '        title: Careers',
      '',
    ].join('\n');
    const after = applyEdits(before, [{ op: 'insert', path: ['pages', 1, 'blocks'], index: 1, value: { type: 'section', heading: 'Jobs' } }]);
    expect(after).toBe(`${before}\n      - type: section\n        heading: Jobs\n`);
  });
});
