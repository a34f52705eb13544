// A big file is edited one top-level list item at a time: an edit inside page 731 of `pages:` parses and rewrites
// only that page's lines, so its cost does not grow with the number of pages.

// Document markers, directives, anchors and aliases can tie parts of the file together: such files are edited whole.
const UNSPLITTABLE = /^(---|\.\.\.|%)|(^|[\s[{,])[&*][^\s,\]}]/m;
const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*):[ \t]*(#.*)?$/;

export type Span = { start: number; end: number };

/** Where item `index` of the top-level list `key` starts and ends, or null when the file is not laid out simply. */
export function topLevelItemSpan(text: string, key: string, index: number): Span | null {
  if (UNSPLITTABLE.test(text)) return null;
  let offset = 0;
  let inList = false;
  let indent: string | null = null;
  let found: Span | null = null;
  let count = -1;
  for (const line of text.split('\n')) {
    const next = offset + line.length + 1;
    const blankOrComment = /^\s*(#.*)?$/.test(line);
    if (!blankOrComment && !line.startsWith(' ')) {
      if (inList) break;
      inList = TOP_LEVEL_KEY.exec(line)?.[1] === key;
    } else if (inList && !blankOrComment) {
      indent ??= /^( +)- /.exec(line)?.[1] ?? null;
      if (indent === null) return null;
      if (line.startsWith(`${indent}- `)) {
        count += 1;
        if (found) {
          found.end = offset;
          return found;
        }
        if (count === index) found = { start: offset, end: -1 };
      } else if (!line.startsWith(`${indent} `) || count < 0) return null;
    }
    offset = next;
  }
  if (!found) return null;
  // The last item runs to the end of the list: stop before the next top-level key, or at the end of the file.
  found.end = Math.min(offset, text.length);
  return found;
}
