// The items of a block collection as stretches of source text, so items can be removed, added and reordered by
// cutting and joining text: every other byte of the file stays as it was.
//
// An item owns the comment lines directly above it (they describe it and move with it) and its lines down to the
// end of its last value, including a comment at the end of that line. What lies between two items (blank lines, a
// comment set apart by a blank line) is a separator and stays in place.
import type { Node, Pair, YAMLMap, YAMLSeq } from 'yaml';
import { EditError } from './errors';

export type Segment = {
  /** Whole comment lines above the item, with their line breaks. */
  comments: string;
  /** The item from its `-` (sequence) or its key (map) to the end of its last line, line break included. */
  body: string;
};

export type Layout = {
  /** Where the first item's text (its comments, or its first character when it shares a line) begins. */
  start: number;
  /** Where the last item's text ends. */
  end: number;
  /** The item's column, as spaces. */
  indent: string;
  /** The first item shares its line with its parent's `- ` (a map inside a list item). */
  compact: boolean;
  segments: Segment[];
  /** separators[i] lies between item i and item i + 1. */
  separators: string[];
};

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function endOfLastLine(text: string, from: number, to: number): number {
  let last = to - 1;
  while (last > from && /\s/.test(text[last]!)) last -= 1;
  const newline = text.indexOf('\n', last);
  return newline === -1 ? text.length : newline + 1;
}

function itemNodes(item: unknown): Array<Node | null | undefined> {
  const pair = item as Pair<Node, Node>;
  return pair && typeof pair === 'object' && 'key' in pair ? [pair.key, pair.value] : [item as Node];
}

function anchorOf(text: string, item: unknown, isSeq: boolean): number {
  const [first] = itemNodes(item);
  const start = first?.range?.[0];
  if (start === undefined) throw new EditError('an entry without a position in the file cannot be edited in place');
  if (!isSeq) return start;
  let at = start - 1;
  while (at >= 0 && /\s/.test(text[at]!)) at -= 1;
  if (text[at] !== '-') throw new EditError('a list item written in an unusual way cannot be edited in place');
  return at;
}

function endOf(text: string, item: unknown, anchor: number): number {
  const ends = itemNodes(item).map((node) => node?.range?.[1] ?? anchor + 1);
  return endOfLastLine(text, anchor, Math.max(...ends));
}

export function layoutOf(text: string, collection: YAMLMap | YAMLSeq, isSeq: boolean): Layout {
  const items = collection.items as unknown[];
  if (items.length === 0) throw new EditError('an empty list has no items to lay out');
  const anchors = items.map((item) => anchorOf(text, item, isSeq));
  const ends = items.map((item, index) => endOf(text, item, anchors[index]!));
  const firstLine = lineStart(text, anchors[0]!);
  const compact = text.slice(firstLine, anchors[0]).trim() !== '';
  const indentWidth = anchors[0]! - firstLine;
  const segments: Segment[] = [];
  const leads: number[] = [];
  items.forEach((_, index) => {
    const anchor = anchors[index]!;
    let lead = lineStart(text, anchor);
    if (index === 0 && compact) lead = anchor;
    else {
      const floor = index > 0 ? ends[index - 1]! : 0;
      while (lead > floor) {
        const previous = lineStart(text, lead - 1);
        if (!/^[ \t]*#/.test(text.slice(previous, lead - 1))) break;
        lead = previous;
      }
      if (anchor - lineStart(text, anchor) !== indentWidth) {
        throw new EditError('the items of this list are not aligned, so it cannot be edited in place');
      }
    }
    leads.push(lead);
    const bodyStart = index === 0 && compact ? anchor : lineStart(text, anchor);
    segments.push({
      comments: text.slice(lead, bodyStart),
      body: text.slice(anchor, ends[index]),
    });
  });
  const separators = leads.slice(1).map((lead, index) => text.slice(ends[index], lead));
  return {
    start: leads[0]!,
    end: ends.at(-1)!,
    indent: ' '.repeat(indentWidth),
    compact,
    segments,
    separators,
  };
}

/** The blank lines of a separator, without any stray comment, for a new item's spacing. */
function blankLinesOf(separator: string | undefined): string {
  if (!separator) return '';
  return separator
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.trim() === '')
    .map(() => '\n')
    .join('');
}

/** The text with the collection's items replaced by `segments`, joined by `separators`. */
export function rebuild(text: string, layout: Layout, segments: Segment[], separators: string[]): string {
  const parts: string[] = [];
  segments.forEach((segment, index) => {
    const body = segment.body.endsWith('\n') ? segment.body : `${segment.body}\n`;
    if (index === 0 && layout.compact) {
      if (segment.comments) throw new EditError('an item with comments above it cannot move to the first place here');
      parts.push(body);
    } else parts.push(segment.comments, layout.indent, body);
    if (index < segments.length - 1) parts.push(separators[index] ?? '');
  });
  let joined = parts.join('');
  // The file's last line had no line break: keep it that way.
  if (!text.slice(0, layout.end).endsWith('\n')) joined = joined.slice(0, -1);
  return text.slice(0, layout.start) + joined + text.slice(layout.end);
}

export function insertSegment(text: string, layout: Layout, index: number, body: string, fileText = text): string {
  const count = layout.segments.length;
  const segments = [...layout.segments];
  const separators = [...layout.separators];
  // A list of one item has no spacing of its own: it takes the blank line its sibling lists have in the file (a new
  // page's second block is set apart like every page's blocks).

  const siblingsSpaced = count < 2 && body.startsWith('- ') && fileText.includes(`\n\n${layout.indent}- `);
  const spacing = siblingsSpaced ? '\n' : blankLinesOf(separators[Math.min(Math.max(index - 1, 0), count - 2)]);
  segments.splice(index, 0, { comments: '', body: `${body}\n` });
  if (index < count) separators.splice(index, 0, spacing);
  else separators.push(spacing);
  return rebuild(text, layout, segments, separators);
}

/** Removes item `index` with the separator after it (before it, for the last item). */
export function removeSegment(text: string, layout: Layout, index: number): string {
  const segments = [...layout.segments];
  const separators = [...layout.separators];
  segments.splice(index, 1);
  separators.splice(index < separators.length ? index : index - 1, 1);
  return rebuild(text, layout, segments, separators);
}

/**
 * Moves an item: it leaves with one neighbouring separator (as when deleted) and arrives with it (as when inserted),
 * so uneven spacing elsewhere in the list stays where it is.
 */
export function moveSegment(text: string, layout: Layout, from: number, to: number): string {
  const segments = [...layout.segments];
  const separators = [...layout.separators];
  const [moved] = segments.splice(from, 1);
  const [spacing] = separators.splice(from < separators.length ? from : from - 1, 1);
  segments.splice(to, 0, moved!);
  if (to < segments.length - 1) separators.splice(to, 0, spacing ?? '');
  else separators.push(spacing ?? '');
  return rebuild(text, layout, segments, separators);
}
