import { useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import type { z } from 'zod';
import type { Problem } from '../../../src/content';
import type { YamlPath } from '../../yaml';
import { store } from '../state/store';
import type { FileName, PageRef, Selection } from '../state/types';
import { FormScopeContext, type FormScope } from './FormContext';
import { shapeOf } from '../../../src/content';
import { FieldView } from './FieldView';
import { fieldEdits } from './fieldEdits';
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
    return {
      file,
      basePath,
      problems,
      problemsWithin: (name) => [...problems.keys()].some((key) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)),
      resetRevision,
      publicFiles,
      pagePaths,
      ...fieldEdits(store, file, basePath, select),
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
