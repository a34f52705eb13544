// A big file is edited one top-level list item at a time: an edit inside page 731 of `pages:` parses and rewrites
// only that page's lines, so its cost does not grow with the number of pages. Finding the page is a walk over line
// starts looking for the lines that open a list item at the list's indentation (content/yamlLines.ts): no other line
// of a valid file can start that way, because everything inside an item is indented deeper. A page holding anchors,
// aliases or document markers is edited as part of the whole file.
import { DOCUMENT_MARKER, linesOf, isTopLevel, opensBlockBelow, readTopLevelList, topLevelKeyLine, UNSPLITTABLE, type TopLevelList } from '../../src/content';

type Span = { start: number; end: number };

/** The list under the top-level key `key`, read up to `limit` items, or null when the file is not laid out that simply. */
function listUnder(text: string, key: string, limit?: number): TopLevelList | null {
  const keyAt = topLevelKeyLine(text, key);
  if (keyAt < 0 || DOCUMENT_MARKER.test(text.slice(0, keyAt)) || !opensBlockBelow(text, keyAt, key)) return null;
  const list = readTopLevelList(text, text.indexOf('\n', keyAt) + 1, limit);
  return typeof list === 'string' ? null : list;
}

/** Where item `index` of the top-level list `key` starts and ends, or null when that cannot be told safely. */
export function topLevelItemSpan(text: string, key: string, index: number): Span | null {
  const list = listUnder(text, key, index + 1);
  if (!list || list.items.length <= index) return null;
  const span = { start: list.items[index]!, end: list.end };
  return UNSPLITTABLE.test(text.slice(span.start, span.end)) ? null : span;
}

/** The line starts of every item of the top-level list `key`, its indentation and its end; null as above. */
export function topLevelItems(text: string, key: string): { starts: number[]; indent: number; end: number } | null {
  const list = listUnder(text, key);
  if (!list || UNSPLITTABLE.test(text.slice(list.items[0], list.end))) return null;
  return { starts: list.items, indent: list.indent, end: list.end };
}

/** The lines of top-level key `key` (from its line to the next top-level line), or null as above. */
export function topLevelKeySpan(text: string, key: string): Span | null {
  const start = topLevelKeyLine(text, key);
  if (start < 0 || !/^[ \t\n#]/.test(text.charAt(start + key.length + 1) || '\n')) return null;
  if (DOCUMENT_MARKER.test(text.slice(0, start))) return null;
  let end = text.length;
  for (const line of linesOf(text, start)) {
    if (line.start > start && isTopLevel(line)) {
      end = line.start;
      break;
    }
  }
  return UNSPLITTABLE.test(text.slice(start, end)) ? null : { start, end };
}
