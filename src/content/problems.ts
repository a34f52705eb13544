/**
 * Stable names for every kind of content problem, what each means and how to fix it; tools and tests rely on
 * the names, and README.md ("What the errors mean") explains each one to authors.
 */
export const problemKinds = {
  'yaml-syntax': { meaning: 'the file is not valid YAML (indentation, a missing colon, an unclosed quote...)', fix: 'check the indentation (spaces, not tabs) and the colon after each field name; quote text that contains `: ` or starts with `#`' },
  'unknown-block-type': { meaning: 'a block names a `type` that does not exist', fix: 'use one of the listed types (docs/blocks.md describes each)' },
  'unknown-key': { meaning: 'a field name is not known here (often a typo)', fix: 'use the suggested name, or one of the fields allowed there' },
  'missing-field': { meaning: 'a required field is missing', fix: 'add it; the hint says what it is for' },
  'missing-alt': { meaning: 'an image has no `alt` description', fix: 'describe what the picture shows (`alt: ""` only for a purely decorative one)' },
  'wrong-type': { meaning: 'a field holds the wrong kind of value (text, number, list...)', fix: 'write the kind of value the message asks for' },
  'invalid-value': { meaning: 'a value is not allowed here (not one of the choices, too long, ...)', fix: 'pick one of the listed choices or follow the rule in the message' },
  'duplicate-path': { meaning: 'two pages use the same path', fix: 'give each page its own path' },
  'broken-link': { meaning: 'a link points to a page that does not exist', fix: 'fix the path (see the suggestion) or add the page' },
  'wrong-case-link': { meaning: 'a link differs from a page path only in upper/lower case or a trailing slash', fix: "spell it exactly like the page's `path`" },
  'missing-anchor': { meaning: 'a link points to an anchor that no block on that page has', fix: 'add `anchor:` to the target block or fix the link' },
  'missing-file': { meaning: 'an image or video file does not exist under public/', fix: 'check the file name and its folder under public/' },
  'unsafe-url': { meaning: 'a link is not a page path (/about), an anchor (#contact), an https:// or http:// address, mailto: or tel:, or it hides something (an invisible character, a backslash, a user name before @); or site.url is not https://', fix: 'use a page path or an https:// address written out in full; the message says what is wrong' },
  'orphan-page': { meaning: 'no other page, the header or the footer links to this page', fix: 'link it from a related page or add it to the menu in nav.yaml' },
  'yaml-alias': { meaning: 'aliases (`*name`) would repeat far more values than the file writes (more than 10 times)', fix: 'write the values out where they are needed; use aliases only for small repeated parts' },
  'yaml-nesting': { meaning: 'the content is nested more than 64 levels deep (lists in lists, brackets in brackets)', fix: 'remove the run of `[`, `{` or `- ` typed or pasted by mistake' },
  'file-too-large': { meaning: 'a content file is larger than 10 MB', fix: 'remove what was pasted in by mistake, or split the content' },
  'invalid-encoding': { meaning: 'a content file is not valid UTF-8 text (saved in another encoding, or binary data pasted in)', fix: 'save the file as UTF-8 and retype the character at the position shown' },
  'heading-structure': { meaning: 'the first block of a page has no title or heading', fix: 'start the page with a hero, or give the first block a heading' },
  'block-render': { meaning: 'a block failed while the build rendered it to HTML (the message says why); the build stops rather than ship the page without it', fix: 'check the fields of that block; if they look right, the block has a bug: report it with the message' },
} as const satisfies Record<string, { meaning: string; fix: string }>;

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
  return `${where}  ${problem.path}  ${problem.message}${hint}  [${problem.kind}]`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

export function formatProblems(problems: Problem[]): string {
  const count = problems.length;
  const lines = sortProblems(problems).map(formatProblem);
  return `${count} content problem${count === 1 ? '' : 's'}:\n${lines.join('\n')}\nThe [kind] at the end of each line is explained in README.md, "What the errors mean".`;
}
