// The problem list in the studio's words: the page, block and field as the screen names them, what is wrong and what
// to do (the command line's fix line, in the same words), with no backticks, field keys or file names.
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fixOf, formatProblem } from '../../../../src/content/problems';
import { problemWords } from '../../../../studio/app/problems/problemWords';
import { check, edit, navYaml, pagesYaml } from '../../../fixtures/site';

describe('problemWords', () => {
  const pages = edit(edit(pagesYaml, '        title: About Us', '        title: ""'), '            to: /about#Mission', '            to: /abuot');
  const { problems } = check(pages);
  const data = { 'pages.yaml': parse(pages), 'nav.yaml': parse(navYaml) };
  const words = problems.map((problem) => problemWords(problem, data));

  it('names the page, block and field as the studio shows them, and says what to do', () => {
    expect(words).toEqual([
      { place: 'About › Hero › Title', what: 'Must not be empty', todo: 'fill it in: it cannot be left empty' },
      { place: 'Water › Call to action › Button “Read about us” › Link to', what: 'No page has the address “/abuot”', todo: 'did you mean “/about”?' },
    ]);
    for (const { what, todo } of words) expect(`${what} ${todo}`).not.toMatch(/`|\.yaml|public\//);
  });

  it('names a missing field by its label, and says what it is for', () => {
    const missing = edit(pagesYaml, '      - type: hero\n        title: About Us\n', '      - type: hero\n');
    const [problem] = check(missing).problems;
    expect(problemWords(problem!, { 'pages.yaml': parse(missing), 'nav.yaml': parse(navYaml) })).toEqual({
      place: 'About › Hero › Title',
      what: '“Title” is missing',
      todo: 'fill it in: the main heading of the page',
    });
  });

  it('names an entry of a text by its shape, as the block form does: a subheading is “Subheading 2”, not “Paragraph 2”', () => {
    const withSubheading = edit(pagesYaml, '        body:\n          - We clean water.\n', '        body:\n          - We clean water.\n          - subheading: ""\n');
    const [problem] = check(withSubheading).problems;
    expect(problemWords(problem!, { 'pages.yaml': parse(withSubheading), 'nav.yaml': parse(navYaml) }).place).toBe('About › Section › Subheading 2');
  });

  it('says what to do in the same words as the command line', () => {
    problems.forEach((problem, index) => {
      expect(formatProblem(problem)).toContain(`fix: ${fixOf(problem)}`);
      expect(words[index]!.todo.replace(/[“”]/g, '')).toBe(fixOf(problem).replace(/`/g, ''));
    });
  });

  it('names a redirect by its addresses and says where to point it instead of making a chain', () => {
    const chained = `${pagesYaml}redirects:\n  - from: /old-about\n    to: /about-us\n  - from: /about-us\n    to: /about\n`;
    const [problem] = check(chained).problems;
    expect(problemWords(problem!, { 'pages.yaml': parse(chained), 'nav.yaml': parse(navYaml) })).toEqual({
      place: 'Redirects › /old-about → /about-us › Leads to',
      what: '“/about-us” is itself redirected, to “/about”: visitors would be sent on twice',
      todo: 'point it straight to “/about”',
    });
  });
});
