// The loader's own problem messages for the object being edited, by form field name: checked in the browser with the
// same zod schemas as you type, plus the whole-site checks (links, files) from the server's last validation.
import type { z } from 'zod';
import type { Problem, YamlSource } from '../../../src/content';
import { describePlace, zodProblems } from '../../../src/content';
import type { YamlPath } from '../../yaml';
import { fieldName, parseFieldName } from '../state/paths';
import type { FileName } from '../state/types';

const withHint = (problem: Pick<Problem, 'message' | 'hint'>) => (problem.hint ? `${problem.message} (${problem.hint})` : problem.message);

// A link field's own picker checks these as the editor types (with a one-click fix), so the field does not repeat them:
// they are kept under a key no field shows, so that a collapsed list entry holding the field still opens for them.
const CHECKED_BY_LINK_PICKER = new Set(['broken-link', 'missing-anchor', 'wrong-case-link', 'unsafe-url']);
const PICKER_CHECKED = ' (checked by the link picker)';

/** The form field a whole-site problem concerns, relative to the edited object at `basePath` ('' for the object itself). */
function fieldUnder(problemPath: string, basePath: YamlPath): string | undefined {
  const segments = parseFieldName(problemPath);
  if (segments.length < basePath.length || basePath.some((segment, index) => segments[index] !== segment)) return undefined;
  return fieldName(segments.slice(basePath.length));
}

/** The edited object: which file, and where in it (e.g. ['pages', 3, 'blocks', 2] or ['footer', 'columns', 1]). */
export type FormPlace = { file: FileName; basePath: YamlPath };

export function problemsByField(schema: z.ZodType, value: unknown, siteProblems: readonly Problem[], { file, basePath }: FormPlace): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  const add = (name: string, message: string) => {
    const list = byField.get(name) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(name, list);
  };
  const result = schema.safeParse(value);
  if (!result.success) {
    const source: YamlSource = { file, value, problems: [], locate: () => ({ line: 0, col: 0 }), describe: (path) => describePlace(path, value) };
    for (const problem of zodProblems(schema, source, result.error.issues)) add(problem.path === '(top)' ? '' : problem.path, withHint(problem));
  }
  for (const problem of siteProblems) {
    if (problem.file !== file) continue;
    const field = fieldUnder(problem.path, basePath);
    if (field === undefined) continue;
    // Schema problems are already shown, as checked now rather than at the last validation.
    if (['missing-field', 'missing-alt', 'wrong-type', 'invalid-value', 'unknown-key'].includes(problem.kind)) continue;
    const byPicker = CHECKED_BY_LINK_PICKER.has(problem.kind) && /(^|\.)to$/.test(field);
    add(byPicker ? `${field}${PICKER_CHECKED}` : field, withHint(problem));
  }
  return byField;
}
