/**
 * Stable names for every kind of content problem, what each means and how to fix it; tools and tests rely on
 * the names, and README.md ("What the errors mean") explains each one to authors.
 */
export const problemKinds = {
  'empty-file': { meaning: 'the file has no content (or only comments)', fix: 'restore the file from version control (git checkout -- FILE), or write its top-level fields' },
  'top-level-key': { meaning: 'a top-level line such as `pages:` or `notFound:` is missing or misspelt', fix: 'add the named line at the very start of a line (no spaces before it), or correct its spelling' },
  'indentation': { meaning: 'a line is indented more or less than the lines it belongs with', fix: 'add or remove the number of spaces the message gives, so the line lines up with the one it names' },
  'missing-dash': { meaning: 'a new entry of a list (a block, a page, a button...) has lost the `- ` that starts it', fix: 'write `- ` back in front of its first field, lined up with the `- ` of the entry above' },
  'misplaced-entry': { meaning: 'a list entry (`- `) stands where fields are expected, e.g. a new page below `notFound:`', fix: 'move the entry into its list (new pages go above `notFound:`), or remove the `- `' },
  'missing-colon': { meaning: 'a field name has no colon after it', fix: 'write `name: value`, with a colon and a space' },
  'tab': { meaning: 'a line is indented with a tab', fix: 'indent with spaces only (set your editor to insert spaces for the Tab key)' },
  'needs-quotes': { meaning: 'a text contains `: `, or starts with a character that has a meaning in YAML (@ ` [ { * & ! %)', fix: 'put the whole text in quotes, as the message shows' },
  'unclosed-quote': { meaning: 'a text opens a quote that is never closed', fix: 'add the closing quote at the end of the text, or remove the opening one' },
  'duplicate-key': { meaning: 'the same field is written twice in one block', fix: 'keep one of the two lines the message names' },
  'pasted-character': { meaning: 'a value holds typographic quotes or invisible characters, usually pasted from a word processor', fix: 'retype the quotes as straight quotes ("), or delete the invisible character the message points to' },
  'yaml-syntax': { meaning: 'the file is not valid YAML in a way not listed above', fix: 'check the indentation (spaces, not tabs) and the colon after each field name; quote text that contains `: ` or starts with `#`' },
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
  'missing-file': { meaning: 'an image or video file does not exist under public/, or an entry of `site.publish.keep` matches no file there', fix: 'check the file name and its folder under public/' },
  'unsafe-url': { meaning: 'a link is not a page path (/about), an anchor (#contact), an https:// or http:// address, mailto: or tel:, or it hides something (an invisible character, a backslash, a user name before @); or site.url is not https://', fix: 'use a page path or an https:// address written out in full; the message says what is wrong' },
  'unsafe-svg': { meaning: 'an SVG picture the site uses holds a script, an event handler, or a link to another file (it runs on the site\'s own address)', fix: 'export it again from a drawing program as a plain SVG, or remove what the message names' },
  'public-file': { meaning: 'a file under public/ is not one the site serves as content: a web page, a script, a compressed copy, a symbolic link or an unknown type (everything there is published on the site\'s own address)', fix: 'remove it from public/ (pages belong in pages.yaml; the build makes compressed copies itself)' },
  'reserved-path': { meaning: 'a page path is one the build writes its own files to (/assets, /images, /_headers...)', fix: 'choose another path for the page' },
  'redirect-clash': { meaning: 'an old address in `redirects:` is the address of a page, so the redirect would hide the page', fix: 'remove the redirect, or give the page another address' },
  'duplicate-redirect': { meaning: 'the same old address is redirected twice', fix: 'keep one redirect for each old address' },
  'redirect-chain': { meaning: 'a redirect leads to an old address that is itself redirected (visitors are sent on twice), or redirects lead to each other in a circle', fix: 'point the redirect straight to the page the message names' },
  'orphan-page': { meaning: 'no other page, the header or the footer links to this page', fix: 'link it from a related page or add it to the menu in nav.yaml' },
  'yaml-alias': { meaning: 'aliases (`*name`) would repeat far more values than the file writes (more than 10 times)', fix: 'write the values out where they are needed; use aliases only for small repeated parts' },
  'yaml-nesting': { meaning: 'the content is nested more than 64 levels deep (lists in lists, brackets in brackets)', fix: 'remove the run of `[`, `{` or `- ` typed or pasted by mistake' },
  'file-too-large': { meaning: 'a content file is larger than 10 MB, or writes more than 100,000 values (fields and list entries)', fix: 'remove what was pasted in by mistake, or split the content' },
  'invalid-encoding': { meaning: 'a content file is not valid UTF-8 text (saved in another encoding, or binary data pasted in)', fix: 'save the file as UTF-8 and retype the character at the position shown' },
  'low-contrast': { meaning: 'a colour in `site.theme.colors` leaves some text or control too faint on the surface it is drawn on (WCAG AA: 4.5:1 for text, 3:1 for large text and controls)', fix: 'use the suggested shade: the nearest one, same hue, that reaches the contrast needed' },
  'heading-structure': { meaning: 'the first block of a page has no title or heading', fix: 'start the page with a hero, or give the first block a heading' },
  'image-size': { meaning: 'an image\'s `width` and `height` do not match the shape of the file', fix: 'write the file\'s own size (the message gives it), or leave `width` and `height` out: the build reads them from the file' },
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
  /** The same place as an author sees it, e.g. page /careers › block 1 (hero) › title */
  place: string;
  message: string;
  hint?: string;
};

/**
 * Something an author should know that does not stop the build: a file of public/ that no page uses (it is left out
 * of the site).
 */
export type Notice = {
  kind: 'unused-file';
  /** The file concerned, e.g. public/images/old-plant.webp */
  file: string;
  message: string;
  /** What to do about it, in a sentence. */
  hint: string;
};

/** A notice in one line, as validate and the build print it. */
export const formatNotice = (notice: Notice): string => `notice: ${notice.message} ${notice.hint}`;

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${String(segment)}` : String(segment);
  }
  return out || '(top)';
}

/** What to do about a problem: its own hint, or the fix of its kind. */
export const fixOf = (problem: Problem): string => problem.hint ?? problemKinds[problem.kind].fix;

/**
 * One problem in three lines: where (file:line:col and the place in words), what is wrong, and what to do, ending
 * with the kind and the data path for tools and developers.
 */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  // Every problem says what to do: its own hint, or what fixes its kind (the studio shows the same words).
  return `${where}  ${problem.place}\n  ${problem.message}\n  fix: ${fixOf(problem)}\n  [${problem.kind}] ${problem.path}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

export function formatProblems(problems: Problem[]): string {
  const count = problems.length;
  const lines = sortProblems(problems).map(formatProblem);
  return `${count} content problem${count === 1 ? '' : 's'}:\n\n${lines.join('\n\n')}\n\nEach [kind] is explained in README.md, "What the errors mean".`;
}
