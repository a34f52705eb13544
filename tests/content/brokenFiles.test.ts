import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemKinds, type ProblemKind } from '../../src/content/problems';
import { check, navYaml, pagesYaml } from '../fixtures/site';

// Each file under tests/fixtures/broken is the fixture site's pages.yaml (or nav.yaml) with one everyday mistake.
// For each: the line and column of the (only) problem, its kind, and words of the fix the author reads.
const dir = 'tests/fixtures/broken';
const cases: Array<[file: string, line: number, col: number, kind: ProblemKind, fix: RegExp]> = [
  // Layout
  ['indented-too-far.pages.yaml', 14, 1, 'indentation', /indented 10 spaces; the other fields of this block use 8.*remove 2 spaces at the start of line 14/],
  ['indented-one-space-short.pages.yaml', 10, 1, 'indentation', /indented 9 spaces; the other fields here use 10.*add 1 space at the start of line 10/],
  ['indented-too-little.pages.yaml', 28, 1, 'indentation', /indented 6 spaces; the other fields of this block use 8.*add 2 spaces at the start of line 28/],
  ['nav-indented-too-far.nav.yaml', 46, 1, 'indentation', /remove 2 spaces at the start of line 46/],
  ['lost-dash-block-spaces.pages.yaml', 13, 7, 'missing-dash', /lost its `- `.*write `- ` before `type:` on line 13/],
  ['lost-dash-block.pages.yaml', 26, 7, 'missing-dash', /lost its `- `.*write `- ` at the start of the text on line 26/],
  ['lost-dash-page.pages.yaml', 17, 3, 'missing-dash', /lost its `- `.*write `- ` before `path:` on line 17/],
  ['lost-dash-button.pages.yaml', 40, 13, 'wrong-type', /write `- ` before `label:` \(on line 40\)/],
  ['pages-line-deleted.pages.yaml', 1, 1, 'top-level-key', /add a line `pages:` above line 1/],
  ['notfound-line-deleted.pages.yaml', 42, 1, 'top-level-key', /add a line `notFound:` above line 42/],
  ['pages-misspelt.pages.yaml', 1, 1, 'top-level-key', /write `pages:` instead of `page:`/],
  ['notfound-misspelt.pages.yaml', 42, 1, 'top-level-key', /write `notFound:` instead of `notfound:`/],
  ['page-after-notfound.pages.yaml', 51, 3, 'misplaced-entry', /new pages go in the `pages:` list, above the `notFound:` line/],
  ['tab-indent.pages.yaml', 14, 1, 'tab', /indented with a tab.*spaces only/],
  ['nbsp-indent.pages.yaml', 14, 1, 'pasted-character', /non-breaking space.*spaces only/],
  ['empty.pages.yaml', 1, 1, 'empty-file', /pages\.yaml is empty.*restore it/],
  ['only-comments.pages.yaml', 1, 1, 'empty-file', /pages\.yaml is empty.*restore it/],
  ['colon-in-text.pages.yaml', 14, 18, 'needs-quotes', /contains `: `.*heading: "Note: intro"/],
  ['starts-with-at.pages.yaml', 7, 16, 'needs-quotes', /starts with `@`.*title: "@Wastely welcome"/],
  ['starts-with-backtick.pages.yaml', 36, 16, 'needs-quotes', /backquote.*title: "`Water` Treatment"/],
  ['starts-with-bracket.pages.yaml', 22, 16, 'needs-quotes', /starting with `\[`.*title: "\[New\] About Us"/],
  ['text-after-quote.pages.yaml', 28, 18, 'needs-quotes', /after its closing quote.*heading: '"Our" mission'/],
  ['unclosed-quote.pages.yaml', 14, 18, 'unclosed-quote', /never closed.*add the closing " at the end of the text on line 14/],
  ['missing-colon.pages.yaml', 14, 9, 'missing-colon', /no colon.*heading: Intro/],
  ['dash-too-far.pages.yaml', 13, 1, 'indentation', /indented 8 spaces; the other entries of this list use 6.*remove 2 spaces at the start of line 13/],
  ['field-name-without-colon.pages.yaml', 5, 5, 'missing-colon', /no colon after the field name `blocks`.*blocks:/],
  ['nav-header-line-deleted.nav.yaml', 31, 1, 'top-level-key', /add a line `header:` above line 31/],
  ['unrecognised-syntax.pages.yaml', 14, 24, 'yaml-syntax', /closes nothing: remove it, or put the whole text of the line in quotes/],
  ['duplicate-field.pages.yaml', 15, 9, 'duplicate-key', /written twice.*delete line 15 or line 14/],
  // Pasted characters
  ['curly-quotes.pages.yaml', 7, 16, 'pasted-character', /typographic quotes.*remove them: title: Welcome/],
  ['zero-width-space.pages.yaml', 14, 20, 'pasted-character', /zero-width space.*right after `In`.*delete it/],
  ['nbsp-in-link.pages.yaml', 41, 23, 'pasted-character', /non-breaking space.*delete the space after `\/about`/],
  // Content
  ['unknown-block-type.pages.yaml', 6, 15, 'unknown-block-type', /did you mean `hero`\?/],
  ['misspelt-field.pages.yaml', 7, 9, 'unknown-key', /unknown field `titel`.*did you mean `title`\?/],
  ['nav-misspelt-field.nav.yaml', 6, 3, 'unknown-key', /did you mean `tagline`\?/],
  ['missing-field.pages.yaml', 17, 5, 'missing-field', /add `title:`/],
  ['missing-alt.pages.yaml', 9, 11, 'missing-alt', /describe what it shows/],
  ['wrong-type.pages.yaml', 11, 18, 'wrong-type', /write only the digits/],
  ['invalid-choice.pages.yaml', 26, 20, 'invalid-value', /did you mean `primary`\?/],
  ['duplicate-path.pages.yaml', 42, 11, 'duplicate-path', /already used by the page `\/about` \(line 17\).*give each page its own path/],
  ['broken-link.pages.yaml', 41, 17, 'broken-link', /did you mean `\/about`\?/],
  ['nav-broken-link.nav.yaml', 46, 15, 'broken-link', /did you mean `\/about`\?/],
  ['nav-low-contrast.nav.yaml', 30, 72, 'low-contrast', /key figures and step numbers \(highlight\) on the primary colour has a contrast of 1\.96:1; it needs at least 4\.5:1 change `highlight: "#5FA9DC"`, the nearest shade that reaches 4\.5:1/],
  ['wrong-case-link.pages.yaml', 41, 17, 'wrong-case-link', /did you mean `\/about#Mission`\?/],
  ['missing-anchor.pages.yaml', 41, 17, 'missing-anchor', /did you mean `Mission`\?/],
  ['missing-file.pages.yaml', 9, 16, 'missing-file', /did you mean `\/images\/hero\.svg`\?/],
  ['unsafe-link.pages.yaml', 41, 17, 'unsafe-url', /use a page path such as \/about, or an https:\/\/ address/],
  ['orphan-page.pages.yaml', 42, 11, 'orphan-page', /add it to nav\.yaml or link to it/],
  ['reserved-path.pages.yaml', 42, 11, 'reserved-path', /where the build puts the site's own files \(\/assets\).*choose another path/],
  ['image-size.pages.yaml', 11, 18, 'image-size', /which is 1920 × 1080 pixels \(16:9\).*write width: 1920 and height: 1080, or leave both out/],
  ['no-heading-first.pages.yaml', 35, 9, 'heading-structure', /give the first block a heading/],
  ['redirect-clash.pages.yaml', 54, 11, 'redirect-clash', /is the address of the page `\/about` \(line 17\).*remove this redirect, or give the page another address/],
  ['duplicate-redirect.pages.yaml', 54, 11, 'duplicate-redirect', /already redirected to `\/about` \(line 52\).*keep one redirect for each old address/],
  ['redirect-chain.pages.yaml', 53, 9, 'redirect-chain', /`\/about-us` is itself redirected, to `\/about`.*point it straight to `\/about`/],
];

const run = (file: string) => {
  const text = readFileSync(join(dir, file), 'utf8');
  return file.endsWith('.nav.yaml') ? check(pagesYaml, text) : check(text, navYaml);
};

describe('a corpus of broken content files, one everyday mistake each', () => {
  it('has a case for every file, and every file has its case', () => {
    expect(cases.map(([file]) => file).sort()).toEqual(readdirSync(dir).sort());
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it('covers every kind of problem that can come from one file', () => {
    const covered = new Set(cases.map(([, , , kind]) => kind));
    const untested = Object.keys(problemKinds).filter((kind) => !covered.has(kind as ProblemKind));
    // The loader's limits (size, encoding, nesting, aliases), the SVG files' check, what public/ may hold
    // (publicFolder.test.ts) and render failures have their own tests.
    expect(untested).toEqual(['unsafe-svg', 'public-file', 'yaml-alias', 'yaml-nesting', 'file-too-large', 'invalid-encoding', 'block-render']);
  });

  it.each(cases)('%s: line %i, column %i, %s, with the fix', (file, line, col, kind, fix) => {
    const { problems } = run(file);
    // One mistake, one problem.
    expect(problems, JSON.stringify(problems, null, 2)).toHaveLength(1);
    const [problem] = problems;
    expect(problem).toMatchObject({ line, col, kind, file: file.endsWith('.nav.yaml') ? 'nav.yaml' : 'pages.yaml' });
    expect(`${problem!.message} ${problem!.hint ?? ''}`).toMatch(fix);
    // The place in words, besides the data path.
    expect(problem!.place).not.toMatch(/\[\d+\]/);
    expect(problem!.place.length).toBeGreaterThan(3);
  });
});
