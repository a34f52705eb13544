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

/** How to write each kind of value, for wrong-type problems. */
const howToWrite: Record<string, string> = {
  string: 'write the text after the colon; put it in quotes if it could be read as a number, true/false or a list',
  number: 'write only the digits, e.g. `width: 1200` (no units, no quotes)',
  int: 'write only the digits, e.g. `width: 1200` (no units, no quotes)',
  boolean: 'write `true` or `false`',
  array: 'put each entry on its own line, starting with `- `, indented under the field',
  object: 'put each field on its own line, `name: value`, indented under this one',
};

const LONGEST_PRINTED_LIST = 12;

function invalidChoice(value: unknown, choices: string[]): Pick<Problem, 'message' | 'hint'> {
  const suggestion = didYouMean(String(value), choices);
  const didYouMeanIt = suggestion ? `did you mean \`${suggestion}\`?` : undefined;
  if (choices.length <= LONGEST_PRINTED_LIST) {
    return { message: `${quote(value)} is not allowed; expected one of ${choices.join(', ')}`, ...(didYouMeanIt ? { hint: didYouMeanIt } : {}) };
  }
  const where = `all ${choices.length} allowed values are listed in docs/blocks.md`;
  return { message: `${quote(value)} is not a known allowed value`, hint: didYouMeanIt ? `${didYouMeanIt} ${where}` : where };
}

/** Turns zod issues into problems an author can act on, located in the YAML source. */
export function zodProblems(schema: z.ZodType, source: YamlSource, issues: z.core.$ZodIssue[]): Problem[] {
  const problems: Problem[] = [];
  const data = source.value;
  /** Reports `issue` at the position of `at` (the key itself with `key`), naming the place of `about` in words. */
  const add = (issue: Omit<Problem, 'file' | 'line' | 'col' | 'place'>, at: ReadonlyArray<PropertyKey>, key = false, about = at) => {
    problems.push({ file: source.file, ...source.locate(at, { key }), place: source.describe(about), ...issue });
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
        hint: suggestion ? `did you mean \`${suggestion}\`?` : 'docs/blocks.md describes each block type with an example',
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
            : `required field ${quote(String(field))} is missing: add \`${String(field)}:\``,
          ...(!isAlt ? { hint: description ? `fill it in: ${description.charAt(0).toLowerCase()}${description.slice(1)}` : 'fill it in' } : {}),
        }, path.slice(0, -1), false, path);
      } else {
        const firstKey = issue.expected === 'array' && value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value)[0] : undefined;
        // Fields where a list is expected: the `- ` of its first entry is missing.
        const hint = firstKey !== undefined
          ? `each entry of \`${String(field)}\` starts with \`- \`: write \`- \` before \`${firstKey}:\` (on line ${source.locate([...path, firstKey], { key: true }).line}), lined up under \`${String(field)}\` plus 2 spaces`
          : howToWrite[issue.expected];
        add({ kind: 'wrong-type', path: formatPath(path), message: `expected ${expected}, got ${kindOfValue(value)}`, ...(hint ? { hint } : {}) }, path);
      }
      continue;
    }

    if (issue.code === 'invalid_value') {
      const { value } = valueAt(data, path);
      add({ kind: 'invalid-value', path: formatPath(path), ...invalidChoice(value, issue.values.map(String)) }, path);
      continue;
    }

    if (issue.code === 'invalid_union') {
      const { value } = valueAt(data, path);
      add({ kind: 'wrong-type', path: formatPath(path), message: `${issue.message}, got ${kindOfValue(value)}` }, path);
      continue;
    }

    const sized = issue.code === 'too_small' || issue.code === 'too_big';
    const hint = sized ? sizeFix(issue) : undefined;
    add({ kind: 'invalid-value', path: formatPath(path), message: sized ? sizeMessage(issue) : issue.message, ...(hint ? { hint } : {}) }, path);
  }
  return withoutEchoes(problems);
}

/**
 * A misspelt field (`titel`) also leaves the real one (`title`) missing: one mistake, reported once, as the
 * misspelling whose did-you-mean names the missing field.
 */
function withoutEchoes(problems: Problem[]): Problem[] {
  const misspelt = new Set(
    problems.flatMap((problem) => {
      const suggested = problem.kind === 'unknown-key' ? problem.hint?.match(/^did you mean `([^`]+)`\?/)?.[1] : undefined;
      return suggested ? [`${problem.path.replace(/\.?[^.[\]]+$/, '')}.${suggested}`.replace(/^\./, '')] : [];
    }),
  );
  return problems.filter((problem) => !(problem.kind === 'missing-field' && misspelt.has(problem.path)));
}

/** What to do about a text or list of the wrong size, in the words of the studio and the command line alike. */
function sizeFix(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string | undefined {
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    if (issue.code === 'too_small') return bound <= 1 ? 'fill it in: it cannot be left empty' : `make it at least ${bound} characters long`;
    return `shorten it to ${bound} characters or fewer`;
  }
  if (issue.origin === 'array') return issue.code === 'too_small' ? `add entries until there are at least ${bound}` : `remove entries until there are at most ${bound}`;
  return undefined;
}

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  if (!issue.message.startsWith('Too ')) return issue.message; // our own message from the schema
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const plural = bound !== 1;
  const unit = issue.origin === 'array' ? (plural ? 'entries' : 'entry') : issue.origin === 'string' ? (plural ? 'characters' : 'character') : '';
  return issue.code === 'too_small'
    ? `needs at least ${bound} ${unit}`.trim()
    : `allows at most ${bound} ${unit}`.trim();
}
