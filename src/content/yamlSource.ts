import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { withDuplicateKeyErrors } from './duplicateKeys';
import { aliasBudgetProblem, nestingProblem, structureLimitAt, tooManyValuesProblem, unprintableAt, unprintableProblem } from './limits';
import { describePlace } from './place';
import type { Problem } from './problems';
import { syntaxProblems } from './syntaxProblems';
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
  /** The place at `path` as an author sees it, e.g. page /careers › block 1 (hero) › title. */
  describe(path: ReadonlyArray<PropertyKey>): string;
};

export type ParseOptions = {
  /** Skip the faster piecewise parse (tests compare the two). */
  whole?: boolean;
  /** The keys the file must have at its top level, to recognise a missing or misspelt one. */
  topKeys?: readonly string[];
};

/** Each map's pairs by key (the first of a name, as a search would find), built once: a search per problem made a
 * block with 64,000 unknown fields take minutes to report. */
const pairsByKey = new WeakMap<YAMLMap, Map<string, Pair>>();

function pairOf(map: YAMLMap, segment: PropertyKey): Pair | undefined {
  let pairs = pairsByKey.get(map);
  if (!pairs) {
    pairs = new Map();
    for (const item of map.items) {
      const name = isScalar(item.key) ? String(item.key.value) : undefined;
      if (name !== undefined && !pairs.has(name)) pairs.set(name, item as Pair);
    }
    pairsByKey.set(map, pairs);
  }
  return pairs.get(String(segment));
}

function child(node: unknown, segment: PropertyKey): { value: unknown; key: unknown } | undefined {
  if (isMap(node)) {
    const pair = pairOf(node, segment);
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
  return { file, value: parsed.value, problems: [], locate, describe: (path) => describePlace(path, parsed.value) };
}

/** A source whose file could not be parsed at all: only its problems. */
export function unreadableSource(file: string, problems: Problem[]): YamlSource {
  return { file, value: undefined, problems, locate: () => ({ line: 1, col: 1 }), describe: () => 'the whole file' };
}

/** A file with nothing but blank lines and comments: a save gone wrong, or everything deleted by mistake. */
function emptyFileProblem(file: string): Problem {
  return {
    kind: 'empty-file',
    file,
    line: 1,
    col: 1,
    path: '(top)',
    place: 'the whole file',
    message: `${file} is empty`,
    hint: `restore it from version control (\`git checkout -- ${file}\`), or undo in your editor`,
  };
}

/**
 * Parses a content file with positions, reporting layout mistakes in an author's words.
 * Text nested too deeply is reported before parsing (limits.ts), and anything that still exhausts the stack is
 * reported as the same problem rather than thrown.
 */
export function parseYamlSource(file: string, text: string, options: ParseOptions = {}): YamlSource {
  const unprintable = unprintableAt(text);
  if (unprintable !== -1) return unreadableSource(file, [unprintableProblem(file, text, unprintable, lineIndex(text)(unprintable))]);
  const beyond = structureLimitAt(text);
  if (beyond) {
    const at = lineIndex(text)(beyond.offset);
    return unreadableSource(file, [beyond.kind === 'depth' ? nestingProblem(file, at) : tooManyValuesProblem(file, at)]);
  }
  try {
    return parseBounded(file, text, options);
  } catch (error) {
    if (error instanceof RangeError) return unreadableSource(file, [nestingProblem(file, { line: 1, col: 1 })]);
    throw error;
  }
}

function parseBounded(file: string, text: string, options: ParseOptions): YamlSource {
  const parsed = options.whole ? null : parseInChunks(text);
  if (parsed?.errors) {
    const problems = syntaxProblems(file, text, parsed.errors, lineIndex(text), options.topKeys ?? []);
    return { ...chunkedSource(file, text, parsed), value: undefined, problems, describe: (path) => describePlace(path, undefined) };
  }
  if (parsed) return chunkedSource(file, text, parsed);
  const lineCounter = new LineCounter();
  const doc: Document = withDuplicateKeyErrors(parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false }));
  const at = (offset: number): Position => lineCounter.linePos(offset);
  const problems: Problem[] = doc.errors.length ? syntaxProblems(file, text, doc.errors, at, options.topKeys ?? []) : [];
  if (!problems.length && /^\s*$/.test(text.replace(/^\s*#.*$/gm, ''))) problems.push(emptyFileProblem(file));

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
        path: '(top)',
        place: 'the whole file',
        message: (error as Error).message,
        hint: '`*name` repeats a value marked `&name` earlier in the file: define it before, or write the value out',
      });
    }
  }

  const locate = (path: ReadonlyArray<PropertyKey>, options: { key?: boolean } = {}) => at(offsetOf(doc.contents, path, options));
  return { file, value, problems, locate, describe: (path) => describePlace(path, value) };
}
