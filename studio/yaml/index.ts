// The studio's YAML writer: applies edits to the source text in place, so that `git diff` after a save shows exactly
// the change (comments, blank lines, key order, quoting, flow or block style and indentation kept). Pure and free of
// Node modules: the studio's page uses it for its draft, the server for nothing but checks.
import { parseDocument } from 'yaml';
import { topLevelItemSpan, topLevelKeySpan } from './chunks';
import { applyToTopLevelList } from './topLevelList';
import { applyToData, deepEqual, describePath, withoutUndefined } from './data';
import { EditError } from './errors';
import { applyStep, parseForEdit } from './write';
import type { Edit } from './types';

export { EditError } from './errors';
export type { Edit, YamlPath } from './types';

/** Applies the edits in order and returns the new text; throws EditError (and changes nothing) when one cannot apply. */
export function applyEdits(source: string, edits: readonly Edit[]): string {
  // A file written with Windows line ends throughout keeps them: edit with \n, then put the \r back.
  const windows = source.includes('\r\n') && !/(^|[^\r])\n/.test(source);
  let text = windows ? source.replaceAll('\r\n', '\n') : source;
  for (const edit of edits) text = applyOrClear(text, edit);
  return windows ? text.replaceAll('\n', '\r\n') : text;
}

function applyOne(text: string, original: Edit): string {
  const edit = normalise(original);
  const byLines = applyToTopLevelList(text, edit);
  if (byLines !== null) return byLines;
  const [listKey, item, ...rest] = edit.path;
  const inside = edit.op !== 'delete' || rest.length >= 1;
  if (typeof listKey === 'string' && typeof item === 'number' && inside) {
    const span = topLevelItemSpan(text, listKey, item);
    if (span) {
      const chunk = text.slice(span.start, span.end);
      const edited = applyChecked(chunk, { ...edit, path: [0, ...rest] } as Edit, edit.path, text);
      return text.slice(0, span.start) + edited + text.slice(span.end);
    }
  }
  // Any other edit under a top-level key (`notFound:`, a menu in nav.yaml) parses only that key's lines.
  if (typeof listKey === 'string' && edit.path.length >= 2) {
    const span = topLevelKeySpan(text, listKey);
    if (span) return text.slice(0, span.start) + applyChecked(text.slice(span.start, span.end), edit) + text.slice(span.end);
  }
  return applyChecked(text, edit);
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

/** One edit, then a check that the new text parses to exactly the data the edit asks for. */
/** `fileText`: the whole file, when `text` is one page of it (a new item's spacing follows the whole file's). */
function applyChecked(text: string, edit: Edit, shownPath = edit.path, fileText = text): string {
  const expected = applyToData(parseForEdit(text).toJS(), edit);
  const result = applyStep(text, edit, fileText);
  const doc = parseDocument(result, { uniqueKeys: true });
  if (doc.errors.length > 0 || !deepEqual(doc.toJS(), expected)) {
    throw new EditError(`the change at ${describePath(shownPath)} could not be written without changing something else`);
  }
  return result;
}
