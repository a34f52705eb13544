// Bounds on the work a content file can cause, so that no input (careless or hostile) can exhaust the machine or
// crash the parser: a size limit, valid UTF-8, a nesting limit and a budget for what aliases may repeat. Each is
// reported as a located problem instead.
import { isAlias, isCollection, isPair, isScalar, type Document, type Node } from 'yaml';
import type { Problem } from './problems';

/** A line and column in a file. */
type Position = Pick<Problem, 'line' | 'col'>;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_NESTING = 64;
/**
 * The most values (fields and list entries) a file may write: the parser takes about 25 µs a value, so this keeps
 * any file within the limits under 5 s to check. A 1,000-page pages.yaml writes about 50,000.
 */
const MAX_VALUES = 100_000;
/** Aliases may repeat at most this many times the number of values the file itself writes. */
const ALIAS_BUDGET_FACTOR = 10;
/** ...but a small file may always repeat this many (a few anchors reused in a short file are harmless). */
const ALIAS_BUDGET_FLOOR = 10_000;
/** ...and no file may repeat more than this many, however large it is (the build renders every repeated value). */
const ALIAS_BUDGET_CAP = 100_000;

const problem = (file: string, at: Position, kind: Problem['kind'], path: string, message: string, hint: string): Problem => ({ kind, file, ...at, path, place: 'the whole file', message, hint });

/** 1-based line and column of a byte offset in UTF-8 `bytes` (columns count characters, as editors do). */
function bytePosition(bytes: Uint8Array, offset: number): Position {
  let lineStart = 0;
  let line = 1;
  for (let index = 0; index < offset; index += 1) {
    if (bytes[index] === 0x0a) {
      line += 1;
      lineStart = index + 1;
    }
  }
  const before = new TextDecoder().decode(bytes.subarray(lineStart, offset));
  return { line, col: [...before].length + 1 };
}

/** Offset of the first byte that is not part of a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length; ) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      index += 1;
      continue;
    }
    let length: number;
    let min: number;
    if (byte >= 0xc2 && byte <= 0xdf) [length, min] = [2, 0x80];
    else if (byte >= 0xe0 && byte <= 0xef) [length, min] = [3, 0x800];
    else if (byte >= 0xf0 && byte <= 0xf4) [length, min] = [4, 0x10000];
    else return index;
    let code = byte & (0xff >> (length + 1));
    for (let next = 1; next < length; next += 1) {
      const continuation = bytes[index + next];
      if (continuation === undefined || (continuation & 0xc0) !== 0x80) return index;
      code = (code << 6) | (continuation & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return index;
    index += length;
  }
  return -1;
}

/**
 * The text of a content file, or the problems that stop it being read: larger than MAX_FILE_BYTES (checked before
 * reading it) or not valid UTF-8 (which would otherwise reach the pages as replacement characters).
 */
export function readContentText(file: string, size: number, read: () => Uint8Array): { text: string; problems: Problem[] } {
  if (size > MAX_FILE_BYTES) {
    const megabytes = (size / 1024 / 1024).toFixed(1);
    return {
      text: '',
      problems: [problem(file, { line: 1, col: 1 }, 'file-too-large', '(file)', `the file is ${megabytes} MB; a content file may be at most ${MAX_FILE_BYTES / 1024 / 1024} MB`, 'split the content or remove what was pasted in by mistake')],
    };
  }
  const bytes = read();
  const invalid = firstInvalidUtf8(bytes);
  if (invalid !== -1) {
    const hex = [...bytes.subarray(invalid, invalid + 4)].map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
    return {
      text: '',
      problems: [problem(file, bytePosition(bytes, invalid), 'invalid-encoding', '(file)', `the file is not valid UTF-8 text here (bytes ${hex}); it was probably saved in another encoding or pasted from a binary file`, 'save the file as UTF-8 in your editor and retype the character at this position')],
    };
  }
  const text = new TextDecoder().decode(bytes);
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, problems: [] };
}

const isSpace = (char: string | undefined) => char === undefined || char === ' ' || char === '\t';

/**
 * Offset where the text nests deeper than MAX_NESTING levels (block indentation, `- ` entries and `[`/`{` brackets
 * together), or -1. A light scan of the text before parsing: the parser itself recurses once per level, and ten
 * thousand levels exhaust its stack.
 */
export function tooDeepAt(text: string, limit = MAX_NESTING): number {
  const found = structureLimitAt(text, { depth: limit, values: Infinity });
  return found?.kind === 'depth' ? found.offset : -1;
}

/**
 * Where the text first goes beyond a limit of its structure, or null: nesting deeper than `depth`, or more than
 * `values` values (fields, list entries, brackets and their items), counted as the parser would meet them.
 */
export function structureLimitAt(text: string, limits: { depth: number; values: number } = { depth: MAX_NESTING, values: MAX_VALUES }): { kind: 'depth' | 'values'; offset: number } | null {
  const limit = limits.depth;
  let values = 0;
  const tooMany = () => (values += 1) > limits.values;
  const indents: number[] = [];
  let flow = 0;
  let quote: '"' | "'" | null = null;
  let blockScalarIndent = -1;
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const blank = /^\s*(#.*)?$/.test(line);
    let i = 0;
    let depth = 0;
    if (blockScalarIndent >= 0 && (blank || indent > blockScalarIndent)) {
      lineStart += line.length + 1;
      continue;
    }
    blockScalarIndent = -1;
    if (!quote && flow === 0) {
      if (blank) {
        lineStart += line.length + 1;
        continue;
      }
      while (indents.length && indents[indents.length - 1]! >= indent) indents.pop();
      indents.push(indent);
      i = indent;
    }
    let expectValue = !quote;
    const deeper = (by: number) => {
      depth += by;
      return indents.length + depth + flow > limit;
    };
    while (i < line.length) {
      const char = line[i]!;
      const next = line[i + 1];
      if (quote) {
        if (quote === "'" && char === "'") {
          if (next === "'") i += 1;
          else quote = null;
        } else if (quote === '"' && char === '\\') i += 1;
        else if (quote === '"' && char === '"') quote = null;
        i += 1;
        continue;
      }
      if (char === ' ' || char === '\t') {
        i += 1;
        continue;
      }
      if (char === '#' && isSpace(line[i - 1])) break;
      if (expectValue && (char === '"' || char === "'")) {
        quote = char;
        expectValue = false;
      } else if ((char === '[' || char === '{') && (expectValue || flow > 0)) {
        flow += 1;
        if (indents.length + depth + flow > limit) return { kind: 'depth', offset: lineStart + i };
        if (tooMany()) return { kind: 'values', offset: lineStart + i };
        expectValue = true;
      } else if ((char === ']' || char === '}') && flow > 0) {
        flow -= 1;
        expectValue = false;
      } else if (char === ',' && flow > 0) {
        if (tooMany()) return { kind: 'values', offset: lineStart + i };
        expectValue = true;
      } else if ((char === '-' || char === '?') && isSpace(next) && expectValue && flow === 0) {
        if (deeper(1)) return { kind: 'depth', offset: lineStart + i };
        if (tooMany()) return { kind: 'values', offset: lineStart + i };
      } else if (char === ':' && (isSpace(next) || (flow > 0 && /[,[\]{}]/.test(next ?? '')))) {
        if (deeper(1)) return { kind: 'depth', offset: lineStart + i };
        if (tooMany()) return { kind: 'values', offset: lineStart + i };
        expectValue = true;
      } else if ((char === '&' || char === '!' || char === '*') && expectValue) {
        while (i < line.length && !isSpace(line[i]) && !(flow > 0 && /[,[\]{}]/.test(line[i]!))) i += 1;
        continue;
      } else if ((char === '|' || char === '>') && expectValue && flow === 0) {
        blockScalarIndent = indent;
        break;
      } else {
        // A plain scalar: up to the next `: ` (a key), ` #` (a comment), or in brackets the next , ] } or :.
        expectValue = false;
        const end = flow > 0 ? /[,[\]{}]|:(?=[\s,[\]{}]|$)| #/g : /:(?=\s|$)| #/g;
        end.lastIndex = i + 1;
        const found = end.exec(line);
        if (!found) break;
        i = found.index;
        continue;
      }
      i += 1;
    }
    lineStart += line.length + 1;
  }
  return null;
}

// Characters YAML does not allow in a file (C0 controls other than tab and line breaks, DEL, surrogates, U+FFFE/FFFF):
// the yaml package lets them through, and in the pages they are invisible or turn into replacement characters.
// eslint-disable-next-line no-control-regex
const NOT_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Offset of the first character YAML does not allow in a file, or -1. */
export function unprintableAt(text: string): number {
  return text.search(NOT_PRINTABLE);
}

/** The problem for a character YAML does not allow, at `at`. */
export function unprintableProblem(file: string, text: string, offset: number, at: Position): Problem {
  const code = `U+${text.charCodeAt(offset).toString(16).toUpperCase().padStart(4, '0')}`;
  return problem(file, at, 'yaml-syntax', '(syntax)', `the file contains an invisible control character (${code}) here, which YAML does not allow`, 'delete it (it often comes with text pasted from another program); write it as an escape in double quotes if it is really wanted');
}

/** The problem for a file that writes more values than MAX_VALUES, at the value that crosses it. */
export function tooManyValuesProblem(file: string, at: Position): Problem {
  return problem(
    file,
    at,
    'file-too-large',
    '(file)',
    `the file writes more than ${MAX_VALUES.toLocaleString('en')} values (fields and list entries) by here; a 1,000-page site writes about 50,000`,
    'remove what was pasted or generated by mistake, or split the content',
  );
}

/** The problem for text nested too deeply, at `offset`. */
export function nestingProblem(file: string, at: Position): Problem {
  return problem(
    file,
    at,
    'yaml-nesting',
    '(nesting)',
    `the content is nested more than ${MAX_NESTING} levels deep here; no page needs that many`,
    'look for a run of `[`, `{` or `- ` that was typed or pasted by mistake, or for lines indented further and further',
  );
}

/**
 * Aliases (`*name`) that would repeat more values than the budget allows: ALIAS_BUDGET_FACTOR times the values the
 * file writes itself (at least ALIAS_BUDGET_FLOOR, at most ALIAS_BUDGET_CAP). Each alias costs the size of what it repeats, aliases inside that
 * included, so a few lines cannot expand into millions of values in the site.
 */
export function aliasBudgetProblem(file: string, doc: Document, at: (offset: number) => Position): Problem | undefined {
  const sizes = new Map<Node, number>();
  const aliases: Array<{ node: Node & { source: string; range?: [number, number, number] | null }; target: Node }> = [];
  let own = 0;
  const visiting = new Set<Node>();
  // Anchors defined so far, in document order: an alias means the latest one of its name before it. (The yaml
  // package's own Alias.resolve searches the whole document for each alias, too slow for thousands of them.)
  const anchors = new Map<string, Node>();
  // The number of values `node` stands for once its aliases are expanded (recursion is bounded by the nesting limit).
  const sizeOf = (node: unknown, record: boolean): number => {
    if (isAlias(node)) {
      if (record) own += 1;
      const target = anchors.get(node.source);
      if (!target || visiting.has(target)) return 1;
      if (record) aliases.push({ node: node as never, target });
      return expanded(target);
    }
    if (record) own += 1;
    if (record && (isScalar(node) || isCollection(node)) && node.anchor) anchors.set(node.anchor, node);
    if (isPair(node)) return sizeOf(node.key, record) + sizeOf(node.value, record);
    if (isCollection(node)) return node.items.reduce((sum: number, item) => sum + sizeOf(item, record), 1);
    return isScalar(node) ? 1 : 0;
  };
  const expanded = (target: Node): number => {
    const known = sizes.get(target);
    if (known !== undefined) return known;
    visiting.add(target);
    const size = sizeOf(target, false);
    visiting.delete(target);
    sizes.set(target, size);
    return size;
  };
  sizeOf(doc.contents, true);
  if (!aliases.length) return undefined;
  const budget = Math.min(Math.max(ALIAS_BUDGET_FACTOR * own, ALIAS_BUDGET_FLOOR), ALIAS_BUDGET_CAP);
  const why = budget === ALIAS_BUDGET_CAP ? 'the most any file may repeat' : `${ALIAS_BUDGET_FACTOR} times the ${own.toLocaleString('en')} it writes`;
  let spent = 0;
  for (const { node, target } of aliases) {
    spent += expanded(target);
    if (spent > budget) {
      return problem(
        file,
        at(node.range?.[0] ?? 0),
        'yaml-alias',
        '(alias)',
        `\`*${node.source}\` repeats ${expanded(target).toLocaleString('en')} values: with the aliases before it, this file would repeat more than ${budget.toLocaleString('en')} values (${why})`,
        'write the values out where they are needed, or reuse a short one; aliases are meant for small repeated parts',
      );
    }
  }
  return undefined;
}

/** A file path with its %-escapes decoded, or undefined when it has a `%` not followed by two hex digits. */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Why a file path cannot be decoded, or undefined when it can. (It uses the decoded value: bundlers drop a call to
 * decodeURIComponent whose result is unused as free of side effects, and with it the error it would throw.)
 */
export function undecodablePath(path: string): string | undefined {
  return decodePath(path) === undefined ? 'has a % that does not start an escape such as %20, so browsers cannot request it' : undefined;
}

/**
 * Why a file path is not a plain path under public/, or undefined when it is. A browser reads `//host/...` and
 * `/\host/...` as another host, and `.` and `..` parts (also written %2e%2e) would leave the folder they name.
 */
export function notASitePath(path: string): string | undefined {
  const forms = [path, decodePath(path) ?? path];
  if (forms.some((form) => form.includes('\\'))) return 'contains a backslash, which browsers read as a slash (even as the start of another host)';
  if (forms.some((form) => form.startsWith('//'))) return 'starts with //, which browsers read as the address of another host';
  if (forms.some((form) => form.includes('//'))) return 'has an empty part (//) in the middle';
  if (forms.some((form) => form.split('/').some((part) => part === '.' || part === '..'))) return 'has a `.` or `..` part; write the path from public/ without them';
  return undefined;
}
