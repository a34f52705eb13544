import { useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import type { z } from 'zod';
import type { Problem } from '../../../content/problems';
import { describePlace } from '../../../content/place';
import type { Edit, YamlPath } from '../../yaml';
import { fieldName, parseFieldName } from '../state/paths';
import { store } from '../state/store';
import { getIn } from '../state/dataEdits';
import type { FileName, PageRef, Selection } from '../state/types';
import { FormScopeContext, type FormScope } from './FormContext';
import { shapeOf } from './fieldKinds';
import { FieldView } from './FieldView';
import { problemsByField } from './problemsOf';

type SchemaFormProps = {
  schema: z.ZodType;
  value: Record<string, unknown>;
  basePath: YamlPath;
  /** The file the object is in; pages.yaml unless said. */
  file?: FileName;
  /** The page and block the form edits (in pages.yaml): an edit selects them, so undo returns to them. */
  where?: { page: PageRef; block: number | null };
  skip: readonly string[];
  siteProblems: readonly Problem[];
  resetRevision: number;
  publicFiles: readonly string[];
  pagePaths: readonly string[];
};

const noSubmit = () => undefined;

/** The form for one object (a block, a page's own fields, a menu entry, the site's settings), generated from its zod schema. */
export function SchemaForm({ schema, value, basePath, file = 'pages.yaml', where, skip, siteProblems, resetRevision, publicFiles, pagePaths }: SchemaFormProps) {
  const fresh = useMemo(() => problemsByField(schema, value, siteProblems, { file, basePath }), [schema, value, siteProblems, file, basePath]);
  // The same problems as before keep the same map, so typing re-renders only the field typed into (FieldView is memoised).
  const previous = useRef<{ key: string; map: Map<string, string[]> } | null>(null);
  const key = JSON.stringify([...fresh]);
  if (previous.current?.key !== key) previous.current = { key, map: fresh };
  const problems = previous.current.map;
  const scope = useMemo<FormScope>(() => {
    const select: Selection | undefined = where && { page: where.page, block: where.block };
    const pathOf = (name: string): YamlPath => [...basePath, ...parseFieldName(name)];
    const place = (name: string) => `${describePlace(pathOf(name), store.get().data[file])}${file === 'pages.yaml' ? '' : ` in ${file}`}`;
    return {
      file,
      basePath,
      problems,
      problemsWithin: (name) => [...problems.keys()].some((key) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)),
      resetRevision,
      publicFiles,
      pagePaths,
      commit: (name, next) => {
        const path = pathOf(name);
        const data = store.get().data[file];
        const parent = getIn(data, path.slice(0, -1));
        const exists = parent !== null && typeof parent === 'object' && String(path[path.length - 1]) in (parent as object);
        if (next === undefined && !exists) return;
        store.apply({
          file,
          edits: [next === undefined ? { op: 'delete', path } : { op: 'set', path, value: next }],
          label: `${next === undefined ? 'Removed' : 'Changed'} ${place(name)}`,
          group: `field:${fieldName(path)}`,
          ...(select ? { select } : {}),
        });
      },
      commitGroup: (name, values, verb) => {
        const path = pathOf(name);
        const current = getIn(store.get().data[file], path);
        const label = `${verb} ${place(name)}`;
        const common = { file, label, ...(select ? { select } : {}) };
        if (current === null || typeof current !== 'object') {
          const created = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
          return store.apply({ ...common, edits: [{ op: 'set', path, value: created }] });
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
        insert: (name, index, item, what) => store.apply({ file, edits: [{ op: 'insert', path: pathOf(name), index, value: item }], label: `Added ${what} to ${place(name)}`, ...(select ? { select } : {}) }),
        remove: (name, index, what, wholeList) =>
          store.apply({ file, edits: [{ op: 'delete', path: wholeList ? pathOf(name) : [...pathOf(name), index] }], label: `Removed ${what} from ${place(name)}`, ...(select ? { select } : {}) }),
        move: (name, from, to, what) => store.apply({ file, edits: [{ op: 'move', path: pathOf(name), from, to }], label: `Moved ${what} of ${place(name)} to position ${to + 1}`, ...(select ? { select } : {}) }),
      },
    };
  }, [file, basePath, problems, resetRevision, publicFiles, pagePaths, where]);
  const topProblems = problems.get('') ?? [];
  return (
    <FormScopeContext.Provider value={scope}>
      <Form onSubmit={noSubmit} initialValues={value} initialValuesEqual={() => true} subscription={{}}>
        {() => (
          <form onSubmit={(event) => event.preventDefault()} noValidate>
            {topProblems.length > 0 && (
              <ul className="form-problems">
                {topProblems.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
            {Object.entries(shapeOf(schema as never)).map(([key, field]) =>
              skip.includes(key) ? null : <FieldView key={key} name={key} fieldKey={key} schema={field} value={value[key]} />,
            )}
          </form>
        )}
      </Form>
    </FormScopeContext.Provider>
  );
}
