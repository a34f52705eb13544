// What the form's fields do to the draft: the one edit path every field takes (typing, emptying, choosing, adding to a
// list), kept out of React so that tests drive exactly what the editor's keystrokes do.
import { blockSchemas } from '../../../src/blocks/registry';
import { describePlace, schemaAt, shapeOf, type AnySchema } from '../../../src/content';
import { applyToData, EditError, getIn, type Edit, type YamlPath } from '../../yaml';
import { fieldName, parseFieldName } from '../state/paths';
import type { StudioStore } from '../state/store';
import type { FileName, Selection } from '../state/types';
import type { FormScope } from './FormContext';

/**
 * The existing key a new field of a block goes after: the last one the block's schema lists before it, so that a
 * heading filled in later is written above the body, as every block in the file is written (none: at the end).
 */
function keyBefore(data: unknown, path: YamlPath, parent: object): string | undefined {
  const [top, pageIndex, blocksKey, blockIndex, ...inside] = path;
  if (top !== 'pages' || blocksKey !== 'blocks' || inside.length === 0) return undefined;
  const block = getIn(data, path.slice(0, 4));
  const type = block && typeof block === 'object' ? (block as { type?: unknown }).type : undefined;
  const root = blockSchemas.find((schema) => schema.shape.type.value === type);
  const schema = root ? schemaAt(root as AnySchema, block, inside.slice(0, -1)) : undefined;
  if (!schema || pageIndex === undefined) return undefined;
  const order = Object.keys(shapeOf(schema));
  const key = String(path.at(-1));
  return order.slice(0, order.indexOf(key)).filter((earlier) => earlier in parent).at(-1);
}

/** The data after `edit`, to name what it leaves; as before it when the edit does not fit (the store then refuses it). */
function dataAfter(data: unknown, edit: Edit): unknown {
  try {
    return applyToData(data, edit);
  } catch (error) {
    if (error instanceof EditError) return data;
    throw error;
  }
}

export type FieldEdits = Pick<FormScope, 'commit' | 'commitGroup' | 'list'>;

/** The edits of the fields of the object at `basePath` in `file`; `select`: the page and block an edit selects. */
export function fieldEdits(store: StudioStore, file: FileName, basePath: YamlPath, select?: Selection): FieldEdits {
  const pathOf = (name: string): YamlPath => [...basePath, ...parseFieldName(name)];
  const placeIn = (path: YamlPath, data: unknown) => `${describePlace(path, data)}${file === 'pages.yaml' ? '' : ` in ${file}`}`;
  const place = (name: string) => placeIn(pathOf(name), store.get().data[file]);
  const selecting = select ? { select } : {};
  return {
    commit: (name, next) => {
      const path = pathOf(name);
      const parent = getIn(store.get().data[file], path.slice(0, -1));
      const exists = parent !== null && typeof parent === 'object' && String(path[path.length - 1]) in (parent as object);
      if (next === undefined && !exists) return;
      const data = store.get().data[file];
      const edit: Edit = next === undefined ? { op: 'delete', path } : { op: 'set', path, value: next, ...(exists ? {} : { after: keyBefore(data, path, parent as object) }) };
      store.apply({
        file,
        edits: [edit],
        // Named as the edit leaves it: a redirect typed into reads "/careers → /jobs", not as it was a keystroke before.
        label: `${next === undefined ? 'Removed' : 'Changed'} ${placeIn(path, edit.op === 'set' ? dataAfter(data, edit) : data)}`,
        group: `field:${fieldName(path)}`,
        ...selecting,
      });
    },
    commitGroup: (name, values, verb) => {
      const path = pathOf(name);
      const current = getIn(store.get().data[file], path);
      const common = { file, label: `${verb} ${place(name)}`, ...selecting };
      if (current === null || typeof current !== 'object') {
        const created = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
        store.apply({ ...common, edits: [{ op: 'set', path, value: created }] });
        return;
      }
      const record = current as Record<string, unknown>;
      const edits: Edit[] = [];
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined) {
          if (key in record) edits.push({ op: 'delete', path: [...path, key] });
        } else if (!(key in record) || JSON.stringify(record[key]) !== JSON.stringify(value)) {
          edits.push({ op: 'set', path: [...path, key], value });
        }
      }
      if (edits.length) store.apply({ ...common, edits });
    },
    list: {
      insert: (name, index, item, what) => void store.apply({ file, edits: [{ op: 'insert', path: pathOf(name), index, value: item }], label: `Added ${what} to ${place(name)}`, ...selecting }),
      remove: (name, index, what, wholeList) =>
        void store.apply({ file, edits: [{ op: 'delete', path: wholeList ? pathOf(name) : [...pathOf(name), index] }], label: `Removed ${what} from ${place(name)}`, ...selecting }),
      move: (name, from, to, what) => void store.apply({ file, edits: [{ op: 'move', path: pathOf(name), from, to }], label: `Moved ${what} of ${place(name)} to position ${to + 1}`, ...selecting }),
    },
  };
}

/** The value a text box's words give its field: an emptied optional field is removed, a number box holds a number. */
export function textFieldValue(kind: 'short-text' | 'long-text' | 'link' | 'number', required: boolean, text: string): unknown {
  if (text === '' && !required) return undefined;
  if (kind === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  return text;
}
