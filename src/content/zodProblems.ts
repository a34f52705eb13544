import type { z } from 'zod';
import { didYouMean } from './didYouMean';
import { formatPath, type Problem } from './problems';
import { describe, objectKeys, schemaAt } from './schemaAt';
import type { YamlSource } from './yamlSource';

const plainTypes: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a set of fields (name: value)',
};

function kindOfValue(value: unknown): string {
  if (value === null) return 'nothing (an empty value)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a set of fields';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'true/false';
  return typeof value;
}

function valueAt(data: unknown, path: ReadonlyArray<PropertyKey>): { found: boolean; value: unknown } {
  let value: unknown = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object' || !(segment as string in (value as object))) {
      return { found: false, value: undefined };
    }
    value = (value as Record<PropertyKey, unknown>)[segment as string];
  }
  return { found: true, value };
}

const quote = (value: unknown) => `\`${String(value)}\``;

/** Turns zod issues into problems an author can act on, located in the YAML source. */
export function zodProblems(schema: z.ZodType, source: YamlSource, issues: z.core.$ZodIssue[]): Problem[] {
  const problems: Problem[] = [];
  const data = source.value;
  const add = (issue: Omit<Problem, 'file' | 'line' | 'col'>, at: ReadonlyArray<PropertyKey>, key = false) => {
    problems.push({ file: source.file, ...source.locate(at, { key }), ...issue });
  };

  for (const issue of issues) {
    const path = issue.path as PropertyKey[];
    const field = path[path.length - 1];

    if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
      const options = (issue as { options?: unknown[] }).options?.map(String) ?? [];
      const { found, value } = valueAt(data, path);
      if (!found) {
        add({ kind: 'missing-field', path: formatPath(path.slice(0, -1)), message: `block has no \`type\``, hint: `add \`type:\` with one of ${options.join(', ')}` }, path.slice(0, -1));
        continue;
      }
      const suggestion = didYouMean(String(value), options);
      add({
        kind: 'unknown-block-type',
        path: formatPath(path),
        message: `unknown block type ${quote(value)}; expected one of ${options.join(', ')}`,
        ...(suggestion ? { hint: `did you mean \`${suggestion}\`?` } : {}),
      }, path);
      continue;
    }

    if (issue.code === 'unrecognized_keys') {
      const known = objectKeys(schemaAt(schema, data, path));
      for (const key of issue.keys) {
        const suggestion = didYouMean(key, known);
        add({
          kind: 'unknown-key',
          path: formatPath([...path, key]),
          message: `unknown field ${quote(key)}`,
          hint: suggestion ? `did you mean \`${suggestion}\`?` : `fields allowed here: ${known.join(', ')}`,
        }, [...path, key], true);
      }
      continue;
    }

    if (issue.code === 'invalid_type') {
      const { found, value } = valueAt(data, path);
      const expected = plainTypes[issue.expected] ?? issue.expected;
      if (!found || value === undefined) {
        const isAlt = field === 'alt';
        const description = describe(schemaAt(schema, data, path));
        add({
          kind: isAlt ? 'missing-alt' : 'missing-field',
          path: formatPath(path),
          message: isAlt
            ? 'image has no `alt`: describe what it shows (write alt: "" only if it is purely decorative)'
            : `required field ${quote(String(field))} is missing`,
          ...(!isAlt && description ? { hint: description } : {}),
        }, path.slice(0, -1));
      } else {
        add({ kind: 'wrong-type', path: formatPath(path), message: `expected ${expected}, got ${kindOfValue(value)}` }, path);
      }
      continue;
    }

    if (issue.code === 'invalid_value') {
      const { value } = valueAt(data, path);
      const choices = issue.values.map(String);
      const suggestion = didYouMean(String(value), choices);
      add({
        kind: 'invalid-value',
        path: formatPath(path),
        message: `${quote(value)} is not allowed; expected one of ${choices.join(', ')}`,
        ...(suggestion ? { hint: `did you mean \`${suggestion}\`?` } : {}),
      }, path);
      continue;
    }

    if (issue.code === 'invalid_union') {
      const { value } = valueAt(data, path);
      add({ kind: 'wrong-type', path: formatPath(path), message: `${issue.message}, got ${kindOfValue(value)}` }, path);
      continue;
    }

    const described = issue.code === 'too_small' || issue.code === 'too_big' ? sizeMessage(issue) : issue.message;
    add({ kind: 'invalid-value', path: formatPath(path), message: described }, path);
  }
  return problems;
}

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  if (!issue.message.startsWith('Too ')) return issue.message; // our own message from the schema
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const unit = issue.origin === 'array' ? 'entries' : issue.origin === 'string' ? 'characters' : '';
  return issue.code === 'too_small'
    ? `needs at least ${bound} ${unit}`.trim()
    : `allows at most ${bound} ${unit}`.trim();
}
