import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { aliasBudgetProblem, nestingProblem, tooDeepAt, unprintableAt, unprintableProblem, unreadableSource } from './limits';
import type { Problem } from './problems';
import { lineIndex, parseInChunks, type ChunkedParse } from './yamlChunks';

export type Position = { line: number; col: number };

export type YamlSource = {
  file: string;
  /** The parsed data, or undefined when the file has syntax errors. */
  value: unknown;
  problems: Problem[];
  /**
   * Position of the value at `path`. With `key: true`, the position of the key of the last segment
   * (used for unknown keys). A path that does not exist resolves to its nearest existing ancestor.
   */
  locate(path: ReadonlyArray<PropertyKey>, options?: { key?: boolean }): Position;
};

function child(node: unknown, segment: PropertyKey): { value: unknown; key: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    return pair ? { value: pair.value, key: pair.key } : undefined;
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item === undefined ? undefined : { value: isPair(item) ? item.value : item, key: undefined };
  }
  return undefined;
}

function startOf(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}

/** What to do about common YAML syntax errors, in an author's words (matched on the yaml package's messages). */
const syntaxHints: Array<[RegExp, string]> = [
  [/Tabs are not allowed/, 'indent with spaces, never tabs (set your editor to insert spaces)'],
  [/Map keys must be unique/, 'the same field is written twice in one place: delete one of them'],
  [/Missing closing/, 'a quote or bracket is opened but not closed: close it on the same line, or remove it'],
  [/Nested mappings are not allowed in compact mappings/, 'the text contains `: `; put the whole text in quotes, e.g. text: "Note: ..."'],
  [/block sequence may not be used as an implicit map key/, 'a `- ` entry is outside its list or not lined up with it: give it the indentation of the entries above (new pages go above `notFound:` in pages.yaml)'],
  [/Implicit keys need to be on a single line|Implicit map keys need to be followed by map values/, 'a field name has no colon after it (write `name: value`), or a line is indented wrongly'],
  [/must start at the same column|sufficiently indented|indent/i, 'line this field up with the other fields of the same block (same number of spaces)'],
  [/cannot start with reserved character/, 'text that starts with @, ` or another special character must be put in quotes'],
];
const DEFAULT_SYNTAX_HINT = 'check the indentation and the colon after each field name';

/**
 * Offset of the node at `path` under `root` (the key of the last segment with `key: true`); a path that does not
 * exist resolves to its nearest existing ancestor.
 */
function offsetOf(root: unknown, path: ReadonlyArray<PropertyKey>, options: { key?: boolean }): number {
  let node: unknown = root;
  let offset = startOf(node) ?? 0;
  for (const [index, segment] of path.entries()) {
    const next = child(node, segment);
    if (!next) break;
    const isLast = index === path.length - 1;
    const target = isLast && options.key && next.key ? next.key : next.value;
    node = next.value;
    offset = startOf(target) ?? startOf(next.key) ?? offset;
  }
  return offset;
}

/** A file parsed in pieces (see yamlChunks.ts): the same value and positions as a whole-file parse. */
function chunkedSource(file: string, text: string, parsed: ChunkedParse): YamlSource {
  const at = lineIndex(text);
  const atRest = (offset: number) => at(parsed.restToFile(offset));
  function locate(path: ReadonlyArray<PropertyKey>, options: { key?: boolean } = {}): Position {
    const [key, index, ...inner] = path;
    const chunks = typeof key === 'string' ? parsed.lists.get(key) : undefined;
    if (!chunks?.length) return atRest(offsetOf(parsed.rest.contents, path, options));
    if (path.length === 1 && !options.key) return at(chunks[0]!.start + offsetOf(chunks[0]!.doc.contents, [], {}));
    const chunk = typeof index === 'number' ? chunks[index] : undefined;
    if (!chunk) return path.length === 1 ? atRest(offsetOf(parsed.rest.contents, path, options)) : at(chunks[0]!.start + offsetOf(chunks[0]!.doc.contents, [], {}));
    return at(chunk.start + offsetOf(chunk.doc.contents, [0, ...inner], options));
  }
  return { file, value: parsed.value, problems: [], locate };
}

/**
 * Parses a content file with positions; `whole: true` skips the faster piecewise parse (tests compare the two).
 * Text nested too deeply is reported before parsing (limits.ts), and anything that still exhausts the stack is
 * reported as the same problem rather than thrown.
 */
export function parseYamlSource(file: string, text: string, options: { whole?: boolean } = {}): YamlSource {
  const unprintable = unprintableAt(text);
  if (unprintable !== -1) return unreadableSource(file, [unprintableProblem(file, text, unprintable, lineIndex(text)(unprintable))]);
  const deepAt = tooDeepAt(text);
  if (deepAt !== -1) return unreadableSource(file, [nestingProblem(file, lineIndex(text)(deepAt))]);
  try {
    return parseBounded(file, text, options);
  } catch (error) {
    if (error instanceof RangeError) return unreadableSource(file, [nestingProblem(file, { line: 1, col: 1 })]);
    throw error;
  }
}

function parseBounded(file: string, text: string, options: { whole?: boolean }): YamlSource {
  const parsed = options.whole ? null : parseInChunks(text);
  if (parsed) return chunkedSource(file, text, parsed);
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Position => lineCounter.linePos(offset);
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    const { line, col } = at(error.pos[0]);
    // One mistake often confuses the parser into several errors on the same line: report the first.
    if (problems.some((problem) => problem.line === line)) continue;
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    const hint = syntaxHints.find(([pattern]) => pattern.test(message))?.[1] ?? DEFAULT_SYNTAX_HINT;
    problems.push({ kind: 'yaml-syntax', file, line, col, path: '(syntax)', message, hint });
  }

  const aliases = problems.length === 0 ? aliasBudgetProblem(file, doc, at) : undefined;
  if (aliases) problems.push(aliases);

  let value: unknown;
  if (problems.length === 0) {
    try {
      value = doc.toJS({ maxAliasCount: 1000 });
    } catch (error) {
      // An alias to an anchor that does not exist is only detected while converting.
      problems.push({
        kind: 'yaml-syntax',
        file,
        line: 1,
        col: 1,
        path: '(syntax)',
        message: (error as Error).message,
        hint: '`*name` repeats a value marked `&name` earlier in the file: define it before, or write the value out',
      });
    }
  }

  const locate = (path: ReadonlyArray<PropertyKey>, options: { key?: boolean } = {}) => at(offsetOf(doc.contents, path, options));
  return { file, value, problems, locate };
}
