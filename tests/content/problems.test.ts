import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatProblem, formatProblems, problemKinds, type Problem } from '../../src/content/problems';

describe('the catalogue of problem kinds', () => {
  it('every kind says what it means and how to fix it', () => {
    for (const [kind, { meaning, fix }] of Object.entries(problemKinds)) {
      expect(meaning.length, kind).toBeGreaterThan(10);
      expect(fix.length, kind).toBeGreaterThan(10);
    }
  });

  it('README.md explains every kind, and only those', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('### What the errors mean'), readme.indexOf('## Block types'));
    const documented = [...table.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(documented).toEqual(Object.keys(problemKinds));
  });

  it('each printed line ends with its kind, and the list says where kinds are explained', () => {
    const problem: Problem = { kind: 'broken-link', file: 'nav.yaml', line: 3, col: 9, path: 'header.items[0].to', message: 'no page has the path `/abuot`', hint: 'did you mean `/about`?' };
    expect(formatProblem(problem)).toBe('nav.yaml:3:9  header.items[0].to  no page has the path `/abuot` (did you mean `/about`?)  [broken-link]');
    expect(formatProblems([problem]).split('\n')).toEqual([
      '1 content problem:',
      formatProblem(problem),
      'The [kind] at the end of each line is explained in README.md, "What the errors mean".',
    ]);
  });
});
