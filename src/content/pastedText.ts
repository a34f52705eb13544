// Mistakes that parse as valid YAML but come from copying and pasting: text wrapped in typographic quotes (they
// would show on the page), invisible characters, and a misspelt top-level line that hides a whole file's content.
import type { z } from 'zod';
import { didYouMean } from './didYouMean';
import { formatPath, type Problem } from './problems';
import { objectKeys, schemaAt } from './schemaAt';
import type { YamlSource } from './yamlSource';

const OPENING_QUOTES = '“‘„‚«';
const CLOSING_QUOTES = '”’“‘»';
const INVISIBLE = /[\u200b\u200c\u200d\u2060\ufeff\u00ad]/;
const INVISIBLE_NAMES: Record<string, string> = {
  '\u200b': 'zero-width space',
  '\u200c': 'zero-width non-joiner',
  '\u200d': 'zero-width joiner',
  '\u2060': 'word joiner',
  '\ufeff': 'byte-order mark',
  '\u00ad': 'soft hyphen',
  '\u00a0': 'non-breaking space',
};
/** Fields that name a page, file, anchor or choice: a non-breaking space there breaks the match. */
const IDENTIFIER_KEYS = new Set(['path', 'to', 'src', 'fallback', 'poster', 'anchor', 'type', 'icon', 'style', 'size', 'network']);

/** Every string in `value` with its path; a value repeated by an alias (even one that contains itself) once. */
function strings(value: unknown, path: PropertyKey[], out: Array<{ path: PropertyKey[]; text: string }>, seen = new Set<object>()) {
  if (typeof value === 'string') out.push({ path, text: value });
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    if (Array.isArray(value)) value.forEach((item, index) => strings(item, [...path, index], out, seen));
    else for (const [key, child] of Object.entries(value)) strings(child, [...path, key], out, seen);
  }
  return out;
}

/** Line and column of the `index`-th character of the value at `path`, found in the source line. */
function positionOf(source: YamlSource, lines: string[], path: PropertyKey[], text: string, index: number) {
  const start = source.locate(path);
  const line = lines[start.line - 1] ?? '';
  const char = text[index]!;
  const at = line.indexOf(char, start.col - 1);
  return at === -1 ? start : { line: start.line, col: at + 1 };
}

/** Typographic quotes around a whole value and invisible characters, with the fix. */
export function pastedTextProblems(source: YamlSource, text: string): Problem[] {
  const lines = text.split('\n');
  const problems: Problem[] = [];
  for (const { path, text: value } of strings(source.value, [], [])) {
    const key = String(path.findLast((segment) => typeof segment === 'string') ?? '');
    const base = { file: source.file, path: formatPath(path), place: source.describe(path) };
    const trimmed = value.trim();
    if (trimmed.length > 1 && OPENING_QUOTES.includes(trimmed[0]!) && CLOSING_QUOTES.includes(trimmed.at(-1)!)) {
      const inner = trimmed.slice(1, -1);
      problems.push({
        ...base,
        ...source.locate(path),
        kind: 'pasted-character',
        message: `the text is wrapped in typographic quotes (${trimmed[0]} ${trimmed.at(-1)}), which would show on the page`,
        hint: `remove them: ${key}: ${inner}${/[:#]/.test(inner) ? ` (or with straight quotes: ${key}: "${inner.replace(/"/g, '\\"')}")` : ''}`,
      });
      continue;
    }
    // Links have their own check (links.ts) for zero-width and control characters; a non-breaking space is ours.
    const invisible = key === 'to' ? -1 : value.search(INVISIBLE);
    const nbsp = IDENTIFIER_KEYS.has(key) ? value.indexOf('\u00a0') : -1;
    const index = invisible !== -1 ? invisible : nbsp;
    if (index === -1) continue;
    const name = INVISIBLE_NAMES[value[index]!]!;
    const before = value.slice(Math.max(0, index - 12), index);
    problems.push({
      ...base,
      ...positionOf(source, lines, path, value, index),
      kind: 'pasted-character',
      message: `\`${key}\` holds an invisible ${name} (usually pasted from a document or web page)${before ? ` right after \`${before}\`` : ' at its start'}`,
      hint: value[index] === '\u00a0'
        ? `delete the space after \`${before}\`: page addresses, anchors and file names have no spaces`
        : `delete it: put the cursor after \`${before || key + ': '}\` and press Delete once (the cursor seems not to move), or retype the value`,
    });
  }
  return problems;
}

/**
 * A deleted top-level line (`header:`) leaves its fields under the top-level field above: they are unknown there,
 * and the top-level field is missing. One mistake: reported once, at the first of those fields.
 */
export function lostTopLevelLine(schema: z.ZodType, source: YamlSource, problems: Problem[]): Problem[] {
  const missing = problems.filter((problem) => problem.kind === 'missing-field' && !/[.[]/.test(problem.path));
  for (const gone of missing) {
    const children = objectKeys(schemaAt(schema, source.value, [gone.path]));
    const strays = problems.filter((problem) => problem.kind === 'unknown-key' && /^[^.[]+\.[^.[]+$/.test(problem.path) && children.includes(problem.path.split('.')[1]!));
    if (!strays.length) continue;
    const first = strays.reduce((a, b) => (b.line < a.line ? b : a));
    const replaced = new Set([gone, ...strays]);
    return [
      {
        ...first,
        kind: 'top-level-key',
        place: `the top-level line \`${gone.path}:\``,
        path: gone.path,
        col: 1,
        message: `line ${first.line} (\`${first.path.split('.')[1]}:\`) belongs under \`${gone.path}:\`, and the \`${gone.path}:\` line is missing`,
        hint: `add a line \`${gone.path}:\` above line ${first.line}, at the very start of the line`,
      },
      ...problems.filter((problem) => !replaced.has(problem)),
    ];
  }
  return problems;
}

/**
 * A top-level line that is misspelt (`page:` for `pages:`) makes every line under it unknown and the real one
 * missing: reported once, as the misspelling, instead of as both.
 */
export function topLevelProblems(schema: z.ZodType, source: YamlSource): Problem[] {
  const value = source.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const known = objectKeys(schema);
  const present = Object.keys(value);
  const missing = known.filter((key) => !present.includes(key));
  const problems: Problem[] = [];
  for (const key of present) {
    if (known.includes(key)) continue;
    const suggestion = didYouMean(key, missing);
    if (!suggestion) continue;
    problems.push({
      kind: 'top-level-key',
      file: source.file,
      ...source.locate([key], { key: true }),
      path: key,
      place: `the top-level line \`${key}:\``,
      message: `\`${key}:\` is not a top-level line of ${source.file}, so everything under it is ignored`,
      hint: `did you mean \`${suggestion}:\`? write \`${suggestion}:\` instead of \`${key}:\``,
    });
  }
  return problems;
}
