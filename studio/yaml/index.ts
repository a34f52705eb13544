// The studio's one interpreter of an edit. `applyEdit` takes a file's draft (its YAML text and the data it parses to)
// and returns both after the edit: the data from applyToData (data.ts), the text from the writer (write.ts), which
// writes the edit in place, so that `git diff` after a save shows exactly the change (comments, blank lines, key
// order, quoting, flow or block style and indentation kept), and then checks that the text it wrote parses to that
// very data. When it cannot, the edit is refused with an EditError and nothing changes: text and data agree by
// construction. `applyEdits` is the same writer for callers that hold only text (the server, links, scripts).
// Pure and free of Node modules.
import { parse, parseDocument } from 'yaml';
import { topLevelItems, topLevelItemSpan, topLevelKeySpan } from './chunks';
import { applyToTopLevelList } from './topLevelList';
import { applyToData, deepEqual, describePath, getIn, withoutUndefined } from './data';
import { EditError } from './errors';
import { applyStep, parseForEdit } from './write';
import type { Edit } from './types';

export { EditError } from './errors';
export { applyToData, deepEqual, getIn, inverseOf } from './data';
export type { Edit, YamlPath } from './types';

/** One content file of the draft: its YAML text and the data that text parses to. */
export type Draft = { readonly text: string; readonly data: unknown };

/** What the written text must parse to (for the part of the file that was rewritten). */
type Expected = () => unknown;

/** The draft after `edit`; throws EditError (and changes nothing) when the edit cannot be written as the data says. */
export function applyEdit(draft: Draft, edit: Edit): Draft {
  const data = applyToData(draft.data, edit);
  if (data === draft.data) return draft;
  return { text: keepingLineEnds(draft.text, (text) => applyOne(text, edit, data)), data };
}

/** Applies the edits in order and returns the new text; throws EditError (and changes nothing) when one cannot apply. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  return keepingLineEnds(source, (text) => edits.reduce(applyOrClear, text));
}

/** A file written with Windows line ends throughout keeps them: edit with \n, then put the \r back. */
function keepingLineEnds(source: string, write: (text: string) => string): string {
  const windows = source.includes('\r\n') && !/(^|[^\r])\n/.test(source);
  const text = write(windows ? source.replaceAll('\r\n', '\n') : source);
  return windows ? text.replaceAll('\n', '\r\n') : text;
}

const NO_DATA = Symbol('no data');

/**
 * One edit written into `text`. `data`: the whole file's data after the edit, which the rewritten part must parse to
 * (NO_DATA when only text is known: then it is what applyToData makes of that part's own parse).
 */
function applyOne(text: string, original: Edit, data: unknown = NO_DATA): string {
  const edit = normalise(original);
  const expect = (path: readonly (string | number)[], wrap: (value: unknown) => unknown): Expected | undefined =>
    data === NO_DATA ? undefined : () => wrap(getIn(data, path));
  const byLines = applyToTopLevelList(text, edit);
  if (byLines !== null) {
    if (data !== NO_DATA) checkLines(byLines, edit, data);
    return byLines;
  }
  const [listKey, item, ...rest] = edit.path;
  const inside = edit.op !== 'delete' || rest.length >= 1;
  if (typeof listKey === 'string' && typeof item === 'number' && inside) {
    const span = topLevelItemSpan(text, listKey, item);
    if (span) {
      const chunk = text.slice(span.start, span.end);
      const edited = applyChecked(chunk, { ...edit, path: [0, ...rest] } as Edit, expect([listKey, item], (value) => [value]), edit.path, text);
      return text.slice(0, span.start) + edited + text.slice(span.end);
    }
  }
  // Any other edit under a top-level key (`notFound:`, a menu in nav.yaml) parses only that key's lines.
  if (typeof listKey === 'string' && edit.path.length >= 2) {
    const span = topLevelKeySpan(text, listKey);
    if (span) {
      const edited = applyChecked(text.slice(span.start, span.end), edit, expect([listKey], (value) => ({ [listKey]: value })));
      return text.slice(0, span.start) + edited + text.slice(span.end);
    }
  }
  return applyChecked(text, edit, expect([], (value) => value));
}

/** Applies one edit; clearing a field (set to undefined) that is not in the file writes nothing. */
function applyOrClear(text: string, edit: Edit): string {
  try {
    return applyOne(text, edit);
  } catch (error) {
    if (error instanceof EditError && edit.op === 'set' && edit.value === undefined) return text;
    throw error;
  }
}

/** A `set` to undefined clears the field (a form's emptied optional field); values lose their undefined fields. */
function normalise(edit: Edit): Edit {
  if (edit.op === 'set' && edit.value === undefined) return { op: 'delete', path: edit.path };
  if (edit.op === 'set' || edit.op === 'insert') return { ...edit, value: withoutUndefined(edit.value) };
  return edit;
}

const refusal = (path: Edit['path']) => new EditError(`the change at ${describePath(path)} could not be written without changing something else`);

/**
 * One edit, then a check that the new text parses to exactly the data the edit makes (`expected`; by default, what
 * applyToData makes of `text`'s own parse). `fileText`: the whole file, when `text` is one page of it (a new item's
 * spacing follows the whole file's).
 */
function applyChecked(text: string, edit: Edit, expected?: Expected, shownPath = edit.path, fileText = text): string {
  const wanted = expected ? expected() : applyToData(parseForEdit(text).toJS(), edit);
  const result = applyStep(text, edit, fileText);
  const doc = parseDocument(result, { uniqueKeys: true });
  if (doc.errors.length > 0 || !deepEqual(doc.toJS(), wanted)) throw refusal(shownPath);
  return result;
}

/**
 * The check for whole pages added, removed or moved by lines (a big file is not parsed for that): the list has as many
 * items as the data says, and the page that arrived parses to the data's page at its place.
 */
function checkLines(text: string, edit: Edit, data: unknown): void {
  const key = String(edit.path[0]);
  const list = getIn(data, [key]);
  const at = edit.op === 'insert' ? edit.index : edit.op === 'move' ? edit.to : -1;
  const span = at >= 0 ? topLevelItemSpan(text, key, at) : null;
  const agrees =
    Array.isArray(list) &&
    topLevelItems(text, key)?.starts.length === list.length &&
    (at < 0 || (span !== null && deepEqual(parse(text.slice(span.start, span.end)), [list[at]])));
  if (!agrees) throw refusal(edit.path);
}
