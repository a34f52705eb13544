import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstInvalidUtf8, MAX_FILE_BYTES, readContentText, structureLimitAt, tooDeepAt } from '../../src/content/limits';
import { publicFileExists } from '../../src/content/loadSite';
import { parseYamlSource } from '../../src/content/yamlSource';
import { check, edit, pagesYaml, positionOf } from '../fixtures/site';

const only = (result: ReturnType<typeof check>) => {
  expect(result.problems).toHaveLength(1);
  return result.problems[0]!;
};

describe('aliases are held to a budget', () => {
  it('a few lines of aliases to a 30,000-item list are a yaml-alias problem at the alias that crosses it', () => {
    const list = Array.from({ length: 30_000 }, (_, n) => `p${n}`).join(', ');
    const sections = Array.from({ length: 40 }, (_, i) => `      - type: section\n        heading: Part ${i}\n        body: ${i === 0 ? `&words [${list}]` : '*words'}\n`).join('');
    const pages = edit(pagesYaml, '  - path: /about\n', `${sections}  - path: /about\n`);
    const problem = only(check(pages));
    // The alias that takes the file past its budget is the one named.
    const lines = pages.split('\n');
    const budget = Number(problem.message.match(/more than ([\d,]+) values/)![1]!.replace(/,/g, ''));
    const aliasesUpToProblem = lines.slice(0, problem.line).filter((line) => line.includes('*words')).length;
    expect(aliasesUpToProblem * 30_001).toBeGreaterThan(budget);
    expect((aliasesUpToProblem - 1) * 30_001).toBeLessThanOrEqual(budget);
    expect(problem).toMatchObject({ kind: 'yaml-alias', file: 'pages.yaml', col: lines[problem.line - 1]!.indexOf('*words') + 1 });
    // 10 times ~30,200 is above the cap of 100,000 that holds for every file.
    expect(problem.message).toBe('`*words` repeats 30,001 values: with the aliases before it, this file would repeat more than 100,000 values (the most any file may repeat)');
  }, 30_000);

  it('small anchors reused a few times are fine', () => {
    const pages = edit(
      edit(pagesYaml, '        body:\n          - A paragraph.', '        body: &intro\n          - A paragraph.'),
      '        body:\n          - We clean water.',
      '        body: *intro',
    );
    expect(check(pages).problems).toEqual([]);
    expect(check(pages).content!.pages.pages[1]!.blocks[1]).toMatchObject({ body: ['A paragraph.'] });
  });

  it('a chain of aliases doubling at each step (a "billion laughs") is refused at the alias that crosses the budget', () => {
    const levels = Array.from({ length: 30 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(4).fill(`*l${i}`).join(', ')}]`);
    const text = ['l0: &l0 [x]', ...levels, 'pages: []'].join('\n');
    const source = parseYamlSource('pages.yaml', text);
    expect(source.problems).toHaveLength(1);
    // l6 repeats l5 (2,389 values) four times: its third alias takes the file past the floor of 10,000.
    expect(source.problems[0]).toMatchObject({ kind: 'yaml-alias', line: 7, col: 'l6: &l6 [*l5, *l5, '.length + 1 });
  });
});

describe('nesting is limited', () => {
  it('10,000 levels of brackets are a yaml-nesting problem where the 65th level opens, not a stack overflow', () => {
    const text = `${pagesYaml}deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`;
    const problem = only(check(text));
    expect(problem).toMatchObject({ kind: 'yaml-nesting', file: 'pages.yaml', line: text.split('\n').length - 1 });
    // The top-level map and the value of `deep` are two levels: the 63rd bracket opens the 65th.
    expect(problem.col).toBe('deep: '.length + 63);
    expect(problem.message).toBe('the content is nested more than 64 levels deep here; no page needs that many');
  });

  it('nested lists and ever deeper indentation are caught too', () => {
    expect(tooDeepAt(`a: ${'- '.repeat(100)}x`)).toBeGreaterThan(0);
    expect(tooDeepAt(Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n'))).toBeGreaterThan(0);
    expect(tooDeepAt(`a: ${'{b: '.repeat(100)}c${'}'.repeat(100)}`)).toBeGreaterThan(0);
  });

  it('brackets in text, quotes and block text are not nesting; the real pages.yaml and 60 levels pass', () => {
    expect(tooDeepAt(`a: Don't ${'['.repeat(100)}\nb: "${'{'.repeat(100)}"\nc: |\n  ${'[ '.repeat(100)}\n`)).toBe(-1);
    expect(tooDeepAt(readFileSync('pages.yaml', 'utf8'))).toBe(-1);
    expect(tooDeepAt(readFileSync('nav.yaml', 'utf8'))).toBe(-1);
    expect(tooDeepAt(`a: ${'['.repeat(60)}${']'.repeat(60)}`)).toBe(-1);
  });
});

describe('file size and encoding', () => {
  const read = (bytes: number[] | Uint8Array) => readContentText('pages.yaml', bytes.length, () => Uint8Array.from(bytes));

  it('invalid UTF-8 is an invalid-encoding problem at its line and column, not replacement characters in the pages', () => {
    const bytes = [...new TextEncoder().encode('pages:\n  - title: Café '), 0xff, 0xfe, ...new TextEncoder().encode(' ok\n')];
    const { problems, text } = read(bytes);
    expect(text).toBe('');
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'invalid-encoding', file: 'pages.yaml', line: 2, col: 17, message: expect.stringContaining('bytes FF FE 20 6F') }),
    ]);
  });

  it('finds overlong forms, surrogates and cut-off sequences, and accepts all of Unicode', () => {
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0xc0, 0xaf]))).toBe(1);
    expect(firstInvalidUtf8(Uint8Array.from([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0xe2, 0x82]))).toBe(1);
    expect(firstInvalidUtf8(new TextEncoder().encode('Ünïcödé € 𝄞 \u2028 \u202E'))).toBe(-1);
  });

  it('a byte-order mark is dropped; a file over 10 MB is refused before it is read', () => {
    expect(read([0xef, 0xbb, 0xbf, 0x61, 0x3a, 0x20, 0x62]).text).toBe('a: b');
    const huge = readContentText('pages.yaml', MAX_FILE_BYTES + 1, () => {
      throw new Error('must not read');
    });
    expect(huge.problems).toEqual([expect.objectContaining({ kind: 'file-too-large', line: 1, col: 1, message: 'the file is 10.0 MB; a content file may be at most 10 MB' })]);
  });
});

describe('file paths that cannot be decoded', () => {
  it('`/images/100%off.svg` is a located invalid-value problem, and checking for the file does not throw', () => {
    const pages = edit(pagesYaml, 'src: /images/hero.svg', 'src: /images/100%off.svg');
    expect(only(check(pages))).toMatchObject({
      kind: 'invalid-value',
      ...positionOf(pages, '/images/100%off.svg'),
      message: '`/images/100%off.svg` has a % that does not start an escape such as %20, so browsers cannot request it',
    });
    expect(publicFileExists(process.cwd())('/images/100%off.svg')).toBe(false);
  });
});

describe('characters YAML does not allow', () => {
  it('a raw control character is a located yaml-syntax problem; escaped in quotes it is text', () => {
    const pages = edit(pagesYaml, '          - A paragraph.', '          - A para\u0000graph.');
    expect(only(check(pages))).toMatchObject({ kind: 'yaml-syntax', ...positionOf(pages, '\u0000'), message: 'the file contains an invisible control character (U+0000) here, which YAML does not allow' });
    expect(check(edit(pagesYaml, '          - A paragraph.', '          - "Tab\\there"')).problems).toEqual([]);
  });
});

describe('large blocks (issue 25, finding 2)', () => {
  // The attack: one block of 64,000 fields (1.3 MB). The yaml package's own duplicate-key check compared each key with
  // every key before it (26 s here); the check is now one set per block, so this finishes well within the timeout.
  const manyFields = (count: number, extra = '') =>
    edit(pagesYaml, '      - type: hero\n        title: Welcome\n', `      - type: hero\n        title: Welcome\n${Array.from({ length: count }, (_, n) => `        k${n}: v\n`).join('')}${extra}`);

  it('a field written twice after 64,000 others is the duplicate-key problem, in the same words as in a small block', () => {
    const pages = manyFields(64_000, '        k0: again\n');
    const problem = only(check(pages));
    const first = positionOf(pages, '        k0: v').line;
    const second = positionOf(pages, '        k0: again').line;
    expect(problem).toMatchObject({ kind: 'duplicate-key', line: second, col: 9, message: `\`k0\` is written twice here (lines ${first} and ${second})` });
    const small = only(check(edit(pagesYaml, '        title: Welcome\n', '        title: Welcome\n        title: Again\n')));
    expect(small).toMatchObject({ kind: 'duplicate-key', message: '`title` is written twice here (lines 7 and 8)' });
  }, 20_000);

  it('64,000 unknown fields are each reported at their line', () => {
    const problems = check(manyFields(64_000)).problems;
    expect(problems).toHaveLength(64_000);
    expect(problems.at(-1)).toMatchObject({ kind: 'unknown-key', line: 7 + 64_000, col: 9, message: 'unknown field `k63999`' });
  }, 30_000);

  it('a file writing more than 100,000 values is refused before it is parsed, at the value that crosses the limit', () => {
    const pages = manyFields(100_001);
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'file-too-large', path: '(file)' });
    expect(problem.message).toBe('the file writes more than 100,000 values (fields and list entries) by here; a 1,000-page site writes about 50,000');
    // The real pages.yaml writes a few thousand.
    expect(structureLimitAt(readFileSync('pages.yaml', 'utf8'))).toBeNull();
  }, 20_000);
});
