import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, formatGithub, formatJson, githubAnnotation, parseFormat } from '../../src/cli/formats';
import type { Notice, Problem } from '../../src/content/problems';
import { EXAMPLE_SITE, projectCopy, scriptArgs } from '../fixtures/project';
import { check, edit, navYaml, pagesYaml, positionOf } from '../fixtures/site';

// A sample of bad inputs, each with one mistake.
const mistakes = {
  'unknown block type': () => check(edit(pagesYaml, '      - type: section\n        heading: Intro', '      - type: heroo\n        heading: Intro')),
  'unknown key': () => check(edit(pagesYaml, '        heading: Intro', '        titel: Intro')),
  'broken link in nav.yaml': () => check(pagesYaml, edit(navYaml, '          to: /about', '          to: /abuot')),
  'YAML syntax': () => check(edit(pagesYaml, '        heading: Intro', '        heading: "Intro')),
};

describe('validate --format github', () => {
  it('escapes messages and properties by GitHub\'s rules', () => {
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done%0D%0Anext: a, b');
    expect(escapeProperty('C:\\x, 50%\n')).toBe('C%3A\\x%2C 50%25%0A');
  });

  it('prints one ::error line per problem with file, line, column, kind as title, and the message with its hint', () => {
    const problem: Problem = { kind: 'unknown-key', file: 'pages.yaml', line: 12, col: 7, path: 'pages[0].blocks[0].titel', place: 'page / › block 1 (hero) › titel', message: 'unknown field `titel`', hint: 'did you mean `title`?' };
    expect(githubAnnotation(problem)).toBe('::error file=pages.yaml,line=12,col=7,title=unknown-key::page / › block 1 (hero) › titel: unknown field `titel` (did you mean `title`?)');
  });

  it('prints a file no page uses as a ::notice, which does not fail the check', () => {
    const notice: Notice = { kind: 'unused-file', file: 'public/images/old-plant.webp', message: 'public/images/old-plant.webp is not used by any page and will not be published.', hint: 'Use it on a page, delete it, or add it to site.publish.keep in nav.yaml.' };
    expect(formatGithub([], [notice])).toBe('::notice file=public/images/old-plant.webp,title=unused-file::public/images/old-plant.webp is not used by any page and will not be published. Use it on a page, delete it, or add it to site.publish.keep in nav.yaml.');
    expect(JSON.parse(formatJson([], [notice]))).toEqual({ problems: [], notices: [notice] });
  });

  it.each(Object.entries(mistakes))('%s', (_, run) => {
    const { problems } = run();
    expect(problems.length).toBeGreaterThan(0);
    const lines = formatGithub(problems).split('\n');
    expect(lines).toHaveLength(problems.length);
    problems.forEach((problem, index) => {
      expect(lines[index]).toMatch(/^::error file=(pages|nav)\.yaml,line=\d+,col=\d+,title=[a-z-]+::\S/);
      expect(lines[index]).toContain(`file=${problem.file},line=${problem.line},col=${problem.col},title=${problem.kind}::`);
      expect(lines[index]).not.toMatch(/[\r\n]/);
    });
  });

  it('locates the mistake exactly', () => {
    const pages = edit(pagesYaml, '        heading: Intro', '        titel: Intro');
    const { line, col } = positionOf(pages, 'titel');
    expect(formatGithub(check(pages).problems)).toBe(
      `::error file=pages.yaml,line=${line},col=${col},title=unknown-key::page / › block 2 (section) › titel: unknown field \`titel\` (fields allowed here: anchor, tone, type, eyebrow, heading, body, actions, align, aside, width)`,
    );
  });
});

describe('validate --format json', () => {
  it.each(Object.entries(mistakes))('%s', (_, run) => {
    const { problems } = run();
    const parsed = JSON.parse(formatJson(problems)) as { problems: Array<Record<string, unknown>> };
    expect(parsed.problems).toHaveLength(problems.length);
    for (const item of parsed.problems) {
      expect(Object.keys(item)).toEqual(['kind', 'file', 'line', 'col', 'path', 'place', 'message', 'hint']);
      expect(item).toMatchObject({ kind: expect.any(String), file: expect.stringMatching(/\.yaml$/), line: expect.any(Number), col: expect.any(Number), message: expect.any(String) });
    }
  });

  it('reads the format option in both spellings and refuses unknown ones', () => {
    expect(parseFormat([])).toEqual({ format: 'text' });
    expect(parseFormat(['--format', 'github'])).toEqual({ format: 'github' });
    expect(parseFormat(['--format=json'])).toEqual({ format: 'json' });
    expect(parseFormat(['--format', 'xml'])).toEqual({ error: 'unknown --format xml; use one of text, github, json' });
    expect(parseFormat(['--format'])).toHaveProperty('error');
  });
});

describe('npm run validate -- --format github on a copy of the project with a mistake', () => {
  // The example site's content, its first section block (the third block of /how-it-works) misspelt.
  const project = projectCopy({ 'pages.yaml': (text) => text.replace('      - type: section\n', '      - type: sectoin\n') }, { content: EXAMPLE_SITE });
  const pages = readFileSync(join(project.dir, 'pages.yaml'), 'utf8');
  afterAll(project.remove);

  it('prints an annotation for the mistake and exits 1', () => {
    const result = spawnSync(process.execPath, scriptArgs('scripts/validate.ts', '--format', 'github'), { cwd: project.dir, encoding: 'utf8' });
    expect(result.status).toBe(1);
    const { line, col } = positionOf(pages, 'sectoin');
    expect(result.stdout).toContain(`::error file=pages.yaml,line=${line},col=${col},title=unknown-block-type::page /how-it-works › block 3 (sectoin) › type: unknown block type \`sectoin\`; expected one of hero, section,`);
    expect(result.stdout).toContain('(did you mean `section`?)');
  }, 60_000); // a process that bundles the validator, on a busy machine
});
