// What an edit means for the parsed data. The studio's draft data is made by applyToData, and the writer checks that
// the text it produced parses to what applyToData gives: one interpreter of an edit, so data and text cannot drift.
// Immutable: only the containers along the edit's path are copied, the rest is shared, so an unchanged block is the
// same object before and after (the preview and deepEqual skip it in one step).
import { EditError } from './errors';
import type { Edit, YamlPath } from './types';

type Container = Record<string | number, unknown>;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** Whether two parsed YAML values hold the same content (key order aside); shared parts compare in one step. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isContainer(a) || !isContainer(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && deepEqual(a[key], b[key]));
}

export function getIn(data: unknown, path: YamlPath): unknown {
  let value = data;
  for (const key of path) {
    if (!isContainer(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** A copy without `undefined` fields: a form's cleared optional field means the key is absent, as in JSON. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (!isContainer(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  ) as T;
}

export function describePath(path: YamlPath): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('') || '(top)';
}

/**
 * `data` with the value at `path` replaced by `update(old)`, copying the containers on the way. A missing (or empty,
 * `key:` with nothing after it) group on the way is created when `create`, as the writer writes it.
 */
function updateIn(data: unknown, path: YamlPath, update: (old: unknown) => unknown, create: boolean, whole = path): unknown {
  if (path.length === 0) return update(data);
  const node = create && (data === undefined || data === null) ? {} : data;
  if (!isContainer(node)) throw new EditError(`nothing at ${describePath(whole)}`);
  const [key, ...rest] = path as [string | number, ...YamlPath];
  const copy = (Array.isArray(node) ? [...node] : { ...node }) as Container;
  copy[key] = updateIn(copy[key], rest, update, create, whole);
  return copy;
}

function listAt(value: unknown, path: YamlPath): unknown[] {
  if (!Array.isArray(value)) throw new EditError(`${describePath(path)} is not a list`);
  return [...value];
}

function inRange(index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= count) throw new EditError(`there is no place ${index} in a list of ${count}`);
}

/** A map with `key` set to `value`; a new key goes after the key `after` when that is there (as the writer puts it). */
function withKey(map: Container, key: string, value: unknown, after?: string): Container {
  if (key in map || after === undefined || !(after in map)) return { ...map, [key]: value };
  const entries = Object.entries(map);
  entries.splice(entries.findIndex(([name]) => name === after) + 1, 0, [key, value]);
  return Object.fromEntries(entries);
}

/**
 * The data after `edit` (a new value; `data` is untouched). Throws EditError when the edit does not fit the data. A
 * `set` to undefined clears the field (a form's emptied optional field): nothing to clear gives `data` itself back.
 */
export function applyToData(data: unknown, edit: Edit): unknown {
  const parentPath = edit.path.slice(0, -1);
  const key = edit.path.at(-1);
  switch (edit.op) {
    case 'set': {
      if (key === undefined) return withoutUndefined(edit.value);
      if (edit.value === undefined) {
        const parent = getIn(data, parentPath);
        return isContainer(parent) && key in parent ? applyToData(data, { op: 'delete', path: edit.path }) : data;
      }
      const value = withoutUndefined(edit.value);
      return updateIn(data, parentPath, (old) => {
        const parent = old === undefined || old === null ? {} : old;
        if (!isContainer(parent)) throw new EditError(`${describePath(parentPath)} is a single value, not a group or a list`);
        if (Array.isArray(parent)) {
          if (typeof key !== 'number' || key > parent.length) throw new EditError(`there is no item ${String(key)} in the list at ${describePath(parentPath)}`);
          return parent.map((item, index) => (index === key ? value : item)).concat(key === parent.length ? [value] : []);
        }
        return withKey(parent, String(key), value, edit.after);
      }, true);
    }
    case 'delete':
      if (key === undefined) throw new EditError('the whole file cannot be deleted');
      return updateIn(data, parentPath, (parent) => {
        if (!isContainer(parent) || !(key in parent)) throw new EditError(`nothing to delete at ${describePath(edit.path)}`);
        if (Array.isArray(parent)) return parent.filter((_, index) => index !== key);
        const { [key]: _removed, ...rest } = parent;
        return rest;
      }, false);
    case 'insert':
      return updateIn(data, edit.path, (old) => {
        const list = old === undefined || old === null ? [] : listAt(old, edit.path);
        if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index > list.length) throw new EditError(`cannot insert at place ${edit.index} of a list of ${list.length}`);
        list.splice(edit.index, 0, withoutUndefined(edit.value));
        return list;
      }, true);
    case 'move':
      return updateIn(data, edit.path, (old) => {
        const list = listAt(old, edit.path);
        inRange(edit.from, list.length);
        inRange(edit.to, list.length);
        list.splice(edit.to, 0, ...list.splice(edit.from, 1));
        return list;
      }, false);
    default:
      throw new EditError(`unknown edit ${JSON.stringify(edit)}`);
  }
}

/** The edit that undoes `edit` on `data` (the data before it), for undo and the change list. */
export function inverseOf(data: unknown, edit: Edit): Edit {
  const parentPath = edit.path.slice(0, -1);
  const parent = getIn(data, parentPath);
  const key = edit.path.at(-1);
  const existed = isContainer(parent) && key !== undefined && key in parent;
  switch (edit.op) {
    case 'set':
      if (!existed && edit.value === undefined) return edit; // clearing a field that was not there: nothing to undo
      return existed ? { op: 'set', path: edit.path, value: getIn(data, edit.path) } : { op: 'delete', path: edit.path };
    case 'delete':
      if (Array.isArray(parent)) return { op: 'insert', path: parentPath, index: key as number, value: parent[key as number] };
      return { op: 'set', path: edit.path, value: getIn(data, edit.path) };
    case 'insert':
      return { op: 'delete', path: [...edit.path, edit.index] };
    case 'move':
      return { op: 'move', path: edit.path, from: edit.to, to: edit.from };
  }
}
