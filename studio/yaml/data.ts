// What an edit means for the parsed data: the writer checks that the text it produced parses to exactly this.
import { EditError } from './errors';
import type { Edit, YamlPath } from './types';

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => deepEqual(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && deepEqual(left[key], right[key]));
}

function container(root: unknown, path: YamlPath, create = false): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) throw new EditError(`nothing at ${describePath(path)}`);
    const record = node as Record<string | number, unknown>;
    if (create && record[key] === undefined) record[key] = {};
    node = record[key];
  }
  return node;
}

/** A copy without `undefined` fields: a form's cleared optional field means the key is absent, as in JSON. */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUndefined) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  ) as T;
}

export function describePath(path: YamlPath): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('') || '(top)';
}

function asList(value: unknown, path: YamlPath): unknown[] {
  if (!Array.isArray(value)) throw new EditError(`${describePath(path)} is not a list`);
  return value;
}

/** The data after `edit`, computed on a copy of `data`. */
export function applyToData(data: unknown, edit: Edit): unknown {
  const root = { value: structuredClone(data) as unknown };
  const path: YamlPath = ['value', ...edit.path];
  if (edit.op === 'set' || edit.op === 'delete') {
    const parent = container(root, path.slice(0, -1), edit.op === 'set');
    const key = path.at(-1)!;
    if (typeof parent !== 'object' || parent === null) throw new EditError(`nothing at ${describePath(edit.path)}`);
    if (edit.op === 'set') {
      (parent as Record<string | number, unknown>)[key] = withoutUndefined(edit.value);
    } else if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else delete (parent as Record<string | number, unknown>)[key];
  } else if (edit.op === 'insert') {
    // Inserting into an empty field (`links:` with nothing after it) starts the list.
    const parent = container(root, path.slice(0, -1), true) as Record<string | number, unknown>;
    parent[path.at(-1)!] ??= [];
    asList(container(root, path), edit.path).splice(edit.index, 0, withoutUndefined(edit.value));
  } else {
    const list = asList(container(root, path), edit.path);
    const [item] = list.splice(edit.from, 1);
    list.splice(edit.to, 0, item);
  }
  return root.value;
}
