// The loader's own problem messages for the object being edited, by form field name: checked in the browser with the
// same zod schemas as you type, plus the whole-site checks (links, files) from the server's last validation.
import type { z } from 'zod';
import type { Problem } from '../../../content/problems';
import type { YamlSource } from '../../../content/yamlSource';
import { describePlace } from '../../../content/place';
import { zodProblems } from '../../../content/zodProblems';
import { locateProblem } from '../state/paths';
import type { PageRef } from '../state/types';

const withHint = (problem: Pick<Problem, 'message' | 'hint'>) => (problem.hint ? `${problem.message} (${problem.hint})` : problem.message);

export function problemsByField(schema: z.ZodType, value: unknown, siteProblems: readonly Problem[], where: { page: PageRef; block: number | null }): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  const add = (name: string, message: string) => {
    const list = byField.get(name) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(name, list);
  };
  const result = schema.safeParse(value);
  if (!result.success) {
    const source: YamlSource = { file: 'pages.yaml', value, problems: [], locate: () => ({ line: 0, col: 0 }), describe: (path) => describePlace(path, value) };
    for (const problem of zodProblems(schema, source, result.error.issues)) add(problem.path === '(top)' ? '' : problem.path, withHint(problem));
  }
  for (const problem of siteProblems) {
    if (problem.file !== 'pages.yaml') continue;
    const place = locateProblem(problem.path);
    if (!place || place.page !== where.page || place.block !== where.block) continue;
    // Schema problems are already shown, as checked now rather than at the last validation.
    if (['missing-field', 'missing-alt', 'wrong-type', 'invalid-value', 'unknown-key'].includes(problem.kind)) continue;
    add(place.field ?? '', withHint(problem));
  }
  return byField;
}
