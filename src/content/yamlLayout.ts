// Recognises the everyday layout mistakes in a content file (a line indented differently from its neighbours, a
// lost `- `, a missing top-level key, a tab, text that needs quotes, an unclosed quote) by reading the lines the way
// an author does: fields of one block share a column, entries of one list share a `- ` column. The yaml package's
// own errors often name the line after (or before) the mistake and describe the parser's state, not the fix; this
// walk names the line to change and the change. It is only consulted when the parser has found an error.
import type { ProblemKind } from './problems';
import { isDash, linesOf } from './yamlLines';

export type LayoutFinding = {
  kind: ProblemKind;
  line: number;
  col: number;
  message: string;
  hint: string;
  /** The data path of the line, as far as it could be followed (e.g. ['pages', 3, 'blocks', 1, 'title']). */
  path: PropertyKey[];
};

type Frame = {
  col: number;
  kind: 'map' | 'seq';
  /** map: keys seen so far, with their line. */
  keys: Map<string, number>;
  /** map: whether the map is an entry of a list (its first key shares the line with a `- `). */
  inItem: boolean;
  /** seq: index of the current entry. */
  index: number;
  /** seq: line of the last `- `. */
  dashLine: number;
  /** the path of this collection in the data. */
  path: PropertyKey[];
};

const KEY = /^([A-Za-z_][\w-]*)[ \t]*:(?:[ \t]+(.*)|[ \t]*)$/;

/** Text of a plain value without its trailing comment. */
const withoutComment = (value: string) => value.replace(/(^|\s)#.*$/, '').trimEnd();

function closingQuote(value: string, quote: string): number {
  for (let index = 1; index < value.length; index += 1) {
    if (quote === '"' && value[index] === '\\') index += 1;
    else if (value[index] === quote) {
      if (quote === "'" && value[index + 1] === "'") index += 1;
      else return index;
    }
  }
  return -1;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export type Layout = {
  findings: LayoutFinding[];
  /** Per line number, the data path of the field on it (where the walk got to). */
  pathAt: Array<PropertyKey[] | undefined>;
  /** The names read on the way (page paths, block types, labels...), for naming places in words. */
  names: Record<string, unknown>;
};

const NAME_KEYS = new Set(['path', 'type', 'label', 'heading', 'title', 'name', 'network']);

function remember(names: Record<string, unknown>, path: PropertyKey[], value: string): void {
  let node: Record<PropertyKey, unknown> = names;
  for (const [at, segment] of path.entries()) {
    if (at === path.length - 1) node[segment as string] = value;
    else {
      const next = path[at + 1];
      node[segment as string] ??= typeof next === 'number' ? [] : {};
      node = node[segment as string] as Record<PropertyKey, unknown>;
    }
  }
}

/** One line as the reader sees it: its number, its indentation (any white space, which may be the mistake) and text. */
type LineView = { lineNo: number; lead: string; col: number; content: string; isDash: boolean };

type Opener = { col: number; path: PropertyKey[]; line: number };
type PlainText = { col: number; line: number };

/** The walk's state between lines: the open collections, what the line before left open, and the findings. */
class LayoutReader {
  readonly findings: LayoutFinding[] = [];
  readonly pathAt: Array<PropertyKey[] | undefined> = [];
  readonly names: Record<string, unknown> = {};
  private readonly root: Frame = { col: 0, kind: 'map', keys: new Map(), inItem: false, index: -1, dashLine: 0, path: [] };
  private stack: Frame[] = [this.root];
  /** The line before opened a nested block (`key:` or `- `), under the key or dash at this column. */
  private opener: Opener | null = null;
  /** The line before held plain text after `key: ` at this column: more indented lines continue that text. */
  private plainAfter: PlainText | null = null;
  /** Lines more indented than this column belong to a `|` or `>` text block. */
  private blockTextCol: number | null = null;
  /** After a mistake, lines are passed over up to the next entry of a top-level list or the next top-level key. */
  private skipping = false;
  /** Lines up to this number continue a quoted text that started above. */
  private skipThrough = 0;
  /** The first field of the first entry of each list (`type` for blocks): what its entries start with. */
  private readonly firstKeyOfList = new Map<Frame, string>();

  constructor(
    private readonly lines: readonly string[],
    private readonly topKeys: readonly string[],
  ) {}

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private missingTopKeys(): string[] {
    return this.topKeys.filter((key) => !this.root.keys.has(key) && !this.lines.some((line) => line.startsWith(`${key}:`)));
  }

  private report(finding: Omit<LayoutFinding, 'path'>, path: PropertyKey[]): void {
    this.findings.push({ ...finding, path });
    this.skipping = true;
  }

  /** The line that closes a quote opened on line `from` (its key at `keyCol`), if the text goes on over lines. */
  private closingLine(from: number, keyCol: number, quote: string): number | undefined {
    for (let at = from; at < this.lines.length; at += 1) {
      const line = this.lines[at]!;
      if (!line.trim()) continue;
      if (line.match(/^ */)![0].length <= keyCol) return undefined;
      if (closingQuote(`${quote}${line}`, quote) !== -1) return at + 1;
    }
    return undefined;
  }

  /** Reads one line (not blank, not a comment). */
  read(line: LineView): void {
    if (line.lineNo <= this.skipThrough) return;
    if (this.blockTextCol !== null) {
      if (line.col > this.blockTextCol) return;
      this.blockTextCol = null;
    }
    if (this.skipping && !this.resumesAt(line)) return;
    if (this.documentMarker(line) || this.badIndentation(line)) return;
    const opener = this.opener;
    const plainAfter = this.plainAfter;
    this.opener = null;
    this.plainAfter = null;
    if (this.beforeFirstTopKey(line)) return;
    if (opener && this.opensNestedBlock(line, opener)) return;
    if (plainAfter && line.col > plainAfter.col) return this.afterPlainText(line, plainAfter);
    // Close the blocks this line is outside of.
    let popped: Frame | undefined;
    while (this.stack.length > 1 && this.top().col > line.col) popped = this.stack.pop();
    const frame = this.top();
    if (frame.col !== line.col) return this.misaligned(line, frame, popped);
    if (frame.kind === 'seq') return this.inList(line, frame, popped);
    return this.inMap(line, frame, popped);
  }

  /** After a mistake: whether the walk resumes at this line (the next entry of a top-level list, or a top-level key). */
  private resumesAt({ col, isDash }: LineView): boolean {
    const list = this.stack.find((frame, at) => frame.kind === 'seq' && at === 1);
    const atBoundary = (col === 0 && !isDash) || (list && col === list.col && isDash);
    if (!atBoundary) return false;
    this.skipping = false;
    this.stack = col === 0 ? [this.root] : this.stack.slice(0, 2);
    this.opener = null;
    this.plainAfter = null;
    return true;
  }

  /** `---` or `...` at the start of a line splits the file into two documents. */
  private documentMarker({ col, content, lineNo }: LineView): boolean {
    if (col !== 0 || !/^(---|\.\.\.)\s*$/.test(content)) return false;
    this.report({
      kind: 'yaml-syntax',
      line: lineNo,
      col: 1,
      message: `line ${lineNo} (\`${content.trim()}\`) splits the file into two YAML documents`,
      hint: `delete line ${lineNo}`,
    }, []);
    return true;
  }

  /** A tab or a pasted non-breaking space in the indentation. */
  private badIndentation({ lead, lineNo }: LineView): boolean {
    const badChar = lead.search(/[\t\u00a0\u3000]/);
    if (badChar === -1) return false;
    const isTab = lead[badChar] === '\t';
    this.report({
      kind: isTab ? 'tab' : 'pasted-character',
      line: lineNo,
      col: badChar + 1,
      message: isTab ? `line ${lineNo} is indented with a tab` : `line ${lineNo} is indented with a non-breaking space (often pasted from a document)`,
      hint: `indent line ${lineNo} with spaces only${isTab ? ' (set your editor to insert spaces for the Tab key)' : ': delete the indentation and type it again with the space bar'}`,
    }, this.top().path);
    return true;
  }

  /** The first line of the file: the top level must be `key:` lines at column 0. */
  private beforeFirstTopKey({ col, isDash, lineNo }: LineView): boolean {
    if (!(this.stack.length === 1 && this.root.keys.size === 0 && (col > 0 || isDash))) return false;
    const missing = this.missingTopKeys();
    this.report({
      kind: 'top-level-key',
      line: lineNo,
      col: 1,
      message: `line ${lineNo} is ${isDash ? 'a list entry' : 'indented'}, but the file must start with a top-level field${missing.length ? ` (${missing.map((key) => `\`${key}:\``).join(', ')})` : ''}`,
      hint: missing.length === 1 ? `add a line \`${missing[0]}:\` above line ${lineNo}, at the very start of the line` : `add the missing top-level line above line ${lineNo}, or remove the spaces before line ${lineNo}`,
    }, []);
    return true;
  }

  /** The first line of a nested block (after `key:` or `- `) decides its column. */
  private opensNestedBlock({ col, content, isDash, lineNo }: LineView, opener: Opener): boolean {
    if (!(col > opener.col || (col === opener.col && isDash && this.top().kind === 'map' && this.top().col === col))) return false;
    const frame: Frame = { col, kind: isDash ? 'seq' : 'map', keys: new Map(), inItem: false, index: -1, dashLine: lineNo, path: opener.path };
    this.stack.push(frame);
    if (isDash) this.readDash(frame, content.slice(2), col, lineNo);
    else {
      const match = content.match(KEY);
      if (match) this.readKey(frame, match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo);
      else this.plainAfter = { col: opener.col, line: lineNo }; // `key:` followed by text on the next lines
    }
    return true;
  }

  /** A line indented under plain text: the text going on, or a field indented too far. */
  private afterPlainText({ col, content, isDash, lineNo }: LineView, plainAfter: PlainText): void {
    const match = content.match(KEY);
    if (!match && !isDash) {
      this.plainAfter = plainAfter; // the text goes on over several lines
      return;
    }
    const frame = this.top();
    const expected = frame.kind === 'map' ? frame.col : frame.col + 2;
    this.report({
      kind: 'indentation',
      line: lineNo,
      col: 1,
      message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(frame)} use ${expected}`,
      hint: `remove ${plural(col - expected, 'space')} at the start of line ${lineNo}, so that it lines up with line ${plainAfter.line}`,
    }, withKey(content, isDash, frame.path));
  }

  /** A line whose column is that of no open block: lined up with the nearer of its neighbours. */
  private misaligned({ col, content, isDash, lineNo }: LineView, frame: Frame, popped: Frame | undefined): void {
    const neighbour = popped && Math.abs(popped.col - col) <= Math.abs(frame.col - col) ? popped : frame;
    const use = neighbour.kind === 'seq' && !isDash ? neighbour.col + 2 : neighbour.col;
    const difference = use - col;
    const near = neighbour.kind === 'seq' ? neighbour.dashLine : [...neighbour.keys.values()].at(-1) ?? neighbour.dashLine;
    this.report({
      kind: 'indentation',
      line: lineNo,
      col: 1,
      message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(neighbour)} use ${use}`,
      hint: `${difference > 0 ? 'add' : 'remove'} ${plural(Math.abs(difference), 'space')} at the start of line ${lineNo}, so that it lines up with line ${near}`,
    }, withKey(content, isDash, neighbour.path));
  }

  /** A line in the column of a list's `- `: the next entry, or a line that lost its `- ` or its indentation. */
  private inList({ col, content, isDash, lineNo }: LineView, frame: Frame, popped: Frame | undefined): void {
    if (isDash) return this.readDash(frame, content.slice(2), col, lineNo);
    const key = content.match(KEY)?.[1];
    if (!key) {
      this.report({
        kind: 'missing-colon',
        line: lineNo,
        col: col + 1,
        message: `line ${lineNo} is neither a \`name: value\` field nor a list entry starting with \`- \``,
        hint: `write it as \`name: value\`, start it with \`- \`, or delete it`,
      }, frame.path);
      return;
    }
    const previousItem = popped && popped.inItem ? popped : undefined;
    const firstKey = previousItem?.keys.keys().next().value;
    const missing = frame === this.stack[1] ? this.missingTopKeys() : [];
    if (missing.length && key !== firstKey) {
      this.report({
        kind: 'top-level-key',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} is indented like the entries of \`${String(frame.path[0])}\`, but is not one of them: the top-level line ${missing.map((name) => `\`${name}:\``).join(' or ')} above it seems to be missing`,
        hint: `add a line \`${missing[0]}:\` above line ${lineNo}, at the very start of the line`,
      }, frame.path);
      return;
    }
    if (previousItem && key !== firstKey) {
      // A field of the entry above, indented like the `- ` lines.
      this.report({
        kind: 'indentation',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(previousItem).replace('the other fields here', 'the other fields of this entry')} use ${previousItem.col}`,
        hint: `add ${plural(previousItem.col - col, 'space')} at the start of line ${lineNo}, so that it lines up with line ${[...previousItem.keys.values()].at(-1)}`,
      }, [...previousItem.path, key]);
      return;
    }
    this.report({
      kind: 'missing-dash',
      line: lineNo,
      col: col + 1,
      message: `line ${lineNo} starts a new entry of the list but has lost its \`- \``,
      hint: `write \`- \` at the start of the text on line ${lineNo}, lined up with the \`- \` on line ${frame.dashLine}`,
    }, [...frame.path, frame.index + 1]);
  }

  /** A line in the column of a map's keys: a `key: value` field, or a mistake among fields. */
  private inMap(line: LineView, frame: Frame, popped: Frame | undefined): void {
    const { col, content, lineNo } = line;
    if (line.isDash) return this.misplacedDash(line, frame, popped);
    const match = content.match(KEY);
    if (!match) {
      const word = content.match(/^([A-Za-z_][\w-]*)(\s+\S|\s*$)/)?.[1];
      const rest = word ? withoutComment(content.slice(word.length)).trim() : '';
      this.report({
        kind: 'missing-colon',
        line: lineNo,
        col: col + 1,
        message: word ? `line ${lineNo} has no colon after the field name \`${word}\`` : `line ${lineNo} is not a \`name: value\` field`,
        hint: word ? `write a colon${rest ? ' and a space' : ''} after the field name: ${word}:${rest ? ` ${rest}` : ''}` : `write it as \`name: value\`, or indent it under the field it continues`,
      }, frame.path);
      return;
    }
    if (frame === this.root && this.topKeys.length && !this.topKeys.includes(match[1]!)) {
      // Checked on the data once the file parses; here only to report one problem for the region.
      this.root.keys.set(match[1]!, lineNo);
      this.readValue(match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo, [match[1]!]);
      return;
    }
    this.readKey(frame, match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo);
  }

  /**
   * A `- ` lined up with fields: an entry of a list further out indented too far, or a misplaced entry (e.g. a page
   * below `notFound:`), not a wrongly indented one.
   */
  private misplacedDash({ col, content, lineNo }: LineView, frame: Frame, popped: Frame | undefined): void {
    const bodyKey = content.slice(2).match(KEY)?.[1];
    const listItemKey = popped?.kind === 'seq' ? this.firstKeyOfList.get(popped) : undefined;
    // A `- ` among fields, starting like the entries of a list further out: that list's entry, indented too far.
    const outer = !popped || popped.kind !== 'seq' ? this.stack.slice(0, -1).reverse().find((candidate) => candidate.kind === 'seq' && bodyKey && this.firstKeyOfList.get(candidate) === bodyKey) : undefined;
    const list = outer ?? (popped?.kind === 'seq' && !(frame.path.length === 1 && bodyKey && listItemKey && bodyKey !== listItemKey) ? popped : undefined);
    this.report({
      kind: list ? 'indentation' : 'misplaced-entry',
      line: lineNo,
      col: list ? 1 : col + 1,
      message: list
        ? `line ${lineNo} is indented ${plural(col, 'space')}; the other entries of this list use ${list.col}`
        : `line ${lineNo} starts a list entry (\`- \`) where fields are expected`,
      hint: list
        ? `${list.col > col ? 'add' : 'remove'} ${plural(Math.abs(list.col - col), 'space')} at the start of line ${lineNo}, so that its \`- \` lines up with line ${list.dashLine}`
        : col === 2 && frame.path[0] === 'notFound'
          ? 'new pages go in the `pages:` list, above the `notFound:` line: move the entry there'
          : `remove the \`- \` on line ${lineNo}, or move the entry into the list it belongs to`,
    }, frame.path);
  }

  /** Handles what follows `key:` (on a map line or after `- `): a nested block, quoted text, a text block... */
  private readValue(key: string | null, value: string | undefined, keyCol: number, valueCol: number, lineNo: number, path: PropertyKey[]): void {
    const trimmed = value === undefined ? '' : withoutComment(value);
    if (trimmed === '') {
      this.opener = { col: keyCol, path, line: lineNo };
      return;
    }
    const first = trimmed[0]!;
    if (first === '"' || first === "'") return this.readQuoted(key, trimmed, keyCol, valueCol, lineNo, path);
    if (first === '|' || first === '>') {
      this.blockTextCol = keyCol;
      return;
    }
    const mistake = plainTextMistake(key, trimmed);
    if (mistake) {
      this.report({ kind: 'needs-quotes', line: lineNo, col: valueCol, ...mistake }, path);
      return;
    }
    if (first === '[' || first === '{') return; // a list or a map written on one line
    this.plainAfter = { col: keyCol, line: lineNo };
  }

  /** Text in quotes: closed on its line, closed further down, or never closed. */
  private readQuoted(key: string | null, trimmed: string, keyCol: number, valueCol: number, lineNo: number, path: PropertyKey[]): void {
    const first = trimmed[0]!;
    const close = closingQuote(trimmed, first);
    const closesLater = close === -1 ? this.closingLine(lineNo, keyCol, first) : undefined;
    if (closesLater !== undefined) {
      this.skipThrough = closesLater; // quoted text over several lines, closed further down
      return;
    }
    if (close === -1) {
      this.report({
        kind: 'unclosed-quote',
        line: lineNo,
        col: valueCol,
        message: `the text on line ${lineNo} opens a quote (${first}) that is never closed`,
        hint: `add the closing ${first} at the end of the text on line ${lineNo}, or remove the opening one`,
      }, path);
    } else if (trimmed.slice(close + 1).trim() !== '') {
      this.report({
        kind: 'needs-quotes',
        line: lineNo,
        col: valueCol,
        message: `the text on line ${lineNo} continues after its closing quote`,
        hint: first === '"' ? `put the whole text in single quotes instead: ${key ?? '-'}: '${trimmed}'` : `put the whole text in double quotes instead: ${key ?? '-'}: "${trimmed}"`,
      }, path);
    }
  }

  /** A `key: value` (or `key:`) line at the column of map frame `frame`. */
  private readKey(frame: Frame, key: string, value: string | undefined, keyCol: number, valueCol: number, lineNo: number): void {
    const seen = frame.keys.get(key);
    if (seen !== undefined) return this.repeatedKey(frame, key, seen, keyCol, lineNo);
    frame.keys.set(key, lineNo);
    this.pathAt[lineNo] = [...frame.path, key];
    const plain = value === undefined ? '' : withoutComment(value).replace(/^(["'])(.*)\1$/, '$2');
    if (NAME_KEYS.has(key) && plain) remember(this.names, [...frame.path, key], plain);
    this.readValue(key, value, keyCol, valueCol, lineNo, [...frame.path, key]);
  }

  /** A key written a second time in one map: a duplicate, or the first field of the next entry without its `- `. */
  private repeatedKey(frame: Frame, key: string, seen: number, keyCol: number, lineNo: number): void {
    const list = this.stack[this.stack.indexOf(frame) - 1];
    // The first field of an entry written again: the next entry, whose `- ` got lost.
    if (frame.inItem && list?.kind === 'seq' && frame.keys.keys().next().value === key) {
      this.report({
        kind: 'missing-dash',
        line: lineNo,
        col: list.col + 1,
        message: `line ${lineNo} starts a new entry (its \`${key}:\` repeats the one on line ${seen}) but has lost its \`- \``,
        hint: `write \`- \` before \`${key}:\` on line ${lineNo}, in the column of the \`- \` on line ${list.dashLine} (replace the two spaces before \`${key}\`)`,
      }, [...list.path, list.index + 1]);
    } else {
      this.report({
        kind: 'duplicate-key',
        line: lineNo,
        col: keyCol + 1,
        message: `\`${key}\` is written twice here (lines ${seen} and ${lineNo})`,
        hint: `keep one \`${key}:\` line: delete line ${lineNo} or line ${seen}`,
      }, [...frame.path, key]);
    }
  }

  /** A line at column `col` whose text starts with `- `. */
  private readDash(list: Frame, body: string, col: number, lineNo: number): void {
    list.index += 1;
    list.dashLine = lineNo;
    const itemPath = [...list.path, list.index];
    const bodyCol = col + 2;
    if (body === '-' || body.startsWith('- ')) {
      // `- - a`: a list inside a list (table rows).
      const inner: Frame = { col: bodyCol, kind: 'seq', keys: new Map(), inItem: true, index: -1, dashLine: lineNo, path: itemPath };
      this.stack.push(inner);
      this.readDash(inner, body.slice(2), bodyCol, lineNo);
      return;
    }
    const match = body.match(KEY);
    if (match) {
      if (!this.firstKeyOfList.has(list)) this.firstKeyOfList.set(list, match[1]!);
      const item: Frame = { col: bodyCol, kind: 'map', keys: new Map(), inItem: true, index: -1, dashLine: 0, path: itemPath };
      this.stack.push(item);
      this.readKey(item, match[1]!, match[2], bodyCol, bodyCol + body.indexOf(match[2] ?? '') + 1, lineNo);
    } else {
      this.readValue(null, body, col, bodyCol + 1, lineNo, itemPath);
    }
  }
}

/** Unquoted text that YAML would read as something else: a list or map on one line, a special character, a field. */
function plainTextMistake(key: string | null, trimmed: string): { message: string; hint: string } | undefined {
  const first = trimmed[0]!;
  if (first === '[' || first === '{') {
    if (trimmed.endsWith(first === '[' ? ']' : '}')) return undefined;
    return {
      message: `text starting with \`${first}\` is read as a list written on one line`,
      hint: `put the whole text in quotes: ${key ?? '-'}: "${trimmed.replace(/"/g, '\\"')}"`,
    };
  }
  if ('@`*&!%'.includes(first)) {
    return {
      message: `text that starts with ${first === '`' ? 'a backquote (`)' : `\`${first}\``} has a special meaning in YAML`,
      hint: `put the whole text in quotes: ${key ?? '-'}: "${trimmed.replace(/"/g, '\\"')}"`,
    };
  }
  if (trimmed.search(/:(\s|$)/) !== -1 && key !== null) {
    return {
      message: `the text of \`${key}\` contains \`: \`, which YAML reads as the start of another field`,
      hint: `put the whole text in quotes: ${key}: "${trimmed.replace(/"/g, '\\"')}"`,
    };
  }
  return undefined;
}

/** Who the line's neighbours are, in the author's words: the fields of this block, of this page, ... */
function describeFields(frame: Frame): string {
  if (frame.kind === 'seq') return 'the other entries of this list';
  if (!frame.path.length) return 'the top-level fields';
  const [list] = frame.path.slice(-2);
  if (list === 'blocks' && frame.inItem) return 'the other fields of this block';
  if (list === 'pages' && frame.inItem && frame.path.length === 2) return 'the other fields of this page';
  return 'the other fields here';
}

/** The data path of a wrongly placed line: its frame's, with the line's own key when it has one. */
function withKey(content: string, isDash: boolean, path: PropertyKey[]): PropertyKey[] {
  const lineKey = (isDash ? content.slice(2) : content).match(KEY)?.[1];
  return lineKey && !isDash ? [...path, lineKey] : path;
}

/**
 * Walks the lines of a content file and returns the first layout mistake of each broken region (a region being
 * one entry of a top-level list, e.g. one page, or one top-level key), with the line and column to change.
 * `topKeys` are the keys the file must have at its top level (pages.yaml: pages, notFound).
 */
export function readLayout(text: string, topKeys: readonly string[]): Layout {
  const lines = [...linesOf(text)];
  const reader = new LayoutReader(lines.map((line) => text.slice(line.start, line.end)), topKeys);
  for (const [index, line] of lines.entries()) {
    if (line.blank) continue;
    const raw = text.slice(line.start, line.end).replace(/\r$/, '');
    const lead = raw.match(/^[ \t\u00a0\u3000]*/)![0];
    const content = raw.slice(lead.length);
    reader.read({ lineNo: index + 1, lead, col: lead.length, content, isDash: content === '-' || content.startsWith('- ') });
  }
  return { findings: reader.findings, pathAt: reader.pathAt, names: reader.names };
}

/** The region of each line: lines of one top-level list entry (e.g. one page) or one top-level key share it. */
export function regionsOf(text: string): number[] {
  const regions: number[] = [];
  let region = 0;
  let listCol: number | null = null;
  let afterTopKey = false;
  for (const line of linesOf(text)) {
    if (!line.blank) {
      const dash = isDash(text, line);
      // (A line indented with a tab starts a region too: the layout reader reports the tab there.)
      if (line.spaces === 0 && !dash) {
        region += 1;
        listCol = null;
        afterTopKey = true;
      } else if (afterTopKey) {
        listCol = dash ? line.spaces : null;
        afterTopKey = false;
        if (dash) region += 1;
      } else if (dash && line.spaces === listCol) region += 1;
    }
    regions.push(region);
  }
  return regions;
}
