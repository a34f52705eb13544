// Saved text keeps its place and its form however a field was edited: random sequences of what an editor does to a
// block's fields (typing over, emptying and typing again, pasting, typing the old words back, undo, redo) go through
// the studio's own edit path (the functions the form's fields call) and the written pages.yaml must be the file on
// disk with only the edited values changed, each in its own line, in its place, with its quoting.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { blockDefinitions, blockSchemas } from '../../../../src/blocks/registry';
import { fieldEdits, textFieldValue } from '../../../../studio/app/form/fieldEdits';
import { choicesOf, elementOf, isOptional, kindOf, shapeOf, type AnySchema, type FieldKind } from '../../../../src/content/schemaKinds';
import { StudioStore } from '../../../../studio/app/state/store';
import { applyEdits, type Edit, type YamlPath } from '../../../../studio/yaml';
import { topLevelItemSpan } from '../../../../studio/yaml/chunks';
import { exampleRoot } from '../../../fixtures/exampleSite';
import { changedLines } from '../../links/helpers';

const siteText = readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8');
const navText = readFileSync(join(exampleRoot, 'nav.yaml'), 'utf8');
type Pages = { pages: Array<{ path?: string; blocks: Array<Record<string, unknown>> }> };
const pages = (parse(siteText) as Pages).pages;
/** The site's page `index` alone, its lines as they are in pages.yaml (a small file keeps hundreds of runs quick). */
function pageFile(index: number): string {
  const span = topLevelItemSpan(siteText, 'pages', index)!;
  return `pages:\n${siteText.slice(span.start, span.end)}`;
}
/** The file the studio reads as pages.yaml in the current test. */
let pagesText = '';

type TextKind = 'short-text' | 'long-text' | 'link' | 'number';
const textKinds: readonly FieldKind[] = ['short-text', 'long-text', 'link', 'number'];
/** A field of a block as the form shows it: its name (`cards[0].title`), kind, and value on disk. */
type Leaf = { name: string; kind: FieldKind; required: boolean; choices: string[]; original: string | number | boolean };

/** Every field with a single value in `value` (a block), in groups and the first item of lists too. */
function leavesOf(schema: AnySchema, value: Record<string, unknown>, prefix = ''): Leaf[] {
  const found: Leaf[] = [];
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const current = value[key];
    const name = prefix + key;
    const kind = kindOf(field);
    if (current === undefined || current === null || kind === 'fixed' || kind === 'either') continue;
    if ((kind === 'group' || kind === 'image') && typeof current === 'object') found.push(...leavesOf(field, current as Record<string, unknown>, `${name}.`));
    else if (kind === 'list' && Array.isArray(current) && current.length > 0) {
      const element = elementOf(field);
      const first = current[0];
      if (first && typeof first === 'object') found.push(...leavesOf(element, first as Record<string, unknown>, `${name}[0].`));
    } else if (typeof current === 'string' || typeof current === 'number' || typeof current === 'boolean') {
      found.push({ name, kind, required: !isOptional(field), choices: kind === 'choice' || kind === 'icon' ? choicesOf(field) : [], original: current });
    }
  }
  return found;
}

/** A one-page pages.yaml holding `block` (the text of a block written alone, as a catalogue example is). */
const pageWith = (block: string) => `pages:\n  - path: /x\n    title: X\n    blocks:\n${block.trimEnd().replace(/^(?=.)/gm, '        ').replace(/^ {8}/, '      - ')}\n`;

/**
 * Each block type with the most fields: its first block on a real site (the example's), or its catalogue example
 * written alone on a page when that shows more (or the site has no such block), each with its lines as written.
 */
const blocks = blockSchemas.map((schema) => {
  const type = schema.shape.type.value;
  const page = pages.findIndex((candidate) => candidate.blocks.some((block) => block.type === type));
  const index = page === -1 ? -1 : pages[page]!.blocks.findIndex((block) => block.type === type);
  const onSite = page === -1 ? [] : [{ type, text: pageFile(page), index, leaves: leavesOf(schema as AnySchema, pages[page]!.blocks[index]!) }];
  const { folder, examples } = blockDefinitions.find((definition) => definition.type === type)!;
  const exampleText = pageWith(readFileSync(join(folder, examples[0]!), 'utf8'));
  const example = { type, text: exampleText, index: 0, leaves: leavesOf(schema as AnySchema, (parse(exampleText) as Pages).pages[0]!.blocks[0]!) };
  return [...onSite, example].reduce((most, candidate) => (candidate.leaves.length > most.leaves.length ? candidate : most));
});

type Action =
  | { do: 'type' | 'paste'; field: number; text: string }
  | { do: 'empty' | 'restore'; field: number }
  | { do: 'undo' | 'redo' | 'pause' };

const words = fc.stringMatching(/^[A-Z][a-z]{1,6}( [a-z0-9]{1,5}){0,2}$/);
const action = (fields: number): fc.Arbitrary<Action> =>
  fc.oneof(
    fc.record({ do: fc.constantFrom('type' as const, 'paste' as const), field: fc.nat(fields - 1), text: words }),
    fc.record({ do: fc.constantFrom('empty' as const, 'restore' as const), field: fc.nat(fields - 1) }),
    fc.record({ do: fc.constantFrom('undo' as const, 'redo' as const, 'pause' as const) }),
  );

let now = 1_000_000;
beforeAll(() => {
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ files: { 'pages.yaml': { text: pagesText, version: 'p' }, 'nav.yaml': { text: navText, version: 'n' } }, publicFiles: [] })));
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** What one action does through the form's edit path: typing commits after every keystroke, as the text box does. */
function perform(store: StudioStore, commit: (name: string, value: unknown) => void, leaf: Leaf | undefined, step: Action) {
  if (step.do === 'undo') return store.undo();
  if (step.do === 'redo') return store.redo();
  if (step.do === 'pause') return void (now += 5_000);
  now += 100;
  const box = (text: string) => textFieldValue(leaf!.kind as TextKind, leaf!.required, text);
  const isText = textKinds.includes(leaf!.kind);
  if (step.do === 'restore') return commit(leaf!.name, leaf!.original);
  if (step.do === 'empty') {
    if (isText) return commit(leaf!.name, box(''));
    if (leaf!.kind === 'yes-no') return commit(leaf!.name, !leaf!.original);
    return leaf!.required ? undefined : commit(leaf!.name, undefined);
  }
  const typed = 'text' in step ? step.text : '';
  if (leaf!.kind === 'yes-no') return commit(leaf!.name, typed.length % 2 === 0);
  if (!isText) return commit(leaf!.name, leaf!.choices[typed.length % leaf!.choices.length]);
  const text = leaf!.kind === 'number' ? String(typed.length * 7) : leaf!.kind === 'link' ? `/${typed.toLowerCase().replace(/ /g, '-')}` : typed;
  if (step.do === 'paste') return commit(leaf!.name, box(text));
  for (let end = 1; end <= text.length; end += 1) commit(leaf!.name, box(text.slice(0, end)));
}

describe('editing a field keeps every saved line where it was', () => {
  it('reproduces the trial: a hero’s eyebrow emptied and typed again stays above the title', async () => {
    pagesText = siteText;
    const store = new StudioStore();
    await store.load();
    const how = pages.findIndex((page) => page.path === '/how-it-works');
    const { commit } = fieldEdits(store, 'pages.yaml', ['pages', how, 'blocks', 0], { page: how, block: 0 });
    commit('eyebrow', textFieldValue('short-text', false, ''));
    for (const end of [1, 2, 'Since 1995'.length]) commit('eyebrow', textFieldValue('short-text', false, 'Since 1995'.slice(0, end)));
    const heroLines = (text: string) => text.slice(text.indexOf('  - path: /how-it-works\n')).split('\n').slice(4, 9);
    expect(heroLines(store.textOf('pages.yaml'))).toEqual(['      - type: hero', '        size: medium', '        eyebrow: Since 1995', '        title: How a community solar co-op works', '        tagline: From a share offer to power on the roof.']);
    expect(store.textOf('pages.yaml')).toBe(pagesText.replace('        eyebrow: The co-op\n', '        eyebrow: Since 1995\n'));
  });

  it('a field filled in later is written in its block’s usual place: a section’s heading above its body', async () => {
    const before = 'pages:\n  - path: /x\n    title: X\n    blocks:\n      - type: section\n        align: start\n        body:\n          - Some words.\n';
    pagesText = before;
    const store = new StudioStore();
    await store.load();
    const { commit } = fieldEdits(store, 'pages.yaml', ['pages', 0, 'blocks', 0], { page: 0, block: 0 });
    commit('heading', 'New heading');
    commit('eyebrow', 'First');
    expect(store.textOf('pages.yaml')).toBe(before.replace('        align: start\n', '        eyebrow: First\n        heading: New heading\n        align: start\n'));
  });

  for (const block of blocks) {
    it(`${block.type}: random edit sequences on its ${block.leaves.length} fields change only the edited values' lines`, async () => {
      expect(block.leaves.length).toBeGreaterThan(0);
      pagesText = block.text;
      const store = new StudioStore();
      await store.load();
      const basePath: YamlPath = ['pages', 0, 'blocks', block.index];
      await fc.assert(
        fc.asyncProperty(fc.array(action(block.leaves.length), { minLength: 1, maxLength: 12 }), async (steps) => {
          // Each run starts from the file on disk: undo everything the last run did.
          while (store.get().position > 0) {
            const before = store.get().position;
            store.undo();
            expect(store.get().position, store.get().notice).toBe(before - 1);
          }
          store.get().history.length = 0;
          now += 10_000;
          expect(store.textOf('pages.yaml')).toBe(pagesText);
          const { commit } = fieldEdits(store, 'pages.yaml', basePath, { page: 0, block: block.index });
          for (const step of steps) perform(store, commit, 'field' in step ? block.leaves[step.field] : undefined, step);

          const written = store.textOf('pages.yaml');
          const after = (parse(written) as Pages).pages[0]!.blocks[block.index]!;
          // The net change, written directly: one in-place change (or removal) of each edited value.
          const net: Edit[] = [];
          const changed: Leaf[] = [];
          for (const leaf of block.leaves) {
            const path = parseName(leaf.name);
            const value = valueAt(after, path);
            if (value === leaf.original) continue;
            changed.push(leaf);
            net.push(value === undefined ? { op: 'delete', path: [...basePath, ...path] } : { op: 'set', path: [...basePath, ...path], value });
          }
          expect(written).toBe(applyEdits(pagesText, net));
          // And that direct change is only the edited values' lines, each keeping its key's line, indent and quotes.
          // (A list item's first key removed makes the next its first: `- title:` for `  title:`, the same line.)
          const keyLine = /^[+-]\s*(- )?([A-Za-z]+):/;
          const lines = changedLines(pagesText, written);
          const content = (line: string) => line.slice(1).trim().replace(/^- /, '');
          const strays = lines.filter((line) => {
            const key = keyLine.exec(line)?.[2];
            if (lines.some((other) => other[0] !== line[0] && content(other) === content(line))) return false;
            return key !== undefined && !changed.some((leaf) => keyOf(leaf) === key);
          });
          expect(strays).toEqual([]);
        }),
        { numRuns: 25 },
      );
    }, 120_000);
  }
});

const parseName = (name: string): Array<string | number> => [...name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] !== undefined ? Number(match[2]) : match[1]!));
const keyOf = (leaf: Leaf) => String(parseName(leaf.name).at(-1));
function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}
