import type { YAMLError } from 'yaml';
import { describePlace } from './place';
import { formatPath, type Problem } from './problems';
import { readLayout, regionsOf, type LayoutFinding } from './yamlLayout';

/** What to do about the parser's own messages, for mistakes the layout walk does not recognise. */
const syntaxHints: Array<[RegExp, string]> = [
  [/Tabs are not allowed/, 'indent with spaces, never tabs (set your editor to insert spaces)'],
  [/Missing closing/, 'a quote or bracket is opened but not closed: close it on the same line, or remove it'],
  [/Nested mappings are not allowed in compact mappings/, 'the text contains `: `; put the whole text in quotes, e.g. text: "Note: ..."'],
  [/block sequence may not be used as an implicit map key/, 'a `- ` entry is outside its list or not lined up with it: give it the indentation of the entries above (new pages go above `notFound:` in pages.yaml)'],
  [/Implicit keys need to be on a single line|Implicit map keys need to be followed by map values/, 'a field name has no colon after it (write `name: value`), or a line is indented wrongly'],
  [/must start at the same column|sufficiently indented|indent/i, 'line this field up with the other fields of the same block (same number of spaces)'],
  [/Unexpected flow-(map|seq)-end token/, 'a `}` or `]` here closes nothing: remove it, or put the whole text of the line in quotes'],
  [/Unexpected .* token/, 'a character with a meaning in YAML stands here: put the whole text of this line in quotes'],
  [/cannot start with reserved character/, 'text that starts with @, ` or another special character must be put in quotes'],
];
const DEFAULT_SYNTAX_HINT = 'check the indentation and the colon after each field name';

/** Findings that swallow the lines after them, so that the parser's later errors are their echo. */
const SWALLOWING = new Set(['unclosed-quote', 'top-level-key']);

/**
 * Turns the parser's errors into one problem per broken region of the file (a page, a top-level key): the layout
 * mistake recognised there, in words, or else the parser's first message with a hint. Errors in a region right after
 * a broken one are left out: they are almost always the parser losing its way after the first mistake.
 */
export function syntaxProblems(
  file: string,
  text: string,
  errors: readonly YAMLError[],
  at: (offset: number) => { line: number; col: number },
  topKeys: readonly string[],
): Problem[] {
  const layout = readLayout(text, topKeys);
  const regions = regionsOf(text);
  const regionOf = (line: number) => regions[line - 1] ?? regions.at(-1) ?? 0;
  const place = (path: PropertyKey[]) => describePlace(path, layout.names);
  const fromFinding = (finding: LayoutFinding): Problem => ({
    kind: finding.kind,
    file,
    line: finding.line,
    col: finding.col,
    path: formatPath(finding.path),
    place: place(finding.path),
    message: finding.message,
    hint: finding.hint,
  });

  const topLevel = layout.findings.find((finding) => finding.kind === 'top-level-key');
  if (topLevel) return [fromFinding(topLevel)];

  const firstErrors = new Map<number, { line: number; col: number; message: string }>();
  for (const error of errors) {
    const position = at(error.pos[0]);
    const region = regionOf(position.line);
    if (!firstErrors.has(region)) firstErrors.set(region, { ...position, message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '') });
  }
  const findingIn = new Map<number, LayoutFinding>();
  for (const finding of layout.findings) {
    const region = regionOf(finding.line);
    if (!findingIn.has(region)) findingIn.set(region, finding);
  }

  const problems: Problem[] = [];
  const broken = [...new Set([...firstErrors.keys(), ...[...findingIn].filter(([, finding]) => SWALLOWING.has(finding.kind)).map(([region]) => region)])].sort((a, b) => a - b);
  let previous: number | undefined;
  for (const region of broken) {
    const finding = findingIn.get(region);
    const error = firstErrors.get(region);
    if (finding && (!error || SWALLOWING.has(finding.kind) || finding.line <= error.line + 3)) {
      problems.push(fromFinding(finding));
      previous = region;
      continue;
    }
    // The parser's own words only for the first problem: after a mistake it often loses its way, and its later
    // errors are echoes of the first. Later regions are reported when the layout walk recognises their mistake.
    if (!error || previous) continue;
    const path = layout.pathAt.slice(0, error.line + 1).findLast((candidate) => candidate !== undefined) ?? [];
    problems.push({
      kind: 'yaml-syntax',
      file,
      line: error.line,
      col: error.col,
      path: formatPath(path),
      place: place(path),
      message: error.message,
      hint: syntaxHints.find(([pattern]) => pattern.test(error.message))?.[1] ?? DEFAULT_SYNTAX_HINT,
    });
    previous = region;
  }
  return problems;
}
