// Clean passes of the fuzzer must also build: a sample of mutations that the checker accepts and that change the
// content is built with `npm run build`, and the pages it writes must parse as HTML with the content in place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/content/checkSite';
import { publicFileExists } from '../../src/content/loadSite';
import { projectCopy, runScript } from '../fixtures/project';
import { STACK_LINE } from './expectations';
import { FUZZ_CASES, FUZZ_SEED, mutations } from './mutate';

const SAMPLE = 2;
const pagesText = readFileSync('pages.yaml', 'utf8');
const navText = readFileSync('nav.yaml', 'utf8');
const fileExists = publicFileExists(process.cwd());
const original = JSON.stringify(checkSite({ pagesText, navText, fileExists }).content);

/** The first mutations (in the suite's order) that pass the checker and change what the site shows. */
function cleanSample() {
  const sample = [];
  for (const mutation of mutations(pagesText, FUZZ_SEED, FUZZ_CASES)) {
    const result = checkSite({ pagesText: mutation.text, navText, fileExists });
    if (!result.problems.length && JSON.stringify(result.content) !== original) sample.push({ ...mutation, content: result.content! });
    if (sample.length === SAMPLE) break;
  }
  return sample;
}

describe('clean passes of the fuzzer build', () => {
  const sample = cleanSample();
  const copies: Array<{ remove: () => void }> = [];
  afterAll(() => copies.forEach((copy) => copy.remove()));

  it('the sample is as large as asked', () => expect(sample).toHaveLength(SAMPLE));

  it.each(sample.map((mutation) => [mutation.description, mutation] as const))('%s: npm run build succeeds and its HTML parses', async (_, mutation) => {
    const project = projectCopy({ 'pages.yaml': () => mutation.text });
    copies.push(project);
    const built = await runScript(project.dir, 'build');
    expect(built.status, built.stderr).toBe(0);
    expect(built.stdout + built.stderr).not.toMatch(STACK_LINE);
    const pages = [...mutation.content.pages.pages.slice(0, 3), ...mutation.content.pages.pages.slice(-1)];
    for (const page of pages) {
      const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
      const { document } = new JSDOM(readFileSync(join(project.dir, 'dist', file), 'utf8')).window;
      expect(document.title, file).toBe(mutation.content.nav.site.titleTemplate.replace('%s', () => page.title));
      expect(document.querySelectorAll('h1'), file).toHaveLength(1);
      expect(document.querySelectorAll('main [data-block]').length, file).toBe(page.blocks.length);
      // Each island's props come back exactly as the page's blocks at its position.
      const data = document.getElementById('island-data')?.textContent;
      const islands = data ? (JSON.parse(data) as { islands: Record<string, { props: { block: { type: string } } }> }).islands : {};
      for (const [index, island] of Object.entries(islands)) expect(island.props.block.type, file).toBe(page.blocks[Number(index)]!.type);
    }
  }, 240_000);
});
