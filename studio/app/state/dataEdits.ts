// Applies a writer `Edit` to the parsed data, immutably, so the preview and the forms follow each change at once
// without parsing the file again; the same edit goes to the YAML text through the writer (see draft.ts).
import type { Edit, YamlPath } from '../../yaml';

type Container = Record<string, unknown> | unknown[];

function copyOf(value: unknown): Container {
  if (Array.isArray(value)) return [...value];
  if (value && typeof value === 'object') return { ...(value as Record<string, unknown>) };
  return {};
}

/** Returns `data` with the value at `path` replaced by `update(old)`; containers along the way are copied. */
export function updateIn(data: unknown, path: YamlPath, update: (old: unknown) => unknown): unknown {
  if (path.length === 0) return update(data);
  const [head, ...rest] = path;
  const copy = copyOf(data) as Record<string | number, unknown>;
  copy[head as string] = updateIn(copy[head as string], rest, update);
  return copy;
}

export function getIn(data: unknown, path: YamlPath): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[segment as string];
  }
  return value;
}

export function applyEditToData(data: unknown, edit: Edit): unknown {
  switch (edit.op) {
    case 'set':
      return updateIn(data, edit.path, () => edit.value);
    case 'delete': {
      const parent = edit.path.slice(0, -1);
      const last = edit.path[edit.path.length - 1];
      return updateIn(data, parent, (old) => {
        if (Array.isArray(old)) return old.filter((_, index) => index !== last);
        const copy = { ...(old as Record<string, unknown>) };
        delete copy[String(last)];
        return copy;
      });
    }
    case 'insert':
      return updateIn(data, edit.path, (old) => {
        const list = Array.isArray(old) ? [...old] : [];
        list.splice(edit.index, 0, edit.value);
        return list;
      });
    case 'move':
      return updateIn(data, edit.path, (old) => {
        const list = [...(old as unknown[])];
        const [item] = list.splice(edit.from, 1);
        list.splice(edit.to, 0, item);
        return list;
      });
  }
}

/** The edit that undoes `edit` on `data` (the data before it), for merging and the change list. */
export function inverseOf(data: unknown, edit: Edit): Edit {
  switch (edit.op) {
    case 'set': {
      const parent = getIn(data, edit.path.slice(0, -1));
      const key = edit.path[edit.path.length - 1];
      const existed = parent !== null && typeof parent === 'object' && (key as string) in (parent as object);
      return existed ? { op: 'set', path: edit.path, value: getIn(data, edit.path) } : { op: 'delete', path: edit.path };
    }
    case 'delete': {
      const parentPath = edit.path.slice(0, -1);
      const parent = getIn(data, parentPath);
      const last = edit.path[edit.path.length - 1];
      if (Array.isArray(parent)) return { op: 'insert', path: parentPath, index: last as number, value: parent[last as number] };
      return { op: 'set', path: edit.path, value: getIn(data, edit.path) };
    }
    case 'insert':
      return { op: 'delete', path: [...edit.path, edit.index] };
    case 'move':
      return { op: 'move', path: edit.path, from: edit.to, to: edit.from };
  }
}

/**
 * Whether two parsed YAML values hold the same content. Edits copy only the containers along their path, so the parts
 * an edit did not touch are the same objects and are compared in one step.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
