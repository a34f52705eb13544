// The studio's one edit interpreter: a file's draft is its text and its data, and every edit changes both together,
// so what the editor sees (the data) is always what will be saved (the text), and a save changes only the edited lines.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyEdit, EditError, type Draft, type Edit } from '../../../studio/yaml';

const source = readFileSync(new URL('./fixtures/styles.yaml', import.meta.url), 'utf8');
const start: Draft = { text: source, data: parse(source) };

/** The lines that differ, as a unified diff would list them (removed with -, added with +). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  let head = 0;
  while (head < old.length && old[head] === now[head]) head += 1;
  let tail = 0;
  while (tail < old.length - head && tail < now.length - head && old[old.length - 1 - tail] === now[now.length - 1 - tail]) tail += 1;
  return [...old.slice(head, old.length - tail).map((line) => `-${line}`), ...now.slice(head, now.length - tail).map((line) => `+${line}`)];
}

const blocks = ['pages', 0, 'blocks'] as const;
const newBlock = { type: 'section', heading: 'Jobs', body: ['We are hiring.'] };

describe('applyEdit keeps a file’s text and data in step', () => {
  it('through a field set, a block added, moved and removed: the text parses to the data after every edit', () => {
    const edits: Edit[] = [
      { op: 'set', path: [...blocks, 0, 'title'], value: 'Clean water, shared' },
      { op: 'insert', path: blocks, index: 1, value: newBlock },
      { op: 'move', path: blocks, from: 1, to: 0 },
      { op: 'move', path: blocks, from: 0, to: 1 },
      { op: 'delete', path: [...blocks, 1] },
    ];
    let draft = start;
    const seen: Draft[] = [];
    for (const edit of edits) {
      draft = applyEdit(draft, edit);
      seen.push(draft);
      expect(parse(draft.text)).toEqual(draft.data);
    }
    // The block added and moved about shows in the data the forms read while it is there.
    expect((seen[2]!.data as { pages: Array<{ blocks: unknown[] }> }).pages[0]!.blocks[0]).toEqual(newBlock);
    // After the block is removed again, the only change left is the one title line, its quoting kept: the smallest diff.
    expect(changedLines(source, draft.text)).toEqual(['-        title: "Double \\"quoted\\" title"', '+        title: "Clean water, shared"']);
  });

  it('leaves every part the edit did not touch as the same object, so unchanged blocks are not re-rendered or re-compared', () => {
    const after = applyEdit(start, { op: 'set', path: [...blocks, 0, 'title'], value: 'New' });
    const before = start.data as { pages: Array<{ blocks: unknown[] }> };
    const now = after.data as typeof before;
    expect(now.pages[0]!.blocks[1]).toBe(before.pages[0]!.blocks[1]);
    expect(now.pages[0]!.blocks[0]).not.toBe(before.pages[0]!.blocks[0]);
    expect(before.pages[0]!.blocks[0]).not.toEqual(now.pages[0]!.blocks[0]);
  });

  it('refuses, with the draft unchanged, an edit whose text would not parse to its data (a list with an empty entry)', () => {
    // YAML writes the hole as `null`: the text would say something the data does not, so the edit is not made.
    const hole: Edit = { op: 'set', path: [...blocks, 0, 'title'], value: ['a', undefined] };
    expect(() => applyEdit(start, hole)).toThrow(EditError);
    expect(() => applyEdit(start, hole)).toThrow(/could not be written without changing something else/);
  });

  it('refuses an edit where the text and the data it is given already disagree, rather than writing on', () => {
    const stale: Draft = { text: source, data: applyEdit(start, { op: 'set', path: [...blocks, 0, 'title'], value: 'Elsewhere' }).data };
    expect(() => applyEdit(stale, { op: 'set', path: [...blocks, 0, 'eyebrow'], value: 'New' })).toThrow(EditError);
  });
});
