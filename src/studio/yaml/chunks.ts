// A big file is edited one top-level list item at a time: an edit inside page 731 of `pages:` parses and rewrites
// only that page's lines, so its cost does not grow with the number of pages. Finding the page is a walk over line
// starts looking for the lines that open a list item at the list's indentation: no other line of a valid file can
// start that way, because everything inside an item (nested values, block text, continued lines) is indented deeper.

// Anchors and aliases tie parts of a file together, and document markers or directives change how it reads: a page
// holding any of these is edited as part of the whole file.
const UNSPLITTABLE = /^(---|\.\.\.|%)|(^|[\s[{,])[&*][^\s,\]}]/m;

type Span = { start: number; end: number };

const SPACE = 32;
const HASH = 35;
const NEWLINE = 10;
const CARRIAGE_RETURN = 13;

type Walk = { indent: number; end: number };

/**
 * Calls `onItem` with the offset of each line that opens an item of the top-level list `key`, until it returns true;
 * returns the list's indentation and where the list ends, or null when the file is not laid out that simply.
 */
function walkList(text: string, key: string, onItem: (lineStart: number) => boolean): Walk | null {
  const keyAt = text.startsWith(`${key}:`) ? 0 : text.indexOf(`\n${key}:`) + 1;
  if (keyAt <= 0 && !text.startsWith(`${key}:`)) return null;
  if (/^(---|\.\.\.|%)/m.test(text.slice(0, keyAt))) return null;
  const keyLineEnd = text.indexOf('\n', keyAt);
  if (keyLineEnd < 0 || !/^[ \t]*(#.*)?$/.test(text.slice(keyAt + key.length + 1, keyLineEnd))) return null;
  let indent = -1;
  for (let line = keyLineEnd + 1; line < text.length; ) {
    const next = text.indexOf('\n', line);
    const lineEnd = next < 0 ? text.length : next;
    let column = line;
    while (text.charCodeAt(column) === SPACE) column += 1;
    const first = text.charCodeAt(column);
    const blankOrComment = column >= lineEnd || first === HASH || first === CARRIAGE_RETURN || first === NEWLINE;
    if (!blankOrComment) {
      // The next top-level key ends the list.
      if (column === line) return indent < 0 ? null : { indent, end: line };
      if (indent < 0) indent = column - line;
      if (column - line === indent && text.startsWith('- ', column)) {
        if (onItem(line)) return { indent, end: line };
      } else if (column - line <= indent) return null;
    }
    line = lineEnd + 1;
  }
  return indent < 0 ? null : { indent, end: text.length };
}

/** Where item `index` of the top-level list `key` starts and ends, or null when that cannot be told safely. */
export function topLevelItemSpan(text: string, key: string, index: number): Span | null {
  const starts: number[] = [];
  const walk = walkList(text, key, (lineStart) => starts.push(lineStart) > index + 1);
  if (!walk || starts.length <= index) return null;
  const span = { start: starts[index]!, end: starts[index + 1] ?? walk.end };
  return UNSPLITTABLE.test(text.slice(span.start, span.end)) ? null : span;
}

/** The line starts of every item of the top-level list `key`, its indentation and its end; null as above. */
export function topLevelItems(text: string, key: string): { starts: number[]; indent: number; end: number } | null {
  const starts: number[] = [];
  const walk = walkList(text, key, (lineStart) => {
    starts.push(lineStart);
    return false;
  });
  if (!walk || starts.length === 0 || UNSPLITTABLE.test(text.slice(starts[0], walk.end))) return null;
  return { starts, indent: walk.indent, end: walk.end };
}

/** The lines of top-level key `key` (from its line to the next top-level key), or null as above. */
export function topLevelKeySpan(text: string, key: string): Span | null {
  const start = text.startsWith(`${key}:`) ? 0 : text.indexOf(`\n${key}:`) + 1;
  if (start <= 0 && !text.startsWith(`${key}:`)) return null;
  if (!/^[ \t\n#]/.test(text.charAt(start + key.length + 1) || '\n')) return null;
  if (/^(---|\.\.\.|%)/m.test(text.slice(0, start))) return null;
  const next = /\n(?=[^\s#])/.exec(text.slice(start));
  const end = next ? start + next.index + 1 : text.length;
  return UNSPLITTABLE.test(text.slice(start, end)) ? null : { start, end };
}
