// A big file is edited one top-level list item at a time: an edit inside page 731 of `pages:` parses and rewrites
// only that page's lines, so its cost does not grow with the number of pages. Finding the page is a walk over line
// starts looking for the lines that open a list item at the list's indentation: no other line of a valid file can
// start that way, because everything inside an item (nested values, block text, continued lines) is indented deeper.

// Anchors and aliases tie parts of a file together, and document markers or directives change how it reads: a page
// holding any of these is edited as part of the whole file.
const UNSPLITTABLE = /^(---|\.\.\.|%)|(^|[\s[{,])[&*][^\s,\]}]/m;

export type Span = { start: number; end: number };

const SPACE = 32;
const HASH = 35;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

/** Where item `index` of the top-level list `key` starts and ends, or null when that cannot be told safely. */
export function topLevelItemSpan(text: string, key: string, index: number): Span | null {
  const keyAt = text.startsWith(`${key}:`) ? 0 : text.indexOf(`\n${key}:`) + 1;
  if (keyAt <= 0 && !text.startsWith(`${key}:`)) return null;
  if (/^(---|\.\.\.|%)/m.test(text.slice(0, keyAt))) return null;
  const keyLineEnd = text.indexOf('\n', keyAt);
  if (keyLineEnd < 0 || !/^[ \t]*(#.*)?$/.test(text.slice(keyAt + key.length + 1, keyLineEnd))) return null;
  let indent = -1;
  let count = -1;
  let start = -1;
  for (let line = keyLineEnd + 1; line < text.length; ) {
    const next = text.indexOf('\n', line);
    const lineEnd = next < 0 ? text.length : next;
    let column = line;
    while (text.charCodeAt(column) === SPACE) column += 1;
    const first = text.charCodeAt(column);
    const blankOrComment = column >= lineEnd || first === HASH || first === CARRIAGE_RETURN || first === NEWLINE;
    if (!blankOrComment) {
      // The next top-level key ends the list.
      if (column === line) return start >= 0 ? checked(text, start, line) : null;
      if (indent < 0) indent = column - line;
      if (column - line === indent && text.startsWith('- ', column)) {
        count += 1;
        if (start >= 0) return checked(text, start, line);
        if (count === index) start = line;
      } else if (column - line <= indent) return null;
    }
    line = lineEnd + 1;
  }
  return start >= 0 ? checked(text, start, text.length) : null;
}

function checked(text: string, start: number, end: number): Span | null {
  return UNSPLITTABLE.test(text.slice(start, end)) ? null : { start, end };
}
