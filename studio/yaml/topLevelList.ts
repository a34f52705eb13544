// Adding, removing and reordering whole items of a top-level list (pages of a 1,000-page file) without parsing the
// file: each item is found by the line that opens it, owns the comment lines directly above it (at the list's own
// indentation, so text inside a block scalar is never mistaken for one) and ends at its last line of content.
import { parse } from 'yaml';
import { deepEqual } from './data';
import { EditError } from './errors';
import { topLevelItems } from './chunks';
import { renderSeqItem } from './render';
import { insertSegment, moveSegment, removeSegment, type Layout } from './segments';
import type { Edit } from './types';

function lineLayout(text: string, key: string): Layout | null {
  const items = topLevelItems(text, key);
  if (!items || items.starts.length < 2) return null;
  const { starts, indent, end: listEnd } = items;
  const lineAt = (from: number) => {
    const next = text.indexOf('\n', from);
    return next < 0 ? text.length : next + 1;
  };
  const isShallowComment = (line: string) => /^ *#/.test(line) && line.length - line.trimStart().length <= indent;
  const ends = starts.map((start, index) => {
    const stop = starts[index + 1] ?? listEnd;
    let end = lineAt(start);
    for (let line = end; line < stop; line = lineAt(line)) {
      const content = text.slice(line, lineAt(line)).replace(/\r?\n$/, '');
      if (content.trim() !== '' && !isShallowComment(content)) end = lineAt(line);
    }
    return end;
  });
  const leads = starts.map((start, index) => {
    let lead = start;
    const floor = index > 0 ? ends[index - 1]! : 0;
    while (lead > floor) {
      const previous = text.lastIndexOf('\n', lead - 2) + 1;
      if (!isShallowComment(text.slice(previous, lead - 1))) break;
      lead = previous;
    }
    return lead;
  });
  return {
    start: leads[0]!,
    end: ends.at(-1)!,
    indent: ' '.repeat(indent),
    compact: false,
    segments: starts.map((start, index) => ({ comments: text.slice(leads[index], start), body: text.slice(start + indent, ends[index]) })),
    separators: leads.slice(1).map((lead, index) => text.slice(ends[index], lead)),
  };
}

function inRange(index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new EditError(`there is no place ${index} in a list of ${count}`);
}

/** The edit applied to a top-level list by lines, or null when it is not such an edit or the file is not simple. */
export function applyToTopLevelList(text: string, edit: Edit): string | null {
  const [key, item] = edit.path;
  if (typeof key !== 'string') return null;
  const wholeItems = edit.path.length === 1 ? edit.op === 'move' || edit.op === 'insert' : edit.path.length === 2 && edit.op === 'delete' && typeof item === 'number';
  if (!wholeItems) return null;
  const layout = lineLayout(text, key);
  if (!layout) return null;
  const count = layout.segments.length;
  if (edit.op === 'move') {
    inRange(edit.from, count);
    inRange(edit.to, count);
    return edit.from === edit.to ? text : moveSegment(text, layout, edit.from, edit.to);
  }
  if (edit.op === 'delete') {
    inRange(item as number, count);
    return removeSegment(text, layout, item as number);
  }
  if (edit.op !== 'insert') return null;
  if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index > count) throw new EditError(`cannot insert at place ${edit.index} of a list of ${count}`);
  const body = renderSeqItem(edit.value, layout.indent);
  if (!deepEqual(parse(layout.indent + body), [edit.value])) throw new EditError('this value cannot be written as YAML');
  return insertSegment(text, layout, edit.index, body);
}
