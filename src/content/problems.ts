/** Stable names for every kind of content problem; tools and tests rely on them. */
export const problemKinds = {
  'yaml-syntax': 'The file is not valid YAML (indentation, a missing colon, an unclosed quote...)',
  'unknown-block-type': 'A block names a `type` that does not exist',
  'unknown-key': 'A field name is not known here (often a typo)',
  'missing-field': 'A required field is missing',
  'missing-alt': 'An image has no `alt` description',
  'wrong-type': 'A field holds the wrong kind of value (text, number, list...)',
  'invalid-value': 'A value is not allowed here (too long, not one of the choices...)',
  'duplicate-path': 'Two pages use the same path',
  'broken-link': 'A link points to a page that does not exist',
  'wrong-case-link': 'A link differs from a page path only in upper/lower case or a trailing slash',
  'missing-anchor': 'A link points to an anchor that no block on that page has',
  'missing-file': 'An image or video file does not exist under public/',
  'unsafe-url': 'A link uses javascript: or data:, which is never allowed',
  'orphan-page': 'No other page, header or footer links to this page',
  'heading-structure': 'The page would not have exactly one main heading at its top',
} as const;

export type ProblemKind = keyof typeof problemKinds;

export type Problem = {
  kind: ProblemKind;
  file: string;
  line: number;
  col: number;
  /** Where in the data, e.g. pages[3].blocks[2].title */
  path: string;
  message: string;
  hint?: string;
};

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(top)';
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  const hint = problem.hint ? ` (${problem.hint})` : '';
  return `${where}  ${problem.path}  ${problem.message}${hint}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

export function formatProblems(problems: Problem[]): string {
  const count = problems.length;
  const lines = sortProblems(problems).map(formatProblem);
  return `${count} content problem${count === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
