// The one reading of a YAML file line by line, shared by the loader's piecewise parse (yamlChunks.ts), its layout
// reader (yamlLayout.ts) and the studio's line-based edits (studio/yaml): each needs to know where lines start, how
// far they are indented, which lines say nothing (blank or comment) and where the entries of a top-level list lie.
// Reading those once keeps the three in agreement about what, say, "the end of page 12" is.

/** Document markers, directives, anchors and aliases can tie parts of a file together: such text is read whole. */
export const UNSPLITTABLE = /^(---|\.\.\.|%)|(^|[\s[{,])[&*][^\s,\]}]/m;
/** A document marker or directive line. */
export const DOCUMENT_MARKER = /^(---|\.\.\.|%)/m;
/** What may follow `key:` on the line of a top-level key whose value is written on the lines below it. */
const NOTHING_AFTER_KEY = /^[ \t]*(#.*)?$/;

export type Line = {
  /** Offset of the line's first character. */
  start: number;
  /** Offset of its line break (or of the end of the text): a `\r` before the break is part of the line. */
  end: number;
  /** Offset of the next line. */
  next: number;
  /** How many spaces the line starts with. */
  spaces: number;
  /** How much white space of any kind (spaces, tabs, pasted spaces) it starts with. */
  lead: number;
  /** Nothing but white space, or a comment: a line that says nothing about the structure. */
  blank: boolean;
  /** A comment line (its first character other than white space is `#`). */
  comment: boolean;
};

/** The lines of `text` from offset `from` (a line start) on: the lines `text.split('\n')` gives, with their places. */
export function* linesOf(text: string, from = 0): Generator<Line> {
  for (let start = from; ; ) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    let spaces = 0;
    while (text.charCodeAt(start + spaces) === 32) spaces += 1;
    const rest = text.slice(start + spaces, end);
    const trimmed = rest.trimStart();
    const first = trimmed.charAt(0);
    yield { start, end, next: end + 1, spaces, lead: spaces + rest.length - trimmed.length, blank: first === '' || first === '#', comment: first === '#' };
    if (newline < 0) return;
    start = end + 1;
  }
}

/** A line that holds something from column 0: a top-level key (or a stray value). It ends whatever came before. */
export const isTopLevel = (line: Line) => line.lead === 0 && !line.blank;

/** A line that opens an entry of a block list: `- ` (or a lone `-`) after its spaces. */
export function isDash(text: string, line: Line): boolean {
  const at = line.start + line.spaces;
  return text.charCodeAt(at) === 45 && (at + 1 >= line.end || text.charCodeAt(at + 1) === 32 || (text.charCodeAt(at + 1) === 13 && at + 2 >= line.end));
}

/** Offset of the line `key:` at column 0 (the first one), or -1. */
export function topLevelKeyLine(text: string, key: string): number {
  if (text.startsWith(`${key}:`)) return 0;
  const at = text.indexOf(`\n${key}:`);
  return at < 0 ? -1 : at + 1;
}

/** Whether the line at `lineStart`, `key:` at column 0, leaves the value to the lines below (nothing but a comment after the colon). */
export function opensBlockBelow(text: string, lineStart: number, key: string): boolean {
  const lineEnd = text.indexOf('\n', lineStart);
  return lineEnd >= 0 && NOTHING_AFTER_KEY.test(text.slice(lineStart + key.length + 1, lineEnd));
}

export type TopLevelList = {
  /** The column of the entries' `- `. */
  indent: number;
  /** The line start of each entry read. */
  items: number[];
  /** Where the list ends: the next top-level line (blank and comment lines before it belong to the last entry), or
   * the line of the entry after the `limit` read. */
  end: number;
};

/**
 * Reads the block list that starts on the line at `from` (the line after its top-level `key:`): its entries' `- `
 * share a column greater than 0, and every other line of it is indented deeper, until the next top-level line.
 * With `limit`, reads that many entries at most (a big file's page 3 is found without reading the rest).
 * 'not a list' when the value below the key is no such list (a map, nothing); 'irregular' when a line breaks the
 * pattern (a line at or left of the entries' column that opens no entry): only a real parse can tell what it means.
 */
export function readTopLevelList(text: string, from: number, limit = Infinity): TopLevelList | 'not a list' | 'irregular' {
  let indent = -1;
  const items: number[] = [];
  for (const line of linesOf(text, from)) {
    if (line.blank) continue;
    if (isTopLevel(line)) return indent < 0 ? 'not a list' : { indent, items, end: line.start };
    const opensItem = text.startsWith('- ', line.start + line.spaces);
    if (indent < 0) {
      if (!opensItem) return 'not a list';
      indent = line.spaces;
    }
    if (line.spaces === indent && opensItem) {
      if (items.length === limit) return { indent, items, end: line.start };
      items.push(line.start);
    } else if (line.spaces <= indent) return 'irregular';
  }
  return indent < 0 ? 'not a list' : { indent, items, end: text.length };
}
