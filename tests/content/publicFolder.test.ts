// Issue 33 (hardening, second round), findings 1 and 2: public/ is published as it is, on the site's own address, and
// no check read most of it. A page or a script planted under public/images/, a compressed copy planted beside a
// checked picture, a symbolic link to a key or to visitors' saved enquiries, and an SVG with a script that no page
// uses: each is now a problem naming the file, found by validate (and so by the build, the studio and the dev server).
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { checkDraft } from '../../studio/server/draftCheck';
import { exampleRoot } from '../fixtures/exampleSite';

// A copy of the example site: its content and public/, whatever site is at the project's root.
const repo = exampleRoot;
let project: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'public-folder-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(repo, name), join(project, name));
  cpSync(join(repo, 'public'), join(project, 'public'), { recursive: true });
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const plant = (path: string, content: string | Buffer) => writeFileSync(join(project, 'public', path), content);
const problemsOf = () => loadSite(project).problems;
const named = (path: string, kind: string, message: RegExp) => expect.objectContaining({ kind, file: `public/${path}`, line: 1, col: 1, message: expect.stringMatching(message) });

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>fetch('/api/publish',{method:'POST'})</script></svg>`;

describe('public/ holds only what a site serves as content (finding 1)', () => {
  it('the real site passes', () => {
    expect(problemsOf()).toEqual([]);
  }, 30_000);

  it.each([
    ['images/promo.html', '<!doctype html><script>fetch("/api/publish")</script>', /^`public\/images\/promo\.html` is a web page/],
    ['images/dot.js', 'fetch("/api/publish")', /^`public\/images\/dot\.js` is a script/],
    ['images/dot.mjs', 'export {}', /^`public\/images\/dot\.mjs` is a script/],
    ['images/app-icon.svg.gz', gzipSync(SCRIPTED_SVG), /^`public\/images\/app-icon\.svg\.gz` is a compressed copy/],
    ['images/app-icon.svg.br', 'x', /^`public\/images\/app-icon\.svg\.br` is a compressed copy/],
    ['images/notes.exe', 'MZ', /^`public\/images\/notes\.exe` is not a kind of file the site serves \(`\.exe`\)/],
    ['images/.htaccess', 'Options +Indexes', /^`public\/images\/\.htaccess` is a hidden file/],
  ])('%s is a problem naming the file', (path, content, message) => {
    plant(path, content);
    expect(problemsOf()).toEqual([named(path, 'public-file', message)]);
  });

  it('an SVG with a script that no page uses is checked all the same', () => {
    plant('images/unused.svg', SCRIPTED_SVG);
    expect(problemsOf()).toEqual([named('images/unused.svg', 'unsafe-svg', /^`public\/images\/unused\.svg` is not a plain drawing \(no page uses it.*The SVG contains a <script> element/)]);
  });

  it('an SVG a page uses is reported once, at the picture', () => {
    plant('images/hero-how.svg', SCRIPTED_SVG.replace('0 0 10 10', '0 0 640 480'));
    const problems = problemsOf();
    expect(problems).toEqual([expect.objectContaining({ kind: 'unsafe-svg', file: 'pages.yaml' })]);
  });

  it('the studio\'s check refuses the same files', () => {
    plant('images/promo.html', '<script>1</script>');
    expect(checkDraft(project, {})).toEqual([named('images/promo.html', 'public-file', /is a web page/)]);
  });
});

describe('no path leaves the project (finding 2)', () => {
  it.each([
    ['a private key outside the project', () => {
      mkdirSync(join(project, '.ssh'));
      writeFileSync(join(project, '.ssh/id_rsa'), '-----BEGIN OPENSSH PRIVATE KEY-----');
      symlinkSync('../../.ssh/id_rsa', join(project, 'public/images/id_rsa.txt'));
      return 'images/id_rsa.txt';
    }],
    ['visitors\' saved enquiries', () => {
      mkdirSync(join(project, '.outbox'));
      symlinkSync('../../.outbox', join(project, 'public/images/outbox'));
      return 'images/outbox';
    }],
    ['a picture that is a link to another picture of the site', () => {
      symlinkSync('logo.svg', join(project, 'public/images/logo-copy.svg'));
      return 'images/logo-copy.svg';
    }],
  ])('a symbolic link under public/ to %s is a problem naming it', (_, make) => {
    const path = make();
    expect(problemsOf()).toEqual([named(path, 'public-file', /is a symbolic link/)]);
  });
});
