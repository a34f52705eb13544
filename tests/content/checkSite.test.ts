import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems';
import { check, edit, navYaml, pagesYaml, positionOf } from '../fixtures/site';

const only = (result: ReturnType<typeof check>) => {
  expect(result.problems.map((problem) => problem.kind)).toHaveLength(1);
  return result.problems[0]!;
};

describe('checkSite on valid content', () => {
  it('accepts the fixture site and applies defaults', () => {
    const result = check();
    expect(result.problems).toEqual([]);
    expect(result.content!.pages.pages[0]!.blocks[0]).toMatchObject({ type: 'hero', size: 'large' });
  });
});

describe('each mistake an author can make is reported with FILE:LINE:COL and a clear message', () => {
  it('a YAML layout mistake, at the line to change, with the place in words', () => {
    const pages = edit(pagesYaml, '        heading: Intro', '        heading: "Intro');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'unclosed-quote', ...positionOf(pages, '"Intro'), place: 'page / › block 2 (section) › heading' });
    expect(formatProblem(problem).split('\n')[0]).toBe(`pages.yaml:${problem.line}:${problem.col}  page / › block 2 (section) › heading`);
  });

  it('unknown block type, with the valid choices and a did-you-mean', () => {
    const pages = edit(pagesYaml, '      - type: section\n        heading: Intro', '      - type: sectoin\n        heading: Intro');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'unknown-block-type', ...positionOf(pages, 'sectoin'), path: 'pages[0].blocks[1].type' });
    expect(problem.message).toContain('unknown block type `sectoin`; expected one of hero, section, card-grid');
    expect(problem.hint).toBe('did you mean `section`?');
    expect(formatProblem(problem)).toBe(
      `pages.yaml:${problem.line}:${problem.col}  page / › block 2 (sectoin) › type\n  ${problem.message}\n  fix: did you mean \`section\`?\n  [unknown-block-type] pages[0].blocks[1].type`,
    );
  });

  it('unknown key, pointing at the key with the nearest known key', () => {
    const pages = edit(pagesYaml, '        heading: Intro', '        haeding: Intro');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'unknown-key', ...positionOf(pages, 'haeding'), path: 'pages[0].blocks[1].haeding' });
    expect(problem.message).toBe('unknown field `haeding`');
    expect(problem.hint).toBe('did you mean `heading`?');
  });

  it('missing required field, located at its block and explained', () => {
    const pages = edit(pagesYaml, '      - type: hero\n        title: About Us\n', '      - type: hero\n');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'missing-field', line: positionOf(pages, '      - type: hero\n        actions').line, path: 'pages[1].blocks[0].title' });
    expect(problem.message).toBe('required field `title` is missing: add `title:`');
    expect(problem.hint).toBe('fill it in: the main heading of the page');
  });

  it('wrong value type, in words an author knows', () => {
    const pages = edit(pagesYaml, '          width: 1920', '          width: wide');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'wrong-type', ...positionOf(pages, 'wide'), path: 'pages[0].blocks[0].image.width' });
    expect(problem.message).toBe('expected a number, got text');
  });

  it('nav link to a missing route, with a did-you-mean', () => {
    const nav = edit(navYaml, '          to: /about', '          to: /abuot');
    const problem = only(check(pagesYaml, nav));
    expect(problem).toMatchObject({ kind: 'broken-link', file: 'nav.yaml', ...positionOf(nav, '/abuot'), path: 'footer.columns[0].links[0].to' });
    expect(problem.message).toBe('no page has the path `/abuot`');
    expect(problem.hint).toBe('did you mean `/about`?');
  });

  it('block link to a missing route', () => {
    const pages = edit(pagesYaml, '            to: /about#Mission', '            to: /careers');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'broken-link', file: 'pages.yaml', ...positionOf(pages, '/careers'), path: 'pages[2].blocks[1].actions[0].to' });
  });

  it('link to a missing anchor, on the same page and on another page', () => {
    const samePage = edit(pagesYaml, '            to: "#Mission"', '            to: "#Misson"');
    const same = only(check(samePage));
    expect(same).toMatchObject({ kind: 'missing-anchor', ...positionOf(samePage, '"#Misson"') });
    expect(same.hint).toBe('did you mean `Mission`?');
    const otherPage = edit(pagesYaml, '            to: /about#Mission', '            to: /about#Vision');
    const other = only(check(otherPage));
    expect(other).toMatchObject({ kind: 'missing-anchor', ...positionOf(otherPage, '/about#Vision') });
    expect(other.message).toBe('page `/about` has no block with `anchor: Vision` (link `/about#Vision`)');
  });

  it('missing image file', () => {
    const pages = edit(pagesYaml, '          src: /images/hero.svg', '          src: /images/hero.png');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'missing-file', ...positionOf(pages, '/images/hero.png'), path: 'pages[0].blocks[0].image.src' });
    expect(problem.message).toBe('file `public/images/hero.png` does not exist');
  });

  it('image without alt', () => {
    const pages = edit(pagesYaml, '          alt: Water\n', '');
    const problem = only(check(pages));
    expect(problem).toMatchObject({ kind: 'missing-alt', ...positionOf(pages, 'src: /images/hero.svg'), path: 'pages[0].blocks[0].image.alt' });
    expect(problem.message).toContain('describe what it shows');
  });

  it('javascript: and data: URLs', () => {
    const pages = edit(pagesYaml, '            to: /about#Mission', '            to: "javascript:alert(1)"');
    expect(only(check(pages))).toMatchObject({ kind: 'unsafe-url', ...positionOf(pages, '"javascript:alert(1)"') });
    const nav = edit(navYaml, '      to: /\n', '      to: "data:text/html,hi"\n');
    expect(only(check(pagesYaml, nav))).toMatchObject({ kind: 'unsafe-url', file: 'nav.yaml', ...positionOf(nav, '"data:text/html,hi"') });
  });

  it('duplicate route path, also when only the case differs', () => {
    const pages = edit(pagesYaml, '  - path: /application/Solution/Water_Treatment', '  - path: /About');
    const duplicate = check(pages).problems.find((problem) => problem.kind === 'duplicate-path')!;
    expect(duplicate).toMatchObject({ ...positionOf(pages, '/About'), path: 'pages[2].path' });
    expect(duplicate.message).toBe('path `/About` is already used by the page `/about` (line 17)');
  });
});

describe('site-wide checks', () => {
  it('a link that differs from the route only in case or a trailing slash names the exact spelling', () => {
    const nav = edit(navYaml, '              to: /application/Solution/Water_Treatment', '              to: /application/solution/water_treatment/');
    const kinds = check(pagesYaml, nav).problems.map((problem) => problem.kind);
    // The page is then linked from nowhere, which is reported too.
    expect(kinds).toEqual(['wrong-case-link', 'orphan-page']);
    const problem = check(pagesYaml, nav).problems.find((item) => item.kind === 'wrong-case-link')!;
    expect(problem.hint).toBe('did you mean `/application/Solution/Water_Treatment`?');
  });

  it('a page that no other page, header or footer links to is an orphan', () => {
    const nav = edit(navYaml, '              to: /application/Solution/Water_Treatment', '              to: /about');
    const problem = only(check(pagesYaml, nav));
    expect(problem).toMatchObject({ kind: 'orphan-page', ...positionOf(pagesYaml, '/application/Solution/Water_Treatment'), path: 'pages[2].path' });
  });

  it('a page must start with a block that carries its h1', () => {
    const pages = edit(pagesYaml, '      - type: hero\n        title: Water Treatment\n', '      - type: section\n        body: [Text first]\n');
    expect(check(pages).problems.map((problem) => problem.kind)).toEqual(['heading-structure']);
  });

  it('reports every problem in both files at once, sorted by file and position', () => {
    let pages = edit(pagesYaml, '        heading: Intro', '        haeding: Intro');
    pages = edit(pages, '          alt: Water\n', '');
    const result = check(pages, edit(navYaml, '    skipToContent: Skip to content\n', ''));
    expect(result.problems.map((problem) => `${problem.file} ${problem.kind}`)).toEqual([
      'nav.yaml missing-field',
      'pages.yaml missing-alt',
      'pages.yaml unknown-key',
    ]);
    expect(result.content).toBeUndefined();
  });
});

describe('a wrong field does not hide the other checks', () => {
  // The empty title is the first block's: the page is not also reported as having no heading.
  it('an empty title and a broken link elsewhere are two problems, reported together', () => {
    const pages = edit(edit(pagesYaml, '        title: About Us', '        title: ""'), '            to: /about#Mission', '            to: /abuot');
    const problems = check(pages).problems;
    expect(problems.map((problem) => [problem.kind, problem.path])).toEqual([
      ['invalid-value', 'pages[1].blocks[0].title'],
      ['broken-link', 'pages[2].blocks[1].actions[0].to'],
    ]);
  });
});
