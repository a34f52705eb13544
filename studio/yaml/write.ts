// One edit, written into the source text in place. Scalars are rewritten inside their own token (quoting and block
// style kept); items of block lists and maps are cut, added and reordered as whole stretches of lines; a flow
// collection (`[a, b]`, `{ a: 1 }`) that changes length is rewritten on its own line, in flow style.
import { CST, isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { deepEqual, describePath } from './data';
import { EditError } from './errors';
import { isCollection, isPlainObject, renderFlow, renderPair, renderSeqItem, setScalarToken } from './render';
import { insertSegment, layoutOf, moveSegment, rebuild, removeSegment, type Layout, type Segment } from './segments';
import type { Edit, YamlPath } from './types';

/** An edit, plus where a new map key goes (after this key; at the end when absent). */
type Step = Edit & { after?: string | undefined };

type Collection = YAMLMap | YAMLSeq;

export function parseForEdit(text: string): Document {
  const doc = parseDocument(text, { keepSourceTokens: true, uniqueKeys: true });
  const [error] = doc.errors;
  if (error) throw new EditError(`the file is not valid YAML (${error.message.split('\n')[0]})`);
  return doc;
}

type Found = { node: unknown; parent: Collection | null; inFlow: boolean; missingFrom: number };

/** The node at `path`, its parent collection, and the first path index that does not exist (path.length if all do). */
function find(doc: Document, path: YamlPath): Found {
  let node: unknown = doc.contents;
  let parent: Collection | null = null;
  let inFlow = false;
  for (let index = 0; index < path.length; index += 1) {
    if (!isMap(node) && !isSeq(node)) {
      if (node === undefined || (isScalar(node) && node.value === null)) return { node: undefined, parent, inFlow, missingFrom: index - 1 };
      throw new EditError(`${describePath(path.slice(0, index))} is a single value, not a group or a list`);
    }
    parent = node;
    inFlow ||= Boolean(node.flow);
    node = node.get(path[index], true);
    if (node === undefined) return { node, parent, inFlow, missingFrom: index };
  }
  return { node, parent, inFlow, missingFrom: path.length };
}

function collectionAt(doc: Document, path: YamlPath): Collection {
  const { node } = find(doc, path);
  if (!isMap(node) && !isSeq(node)) throw new EditError(`nothing to edit at ${describePath(path)}`);
  return node;
}

function range(node: Collection): [number, number] {
  if (!node.range) throw new EditError('a value without a position in the file cannot be edited in place');
  return [node.range[0], node.range[1]];
}

function rewriteFlow(text: string, node: Collection, value: unknown): string {
  const [start, end] = range(node);
  const empty = node.items.length === 0;
  const padded = empty ? isMap(node) : /^[[{][ \t]/.test(text.slice(start, start + 2));
  return text.slice(0, start) + renderFlow(value, padded) + text.slice(end);
}

/** Edits the items of a flow collection as text, so the other items keep their quoting and spacing. */
function editFlowItems(text: string, node: Collection, change: (items: string[], separators: string[]) => void): string {
  const spans = (node.items as unknown[]).map((item) => {
    const pair = item as { key?: { range?: number[] | null }; value?: { range?: number[] | null } | null };
    const first = 'key' in (item as object) ? pair.key : (item as { range?: number[] | null });
    const last = 'key' in (item as object) ? (pair.value ?? pair.key) : first;
    const start = first?.range?.[0];
    const end = last?.range?.[1];
    if (start === undefined || end === undefined) throw new EditError('a value without a position in the file cannot be edited in place');
    return [start, end] as const;
  });
  const items = spans.map(([start, end]) => text.slice(start, end));
  const separators = spans.slice(1).map(([start], index) => text.slice(spans[index]![1], start));
  change(items, separators);
  if (items.length === 0) return rewriteFlow(text, node, isMap(node) ? {} : []);
  const joined = items.map((item, index) => item + (index < items.length - 1 ? (separators[index] ?? ', ') : '')).join('');
  return text.slice(0, spans[0]![0]) + joined + text.slice(spans.at(-1)![1]);
}

function flowEntry(value: unknown, key?: string): string {
  return renderFlow(key === undefined ? [value] : { [key]: value }, false).slice(1, -1).trim();
}

function itemIndex(parent: Collection, key: string | number): number {
  if (isSeq(parent)) return Number(key);
  return parent.items.findIndex((pair) => (isScalar(pair.key) ? pair.key.value : pair.key) === key);
}

function withSegment(text: string, layout: Layout, index: number, segment: Segment): string {
  const segments = [...layout.segments];
  segments[index] = segment;
  return rebuild(text, layout, segments, layout.separators);
}

/** Replaces the whole item at `path` (key kept) with `value` written afresh. */
function replaceItem(text: string, doc: Document, path: YamlPath, value: unknown): string {
  if (path.length === 0) throw new EditError('the whole file cannot be replaced by another kind of value');
  const parent = collectionAt(doc, path.slice(0, -1));
  const key = path.at(-1)!;
  if (parent.flow) {
    const next = structuredClone(parent.toJSON()) as Record<string | number, unknown>;
    next[key] = value;
    return rewriteFlow(text, parent, next);
  }
  const layout = layoutOf(text, parent, isSeq(parent));
  const index = itemIndex(parent, key);
  const body = isSeq(parent) ? renderSeqItem(value, layout.indent) : renderPair(String(key), value, layout.indent);
  return withSegment(text, layout, index, { comments: layout.segments[index]!.comments, body: `${body}\n` });
}

function nested(path: YamlPath, value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => {
    if (typeof key === 'number') throw new EditError(`there is no list at ${describePath(path)} to put item ${key} in`);
    return { [key]: inner };
  }, value);
}

function setValue(text: string, doc: Document, path: YamlPath, value: unknown, after?: string): string {
  const { node, parent, inFlow, missingFrom } = find(doc, path);
  if (missingFrom < path.length - 1) {
    // Create the missing groups on the way, written as one block under the first missing (or empty) key.
    if (missingFrom < 0) throw new EditError('the file is empty');
    return setValue(text, doc, path.slice(0, missingFrom + 1), nested(path.slice(missingFrom + 1), value));
  }
  if (path.length === 0) {
    if ((isMap(node) && isPlainObject(value)) || (isSeq(node) && Array.isArray(value))) return diff(text, path, node, value);
    throw new EditError('the whole file cannot be replaced by another kind of value');
  }
  if (node === undefined) {
    const key = path.at(-1)!;
    if (isSeq(parent) && Number(key) === parent.items.length) return insertItem(text, doc, path.slice(0, -1), Number(key), value);
    if (isMap(parent)) return insertPair(text, parent, String(key), value, after);
    throw new EditError(`there is no item ${String(key)} in the list at ${describePath(path.slice(0, -1))}`);
  }
  if (isScalar(node) && !isCollection(value)) {
    const token = node.srcToken;
    if (token && CST.isScalar(token)) {
      const old = CST.stringify(token);
      const offset = token.offset;
      setScalarToken(token, value, inFlow, isMap(parent));
      return text.slice(0, offset) + CST.stringify(token) + text.slice(offset + old.length);
    }
  }
  if ((isMap(node) && isPlainObject(value)) || (isSeq(node) && Array.isArray(value))) return diff(text, path, node, value);
  return replaceItem(text, doc, path, value);
}

function insertPair(text: string, map: YAMLMap, key: string, value: unknown, after?: string): string {
  if (map.items.length === 0) return rewriteFlow(text, map, { [key]: value });
  if (map.flow) {
    const afterIndex = after === undefined ? -1 : itemIndex(map, after);
    const at = afterIndex >= 0 ? afterIndex + 1 : map.items.length;
    return editFlowItems(text, map, (items, separators) => {
      items.splice(at, 0, flowEntry(value, key));
      separators.splice(Math.min(at, separators.length), 0, separators[0] ?? ', ');
    });
  }
  const layout = layoutOf(text, map, false);
  const afterIndex = after === undefined ? -1 : itemIndex(map, after);
  const index = afterIndex >= 0 ? afterIndex + 1 : map.items.length;
  return insertSegment(text, layout, index, renderPair(key, value, layout.indent));
}

function insertItem(text: string, doc: Document, path: YamlPath, index: number, value: unknown, fileText = text): string {
  const { node } = find(doc, path);
  if (node === undefined || (isScalar(node) && node.value === null)) return setValue(text, doc, path, [value]);
  if (!isSeq(node)) throw new EditError(`${describePath(path)} is not a list`);
  if (!Number.isInteger(index) || index < 0 || index > node.items.length) {
    throw new EditError(`cannot insert at place ${index} of a list of ${node.items.length}`);
  }
  if (node.flow && node.items.length === 0) {
    return isCollection(value) ? replaceItem(text, doc, path, [value]) : rewriteFlow(text, node, [value]);
  }
  if (node.flow) {
    return editFlowItems(text, node, (items, separators) => {
      items.splice(index, 0, flowEntry(value));
      separators.splice(Math.min(index, separators.length), 0, separators[0] ?? ', ');
    });
  }
  const layout = layoutOf(text, node, true);
  // A duplicate is written exactly as the item it copies (same quoting, same flow or block style).
  const twin = node.items.findIndex((item) => deepEqual(isScalar(item) ? item.value : (item as Collection).toJSON(), value));
  const body = twin >= 0 ? layout.segments[twin]!.body.replace(/\n$/, '') : renderSeqItem(value, layout.indent);
  return insertSegment(text, layout, index, body, fileText);
}

function deleteItem(text: string, doc: Document, path: YamlPath): string {
  if (path.length === 0) throw new EditError('the whole file cannot be deleted');
  const parent = collectionAt(doc, path.slice(0, -1));
  const key = path.at(-1)!;
  const index = itemIndex(parent, key);
  if (index < 0 || index >= parent.items.length) throw new EditError(`nothing to delete at ${describePath(path)}`);
  if (parent.flow) {
    return editFlowItems(text, parent, (items, separators) => {
      items.splice(index, 1);
      separators.splice(index < separators.length ? index : index - 1, 1);
    });
  }
  if (parent.items.length === 1) return replaceItem(text, doc, path.slice(0, -1), isSeq(parent) ? [] : {});
  return removeSegment(text, layoutOf(text, parent, isSeq(parent)), index);
}

function moveItem(text: string, doc: Document, path: YamlPath, from: number, to: number): string {
  const list = collectionAt(doc, path);
  if (!isSeq(list)) throw new EditError(`${describePath(path)} is not a list`);
  const count = list.items.length;
  for (const index of [from, to]) {
    if (!Number.isInteger(index) || index < 0 || index >= count) throw new EditError(`there is no place ${index} in a list of ${count}`);
  }
  if (from === to) return text;
  if (list.flow) return editFlowItems(text, list, (items) => items.splice(to, 0, ...items.splice(from, 1)));
  return moveSegment(text, layoutOf(text, list, true), from, to);
}

/** The smallest edits that turn the collection at `path` into `value`, applied one after another. */
function diff(text: string, path: YamlPath, node: Collection, value: Record<string, unknown> | unknown[]): string {
  const old = node.toJSON() as Record<string, unknown> | unknown[];
  const steps: Step[] = [];
  if (Array.isArray(value)) steps.push(...listSteps(path, old as unknown[], value));
  else steps.push(...mapSteps(path, old as Record<string, unknown>, value));
  if (Object.keys(value).length === 0) {
    return node.flow ? rewriteFlow(text, node, value) : replaceItem(text, parseForEdit(text), path, value);
  }
  return steps.reduce((current, step) => applyStep(current, step), text);
}

function mapSteps(path: YamlPath, old: Record<string, unknown>, value: Record<string, unknown>): Step[] {
  const steps: Step[] = [];
  for (const key of Object.keys(old)) if (!(key in value)) steps.push({ op: 'delete', path: [...path, key] });
  let previous: string | undefined;
  for (const [key, next] of Object.entries(value)) {
    if (!(key in old)) steps.push({ op: 'set', path: [...path, key], value: next, after: previous });
    else if (!deepEqual(old[key], next)) steps.push({ op: 'set', path: [...path, key], value: next });
    previous = key;
  }
  return steps;
}

function listSteps(path: YamlPath, old: unknown[], value: unknown[]): Step[] {
  let prefix = 0;
  while (prefix < old.length && prefix < value.length && deepEqual(old[prefix], value[prefix])) prefix += 1;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < value.length - prefix &&
    deepEqual(old[old.length - 1 - suffix], value[value.length - 1 - suffix])
  ) {
    suffix += 1;
  }
  const oldMiddle = old.slice(prefix, old.length - suffix);
  const newMiddle = value.slice(prefix, value.length - suffix);
  const last = oldMiddle.length - 1;
  if (oldMiddle.length === newMiddle.length && last > 0) {
    // One item taken out and put back elsewhere: a move, so its lines travel unchanged.
    if (deepEqual([oldMiddle[last], ...oldMiddle.slice(0, last)], newMiddle)) {
      return [{ op: 'move', path, from: prefix + last, to: prefix }];
    }
    if (deepEqual([...oldMiddle.slice(1), oldMiddle[0]], newMiddle)) return [{ op: 'move', path, from: prefix, to: prefix + last }];
  }
  const steps: Step[] = [];
  const shared = Math.min(oldMiddle.length, newMiddle.length);
  for (let index = 0; index < shared; index += 1) {
    if (!deepEqual(oldMiddle[index], newMiddle[index])) steps.push({ op: 'set', path: [...path, prefix + index], value: newMiddle[index] });
  }
  for (let index = shared; index < newMiddle.length; index += 1) {
    steps.push({ op: 'insert', path, index: prefix + index, value: newMiddle[index] });
  }
  for (let index = oldMiddle.length - 1; index >= shared; index -= 1) steps.push({ op: 'delete', path: [...path, prefix + index] });
  return steps;
}

/** Applies one edit to `text` (no final check: see applyEdits). */
export function applyStep(text: string, edit: Step, fileText = text): string {
  const doc = parseForEdit(text);
  switch (edit.op) {
    case 'set':
      return setValue(text, doc, edit.path, edit.value, edit.after);
    case 'delete':
      return deleteItem(text, doc, edit.path);
    case 'insert':
      return insertItem(text, doc, edit.path, edit.index, edit.value, fileText);
    case 'move':
      return moveItem(text, doc, edit.path, edit.from, edit.to);
    default:
      throw new EditError(`unknown edit ${JSON.stringify(edit)}`);
  }
}
