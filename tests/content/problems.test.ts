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

  it('each problem says where (file:line:col and the place in words), what, the fix, then its kind and data path', () => {
    const problem: Problem = { kind: 'broken-link', file: 'nav.yaml', line: 3, col: 9, path: 'header.items[0].to', place: 'header › item 1 (About) › to', message: 'no page has the path `/abuot`', hint: 'did you mean `/about`?' };
    expect(formatProblem(problem).split('\n')).toEqual([
      'nav.yaml:3:9  header › item 1 (About) › to',
      '  no page has the path `/abuot`',
      '  fix: did you mean `/about`?',
      '  [broken-link] header.items[0].to',
    ]);
    expect(formatProblems([problem]).split('\n')).toEqual([
      '1 content problem:',
      '',
      ...formatProblem(problem).split('\n'),
      '',
      'Each [kind] is explained in README.md, "What the errors mean".',
    ]);
  });
});
