// The content checker against careless edits and hostile files: every input gives located problems or a clean pass,
// never an exception, a stack trace or a hang. (tests/fuzz/build.test.ts builds a sample of the clean passes.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/content/checkSite';
import { loadSite, publicFileExists } from '../../src/content/loadSite';
import { expectLocatedOrClean } from './expectations';
import { exampleRoot } from '../fixtures/exampleSite';
import { hostileFiles } from './hostileFiles';
import { FUZZ_CASES, FUZZ_SEED, mutations } from './mutate';

// The example site's content: real, hand-written files that stay the same whichever organisation's site is in place.
const pagesText = readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8');
const navText = readFileSync(join(exampleRoot, 'nav.yaml'), 'utf8');
const fileExists = publicFileExists(exampleRoot);
const lineCount = (text: string | Uint8Array) => (typeof text === 'string' ? text : new TextDecoder().decode(text)).split(/\r\n|\r|\n/).length;

describe('mutations of a real pages.yaml', () => {
  const cases = mutations(pagesText, FUZZ_SEED, FUZZ_CASES);
  let clean = 0;
  afterAll(() => {
    // Most single-line edits of a strict schema are mistakes; a fuzzer that never passes would test nothing.
    expect(clean).toBeGreaterThan(5);
    expect(clean).toBeLessThan(FUZZ_CASES);
  });

  it.each(cases.map((mutation, index) => [index + 1, mutation.description, mutation] as const))('case %i: %s', (_, description, mutation) => {
    const result = checkSite({ pagesText: mutation.text, navText, fileExists });
    expectLocatedOrClean(result, { 'pages.yaml': lineCount(mutation.text), 'nav.yaml': lineCount(navText) }, description);
    if (!result.problems.length) clean += 1;
  }, 20_000);
});

describe('hostile content files', () => {
  const project = mkdtempSync(join(tmpdir(), 'site-hostile-'));
  symlinkSync(join(exampleRoot, 'public'), join(project, 'public'));
  mkdirSync(join(project, 'node_modules'));
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it.each(hostileFiles.map((file) => [file.name, file.expect, file] as const))('%s: %s', (name, _, file) => {
    const pages = file.pages ? file.pages(pagesText) : pagesText;
    const nav = file.nav ? file.nav(navText) : navText;
    writeFileSync(join(project, 'pages.yaml'), pages);
    writeFileSync(join(project, 'nav.yaml'), nav);
    const result = loadSite(project);
    expectLocatedOrClean(result, { 'pages.yaml': lineCount(pages), 'nav.yaml': lineCount(nav) }, name);
    if (file.expect === 'clean') expect(result.problems).toEqual([]);
    else expect(result.problems.map((problem) => problem.kind)).toContain(file.expect);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype polluted').toBeUndefined();
  }, 30_000);
});
