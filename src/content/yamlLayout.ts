// Recognises the everyday layout mistakes in a content file (a line indented differently from its neighbours, a
// lost `- `, a missing top-level key, a tab, text that needs quotes, an unclosed quote) by reading the lines the way
// an author does: fields of one block share a column, entries of one list share a `- ` column. The yaml package's
// own errors often name the line after (or before) the mistake and describe the parser's state, not the fix; this
// walk names the line to change and the change. It is only consulted when the parser has found an error.
import type { ProblemKind } from './problems';

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
const COMMENT = /^\s*(#.*)?$/;

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

/**
 * Walks the lines of a content file and returns the first layout mistake of each broken region (a region being
 * one entry of a top-level list, e.g. one page, or one top-level key), with the line and column to change.
 * `topKeys` are the keys the file must have at its top level (pages.yaml: pages, notFound).
 */
export function readLayout(text: string, topKeys: readonly string[]): Layout {
  const lines = text.split('\n');
  const findings: LayoutFinding[] = [];
  const pathAt: Array<PropertyKey[] | undefined> = [];
  const names: Record<string, unknown> = {};
  const root: Frame = { col: 0, kind: 'map', keys: new Map(), inItem: false, index: -1, dashLine: 0, path: [] };
  let stack: Frame[] = [root];
  /** The line before opened a nested block (`key:` or `- `), under the key or dash at this column. */
  let opener: { col: number; path: PropertyKey[]; line: number } | null = null;
  /** The line before held plain text after `key: ` at this column: more indented lines continue that text. */
  let plainAfter: { col: number; line: number } | null = null;
  /** Lines more indented than this column belong to a `|` or `>` text block. */
  let blockTextCol: number | null = null;
  let skipping = false;
  /** Lines up to this number continue a quoted text that started above. */
  let skipThrough = 0;
  /** The line that closes a quote opened on line `from` (its key at `keyCol`), if the text goes on over lines. */
  const closingLine = (from: number, keyCol: number, quote: string): number | undefined => {
    for (let at = from; at < lines.length; at += 1) {
      const line = lines[at]!;
      if (!line.trim()) continue;
      if (line.match(/^ */)![0].length <= keyCol) return undefined;
      if (closingQuote(`${quote}${line}`, quote) !== -1) return at + 1;
    }
    return undefined;
  };
  /** The first field of the first entry of each list (`type` for blocks): what its entries start with. */
  const firstKeyOfList = new Map<Frame, string>();
  const top = () => stack[stack.length - 1]!;
  const missingTopKeys = () => topKeys.filter((key) => !root.keys.has(key) && !lines.some((line) => line.startsWith(`${key}:`)));

  const report = (finding: Omit<LayoutFinding, 'path'>, path: PropertyKey[]) => {
    findings.push({ ...finding, path });
    skipping = true;
  };

  /** Handles what follows `key:` (on a map line or after `- `): a nested block, quoted text, a text block... */
  const readValue = (key: string | null, value: string | undefined, keyCol: number, valueCol: number, lineNo: number, path: PropertyKey[]): void => {
    const trimmed = value === undefined ? '' : withoutComment(value);
    if (trimmed === '') {
      opener = { col: keyCol, path, line: lineNo };
      return;
    }
    const first = trimmed[0]!;
    if (first === '"' || first === "'") {
      const close = closingQuote(trimmed, first);
      const closesLater = close === -1 ? closingLine(lineNo, keyCol, first) : undefined;
      if (closesLater !== undefined) {
        skipThrough = closesLater; // quoted text over several lines, closed further down
        return;
      }
      if (close === -1) {
        report({
          kind: 'unclosed-quote',
          line: lineNo,
          col: valueCol,
          message: `the text on line ${lineNo} opens a quote (${first}) that is never closed`,
          hint: `add the closing ${first} at the end of the text on line ${lineNo}, or remove the opening one`,
        }, path);
      } else if (trimmed.slice(close + 1).trim() !== '') {
        report({
          kind: 'needs-quotes',
          line: lineNo,
          col: valueCol,
          message: `the text on line ${lineNo} continues after its closing quote`,
          hint: first === '"' ? `put the whole text in single quotes instead: ${key ?? '-'}: '${trimmed}'` : `put the whole text in double quotes instead: ${key ?? '-'}: "${trimmed}"`,
        }, path);
      }
      return;
    }
    if (first === '|' || first === '>') {
      blockTextCol = keyCol;
      return;
    }
    if (first === '[' || first === '{') {
      const closer = first === '[' ? ']' : '}';
      if (!trimmed.endsWith(closer)) {
        report({
          kind: 'needs-quotes',
          line: lineNo,
          col: valueCol,
          message: `text starting with \`${first}\` is read as a list written on one line`,
          hint: `put the whole text in quotes: ${key ?? '-'}: "${trimmed.replace(/"/g, '\\"')}"`,
        }, path);
      }
      return;
    }
    if ('@`*&!%'.includes(first)) {
      report({
        kind: 'needs-quotes',
        line: lineNo,
        col: valueCol,
        message: `text that starts with ${first === '`' ? 'a backquote (`)' : `\`${first}\``} has a special meaning in YAML`,
        hint: `put the whole text in quotes: ${key ?? '-'}: "${trimmed.replace(/"/g, '\\"')}"`,
      }, path);
      return;
    }
    const colon = trimmed.search(/:(\s|$)/);
    if (colon !== -1 && key !== null) {
      report({
        kind: 'needs-quotes',
        line: lineNo,
        col: valueCol,
        message: `the text of \`${key}\` contains \`: \`, which YAML reads as the start of another field`,
        hint: `put the whole text in quotes: ${key}: "${trimmed.replace(/"/g, '\\"')}"`,
      }, path);
      return;
    }
    plainAfter = { col: keyCol, line: lineNo };
  };

  /** A `key: value` (or `key:`) line at the column of map frame `frame`. */
  const readKey = (frame: Frame, key: string, value: string | undefined, keyCol: number, valueCol: number, lineNo: number): void => {
    const seen = frame.keys.get(key);
    if (seen !== undefined) {
      const list = stack[stack.indexOf(frame) - 1];
      // The first field of an entry written again: the next entry, whose `- ` got lost.
      if (frame.inItem && list?.kind === 'seq' && frame.keys.keys().next().value === key) {
        report({
          kind: 'missing-dash',
          line: lineNo,
          col: list.col + 1,
          message: `line ${lineNo} starts a new entry (its \`${key}:\` repeats the one on line ${seen}) but has lost its \`- \``,
          hint: `write \`- \` before \`${key}:\` on line ${lineNo}, in the column of the \`- \` on line ${list.dashLine} (replace the two spaces before \`${key}\`)`,
        }, [...list.path, list.index + 1]);
      } else {
        report({
          kind: 'duplicate-key',
          line: lineNo,
          col: keyCol + 1,
          message: `\`${key}\` is written twice here (lines ${seen} and ${lineNo})`,
          hint: `keep one \`${key}:\` line: delete line ${lineNo} or line ${seen}`,
        }, [...frame.path, key]);
      }
      return;
    }
    frame.keys.set(key, lineNo);
    pathAt[lineNo] = [...frame.path, key];
    const plain = value === undefined ? '' : withoutComment(value).replace(/^(["'])(.*)\1$/, '$2');
    if (NAME_KEYS.has(key) && plain) remember(names, [...frame.path, key], plain);
    readValue(key, value, keyCol, valueCol, lineNo, [...frame.path, key]);
  };

  /** A line at column `col` whose text starts with `- `. */
  const readDash = (list: Frame, body: string, col: number, lineNo: number): void => {
    list.index += 1;
    list.dashLine = lineNo;
    const itemPath = [...list.path, list.index];
    const bodyCol = col + 2;
    if (body === '-' || body.startsWith('- ')) {
      // `- - a`: a list inside a list (table rows).
      const inner: Frame = { col: bodyCol, kind: 'seq', keys: new Map(), inItem: true, index: -1, dashLine: lineNo, path: itemPath };
      stack.push(inner);
      readDash(inner, body.slice(2), bodyCol, lineNo);
      return;
    }
    const match = body.match(KEY);
    if (match) {
      if (!firstKeyOfList.has(list)) firstKeyOfList.set(list, match[1]!);
      const item: Frame = { col: bodyCol, kind: 'map', keys: new Map(), inItem: true, index: -1, dashLine: 0, path: itemPath };
      stack.push(item);
      readKey(item, match[1]!, match[2], bodyCol, bodyCol + body.indexOf(match[2] ?? '') + 1, lineNo);
    } else {
      readValue(null, body, col, bodyCol + 1, lineNo, itemPath);
    }
  };

  /** Who the line's neighbours are, in the author's words: the fields of this block, of this page, ... */
  const describeFields = (frame: Frame) => {
    if (frame.kind === 'seq') return 'the other entries of this list';
    if (!frame.path.length) return 'the top-level fields';
    const [list] = frame.path.slice(-2);
    if (list === 'blocks' && frame.inItem) return 'the other fields of this block';
    if (list === 'pages' && frame.inItem && frame.path.length === 2) return 'the other fields of this page';
    return 'the other fields here';
  };

  for (let index = 0; index < lines.length; index += 1) {
    const lineNo = index + 1;
    const raw = lines[index]!.replace(/\r$/, '');
    if (lineNo <= skipThrough || COMMENT.test(raw)) continue;
    const lead = raw.match(/^[ \t\u00a0\u3000]*/)![0];
    const col = lead.length;
    const content = raw.slice(col);
    const isDash = content === '-' || content.startsWith('- ');

    if (blockTextCol !== null) {
      if (col > blockTextCol) continue;
      blockTextCol = null;
    }

    if (skipping) {
      // After a mistake, resume at the next entry of a top-level list or the next top-level key.
      const list = stack.find((frame, at) => frame.kind === 'seq' && at === 1);
      const atBoundary = (col === 0 && !isDash) || (list && col === list.col && isDash);
      if (!atBoundary) continue;
      skipping = false;
      stack = col === 0 ? [root] : stack.slice(0, 2);
      opener = null;
      plainAfter = null;
    }

    if (col === 0 && /^(---|\.\.\.)\s*$/.test(content)) {
      report({
        kind: 'yaml-syntax',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} (\`${content.trim()}\`) splits the file into two YAML documents`,
        hint: `delete line ${lineNo}`,
      }, []);
      continue;
    }

    const badChar = lead.search(/[\t\u00a0\u3000]/);
    if (badChar !== -1) {
      const isTab = lead[badChar] === '\t';
      report({
        kind: isTab ? 'tab' : 'pasted-character',
        line: lineNo,
        col: badChar + 1,
        message: isTab ? `line ${lineNo} is indented with a tab` : `line ${lineNo} is indented with a non-breaking space (often pasted from a document)`,
        hint: `indent line ${lineNo} with spaces only${isTab ? ' (set your editor to insert spaces for the Tab key)' : ': delete the indentation and type it again with the space bar'}`,
      }, top().path);
      continue;
    }

    // (The closures above set these; `as` keeps TypeScript from assuming they are still null.)
    const lineKey = (isDash ? content.slice(2) : content).match(KEY)?.[1];
    const withKey = (path: PropertyKey[]) => (lineKey && !isDash ? [...path, lineKey] : path);
    const pendingOpener = opener as { col: number; path: PropertyKey[]; line: number } | null;
    const pendingPlain = plainAfter as { col: number; line: number } | null;
    opener = null;
    plainAfter = null;

    // The first line of the file: the top level must be `key:` lines at column 0.
    if (stack.length === 1 && root.keys.size === 0 && (col > 0 || isDash)) {
      const missing = missingTopKeys();
      report({
        kind: 'top-level-key',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} is ${isDash ? 'a list entry' : 'indented'}, but the file must start with a top-level field${missing.length ? ` (${missing.map((key) => `\`${key}:\``).join(', ')})` : ''}`,
        hint: missing.length === 1 ? `add a line \`${missing[0]}:\` above line ${lineNo}, at the very start of the line` : `add the missing top-level line above line ${lineNo}, or remove the spaces before line ${lineNo}`,
      }, []);
      continue;
    }

    if (pendingOpener && (col > pendingOpener.col || (col === pendingOpener.col && isDash && top().kind === 'map' && top().col === col))) {
      // The first line of a nested block decides its column.
      const frame: Frame = { col, kind: isDash ? 'seq' : 'map', keys: new Map(), inItem: false, index: -1, dashLine: lineNo, path: pendingOpener.path };
      stack.push(frame);
      if (isDash) readDash(frame, content.slice(2), col, lineNo);
      else {
        const match = content.match(KEY);
        if (match) readKey(frame, match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo);
        else plainAfter = { col: pendingOpener.col, line: lineNo }; // `key:` followed by text on the next lines
      }
      continue;
    }

    if (pendingPlain && col > pendingPlain.col) {
      const match = content.match(KEY);
      if (!match && !isDash) {
        plainAfter = pendingPlain; // the text goes on over several lines
        continue;
      }
      const frame = top();
      const expected = frame.kind === 'map' ? frame.col : frame.col + 2;
      report({
        kind: 'indentation',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(frame)} use ${expected}`,
        hint: `remove ${plural(col - expected, 'space')} at the start of line ${lineNo}, so that it lines up with line ${pendingPlain.line}`,
      }, withKey(frame.path));
      continue;
    }

    // Close the blocks this line is outside of.
    let popped: Frame | undefined;
    while (stack.length > 1 && top().col > col) popped = stack.pop();
    const frame = top();

    if (frame.col !== col) {
      const neighbour = popped && Math.abs(popped.col - col) <= Math.abs(frame.col - col) ? popped : frame;
      const use = neighbour.kind === 'seq' && !isDash ? neighbour.col + 2 : neighbour.col;
      const difference = use - col;
      const near = neighbour.kind === 'seq' ? neighbour.dashLine : [...neighbour.keys.values()].at(-1) ?? neighbour.dashLine;
      report({
        kind: 'indentation',
        line: lineNo,
        col: 1,
        message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(neighbour)} use ${use}`,
        hint: `${difference > 0 ? 'add' : 'remove'} ${plural(Math.abs(difference), 'space')} at the start of line ${lineNo}, so that it lines up with line ${near}`,
      }, withKey(neighbour.path));
      continue;
    }

    if (frame.kind === 'seq') {
      if (isDash) {
        readDash(frame, content.slice(2), col, lineNo);
        continue;
      }
      const match = content.match(KEY);
      const key = match?.[1];
      if (!key) {
        report({
          kind: 'missing-colon',
          line: lineNo,
          col: col + 1,
          message: `line ${lineNo} is neither a \`name: value\` field nor a list entry starting with \`- \``,
          hint: `write it as \`name: value\`, start it with \`- \`, or delete it`,
        }, frame.path);
        continue;
      }
      const previousItem = popped && popped.inItem ? popped : undefined;
      const firstKey = previousItem?.keys.keys().next().value;
      const missing = frame === stack[1] ? missingTopKeys() : [];
      if (key && missing.length && key !== firstKey) {
        report({
          kind: 'top-level-key',
          line: lineNo,
          col: 1,
          message: `line ${lineNo} is indented like the entries of \`${String(frame.path[0])}\`, but is not one of them: the top-level line ${missing.map((name) => `\`${name}:\``).join(' or ')} above it seems to be missing`,
          hint: `add a line \`${missing[0]}:\` above line ${lineNo}, at the very start of the line`,
        }, frame.path);
        continue;
      }
      if (key && previousItem && key !== firstKey) {
        // A field of the entry above, indented like the `- ` lines.
        report({
          kind: 'indentation',
          line: lineNo,
          col: 1,
          message: `line ${lineNo} is indented ${plural(col, 'space')}; ${describeFields(previousItem).replace('the other fields here', 'the other fields of this entry')} use ${previousItem.col}`,
          hint: `add ${plural(previousItem.col - col, 'space')} at the start of line ${lineNo}, so that it lines up with line ${[...previousItem.keys.values()].at(-1)}`,
        }, [...previousItem.path, key]);
        continue;
      }
      report({
        kind: 'missing-dash',
        line: lineNo,
        col: col + 1,
        message: `line ${lineNo} starts a new entry of the list but has lost its \`- \``,
        hint: `write \`- \` at the start of the text on line ${lineNo}, lined up with the \`- \` on line ${frame.dashLine}`,
      }, [...frame.path, frame.index + 1]);
      continue;
    }

    // A map: `key: value` lines.
    if (isDash) {
      // A `- ` lined up with a list of something else: a misplaced entry (e.g. a page below `notFound:`), not a
      // wrongly indented one.
      const bodyKey = content.slice(2).match(KEY)?.[1];
      const listItemKey = popped?.kind === 'seq' ? firstKeyOfList.get(popped) : undefined;
      // A `- ` among fields, starting like the entries of a list further out: that list's entry, indented too far.
      const outer = !popped || popped.kind !== 'seq' ? stack.slice(0, -1).reverse().find((candidate) => candidate.kind === 'seq' && bodyKey && firstKeyOfList.get(candidate) === bodyKey) : undefined;
      const list = outer ?? (popped?.kind === 'seq' && !(frame.path.length === 1 && bodyKey && listItemKey && bodyKey !== listItemKey) ? popped : undefined);
      report({
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
      continue;
    }
    const match = content.match(KEY);
    if (!match) {
      const word = content.match(/^([A-Za-z_][\w-]*)(\s+\S|\s*$)/)?.[1];
      const rest = word ? withoutComment(content.slice(word.length)).trim() : '';
      report({
        kind: 'missing-colon',
        line: lineNo,
        col: col + 1,
        message: word ? `line ${lineNo} has no colon after the field name \`${word}\`` : `line ${lineNo} is not a \`name: value\` field`,
        hint: word ? `write a colon${rest ? ' and a space' : ''} after the field name: ${word}:${rest ? ` ${rest}` : ''}` : `write it as \`name: value\`, or indent it under the field it continues`,
      }, frame.path);
      continue;
    }
    if (frame === root && topKeys.length && !topKeys.includes(match[1]!)) {
      // Checked on the data once the file parses; here only to report one problem for the region.
      root.keys.set(match[1]!, lineNo);
      readValue(match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo, [match[1]!]);
      continue;
    }
    readKey(frame, match[1]!, match[2], col, col + content.indexOf(match[2] ?? '') + 1, lineNo);
  }
  return { findings, pathAt, names };
}

/** The region of each line: lines of one top-level list entry (e.g. one page) or one top-level key share it. */
export function regionsOf(text: string): number[] {
  const lines = text.split('\n');
  const regions: number[] = [];
  let region = 0;
  let listCol: number | null = null;
  let afterTopKey = false;
  for (const raw of lines) {
    const col = raw.match(/^ */)![0].length;
    const content = raw.slice(col);
    if (!COMMENT.test(raw)) {
      const isDash = content === '-' || content.startsWith('- ');
      if (col === 0 && !isDash) {
        region += 1;
        listCol = null;
        afterTopKey = true;
      } else if (afterTopKey) {
        listCol = isDash ? col : null;
        afterTopKey = false;
        if (isDash) region += 1;
      } else if (isDash && col === listCol) region += 1;
    }
    regions.push(region);
  }
  return regions;
}
