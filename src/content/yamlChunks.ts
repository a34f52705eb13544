// Fast path for large content files: the yaml package's parser slows down on one large document (a 1,000-page file
// took 1.4-1.8 s as one document, 1.1 s and half the memory as one document per page, with identical error
// positions), so a top-level list such as `pages:` is parsed one item (page) per document, and positions
// are shifted back into the file. Anything this cannot split safely returns null and the caller parses the whole file.
import { parseDocument, YAMLParseError, type Document } from 'yaml';
import { withDuplicateKeyErrors } from './duplicateKeys';
import { readTopLevelList, UNSPLITTABLE } from './yamlLines';

export type Chunk = { start: number; doc: Document };
export type ChunkedParse = {
  /** The file without its list items: the top-level keys and everything else. */
  rest: Document;
  /** The file offset of an offset in `rest`. */
  restToFile: (offset: number) => number;
  /** Per split top-level key, its items in order. */
  lists: Map<string, Chunk[]>;
  value: Record<string, unknown>;
  /** Duplicate keys, at their offsets in the file: the only errors a split parse reports (others parse whole). */
  errors?: YAMLParseError[];
};

const TOP_LEVEL_LIST_KEY = /^([A-Za-z_][\w-]*):[ \t]*(#.*)?$/;

/** Parses `text` in pieces, or returns null when it has no top-level list worth splitting or anything unusual. */
export function parseInChunks(text: string, options: { minItems?: number } = {}): ChunkedParse | null {
  if (UNSPLITTABLE.test(text)) return null;
  const regions: Array<{ key: string; items: Array<{ start: number; end: number }> }> = [];
  // Each top-level `key:` line with nothing after it may open a list; the walk goes on after the list.
  for (let at = 0, next = 0; at < text.length; at = next) {
    const lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) break;
    const key = TOP_LEVEL_LIST_KEY.exec(text.slice(at, lineEnd))?.[1];
    const list = key === undefined ? 'not a list' : readTopLevelList(text, lineEnd + 1);
    if (list === 'irregular') return null;
    next = list === 'not a list' ? lineEnd + 1 : list.end;
    if (list !== 'not a list') regions.push({ key: key!, items: list.items.map((start, index) => ({ start, end: list.items[index + 1] ?? list.end })) });
  }
  if (!regions.some((region) => region.items.length >= (options.minItems ?? 2))) return null;

  const lists = new Map<string, Chunk[]>();
  const kept: string[] = [];
  // Where each removed stretch was: [offset in the rest text, characters removed before it].
  const removed: Array<[number, number]> = [];
  let copied = 0;
  let restLength = 0;
  for (const region of regions) {
    lists.set(
      region.key,
      region.items.map(({ start, end }) => ({ start, doc: withDuplicateKeyErrors(parseDocument(text.slice(start, end), { uniqueKeys: false })) })),
    );
    const first = region.items[0]!.start;
    const last = region.items.at(-1)!.end;
    kept.push(text.slice(copied, first));
    restLength += first - copied;
    removed.push([restLength, last - first + (removed.at(-1)?.[1] ?? 0)]);
    copied = last;
  }
  kept.push(text.slice(copied));
  const restText = kept.join('');
  const restToFile = (offset: number) => offset + ([...removed].reverse().find(([at]) => offset >= at)?.[1] ?? 0);
  const rest = withDuplicateKeyErrors(parseDocument(restText, { uniqueKeys: false }));
  const docs = [rest, ...[...lists.values()].flat().map((chunk) => chunk.doc)];
  const errors = [...lists.values()].flat().flatMap((chunk) => chunk.doc.errors.map((error) => ({ error, at: chunk.start + error.pos[0] })));
  errors.push(...rest.errors.map((error) => ({ error, at: restToFile(error.pos[0]) })));
  // Duplicate keys lie within one map, so within one piece: reported from the pieces, without parsing the file again.
  if (errors.length && errors.every(({ error }) => error.code === 'DUPLICATE_KEY')) {
    const inFile = errors.sort((a, b) => a.at - b.at).map(({ error, at }) => new YAMLParseError([at, at + 1], error.code, error.message));
    return { rest, restToFile, lists, value: {}, errors: inFile };
  }
  if (docs.some((doc) => doc.errors.length > 0)) return null;

  const value = (rest.toJS() ?? {}) as Record<string, unknown>;
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  for (const [key, chunks] of lists) value[key] = chunks.map((chunk) => (chunk.doc.toJS() as unknown[])[0]);
  return { rest, restToFile, lists, value };
}

/** 1-based line and column of an offset, from the positions of the line starts. */
export function lineIndex(text: string): (offset: number) => { line: number; col: number } {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, col: offset - starts[low]! + 1 };
  };
}
