// What the form's fields do to the draft: the one edit path every field takes (typing, emptying, choosing, adding to a
// list), kept out of React so that tests drive exactly what the editor's keystrokes do.
import { describePlace } from '../../../content/place';
import type { Edit, YamlPath } from '../../yaml';
import { getIn } from '../state/dataEdits';
import { fieldName, parseFieldName } from '../state/paths';
import type { StudioStore } from '../state/store';
import type { FileName, Selection } from '../state/types';
import type { FormScope } from './FormContext';

export type FieldEdits = Pick<FormScope, 'commit' | 'commitGroup' | 'list'>;

/** The edits of the fields of the object at `basePath` in `file`; `select`: the page and block an edit selects. */
export function fieldEdits(store: StudioStore, file: FileName, basePath: YamlPath, select?: Selection): FieldEdits {
  const pathOf = (name: string): YamlPath => [...basePath, ...parseFieldName(name)];
  const place = (name: string) => `${describePlace(pathOf(name), store.get().data[file])}${file === 'pages.yaml' ? '' : ` in ${file}`}`;
  const selecting = select ? { select } : {};
  return {
    commit: (name, next) => {
      const path = pathOf(name);
      const parent = getIn(store.get().data[file], path.slice(0, -1));
      const exists = parent !== null && typeof parent === 'object' && String(path[path.length - 1]) in (parent as object);
      if (next === undefined && !exists) return;
      store.apply({
        file,
        edits: [next === undefined ? { op: 'delete', path } : { op: 'set', path, value: next }],
        label: `${next === undefined ? 'Removed' : 'Changed'} ${place(name)}`,
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
