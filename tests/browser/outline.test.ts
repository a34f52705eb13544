import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockTypes } from '../../src/blocks/registry';
import { loadSite } from '../../src/content/loadSite';
import { parseYamlSource } from '../../src/content/yamlSource';
import { chromiumArgs, chromiumPath } from './chromium';
import { untilLive } from './devPage';
import { useBrowser, wakeIslands } from './session';

// `npm run dev` on a copy of the real project: the ?outline labels and the /_blocks catalogue page.
/** A page of the content in place other than the home page (the first site's /about). */
const SECOND = loadSite(process.cwd()).content!.pages.pages[1]!.path;
const project = mkdtempSync(join(tmpdir(), 'site-outline-'));
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let origin: string;

/** The ::before label of each block wrapper, as the browser draws it ("none" when there is none). */
const labels = (target: Page) =>
  target.evaluate(() => [...document.querySelectorAll('[data-block]')].map((element) => getComputedStyle(element, '::before').content));

beforeAll(async () => {
  for (const item of ['src', 'scripts', 'public', 'docs', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'pages.yaml', 'nav.yaml']) {
    cpSync(resolve(item), join(project, item), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  server = await createServer({ root: project, configFile: join(project, 'vite.config.ts'), cacheDir: join(project, '.vite'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('npm run dev: ?outline', () => {
  it('labels every block with its line in pages.yaml and its type', async () => {
    await page.goto(`${origin}${SECOND}?outline`);
    await page.waitForSelector('h1', { timeout: 30_000 });
    const pagesText = readFileSync(join(project, 'pages.yaml'), 'utf8');
    const source = parseYamlSource('pages.yaml', pagesText);
    const pages = (source.value as { pages: Array<{ path: string; blocks: Array<{ type: string }> }> }).pages;
    const index = pages.findIndex((candidate) => candidate.path === SECOND);
    const expected = pages[index]!.blocks.map((block, at) => `"pages.yaml:${source.locate(['pages', index, 'blocks', at]).line} ${block.type}"`);
    await expect.poll(() => labels(page), { timeout: 20_000 }).toEqual(expected);
    const frame = await page.evaluate(() => getComputedStyle(document.querySelector('[data-block]')!, '::after').borderTopStyle);
    expect(frame).toBe('dashed');
  });

  it('draws nothing without ?outline', async () => {
    await page.goto(`${origin}${SECOND}`);
    await page.waitForSelector('h1', { timeout: 30_000 });
    expect(new Set(await labels(page))).toEqual(new Set(['none']));
  });
});

describe('npm run dev: /_blocks', () => {
  it('renders every catalogue example live, each titled with its type', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await untilLive(page, () => page.goto(`${origin}/_blocks?outline`));
    await page.waitForSelector('h1', { timeout: 30_000 });
    await expect(page.locator('h1').textContent()).resolves.toBe('Block catalogue');
    for (const type of blockTypes) await expect(page.locator(`#${type}-block h2`).textContent()).resolves.toBe(type);
    for (const type of blockTypes) {
      await expect.poll(() => page.locator(`[data-block="${type}"][data-source="src/blocks/${type}/example.yaml:1"]`).count()).toBe(1);
    }
    expect(await page.locator('[data-block-error]').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a broken example on the author error page like any content problem, with its file, line and column', async () => {
    const file = join(project, 'src/blocks/hero/example.yaml');
    const original = readFileSync(file, 'utf8');
    // pages.yaml and nav.yaml stay good, so the server follows its message (the list, shown at once) with a full reload:
    // the list is read on the reloaded page, in one step, and again if a reload interrupts the reading.
    await untilLive(page, () => writeFileSync(file, original.replace('title: ', 'titel: ')));
    const shown = () =>
      page
        .evaluate(() => {
          const problems = [...document.querySelectorAll('#site-problems .site-problem')];
          return {
            problems: problems.map((item) => ({
              where: item.querySelector('.site-problem-where')?.textContent?.match(/^src\/blocks\/hero\/example\.yaml, line \d+, column \d+/)?.[0],
              title: item.querySelector('h3')?.textContent?.startsWith('unknown field `titel`'),
              fix: /did you mean `title`\?/.test(item.querySelector('.site-problem-fix')?.textContent ?? ''),
            })),
            overlay: document.querySelector('vite-error-overlay') !== null,
            loaded: document.readyState === 'complete',
          };
        })
        .catch(() => 'reloading');
    const expected = { problems: [{ where: 'src/blocks/hero/example.yaml, line 3, column 1', title: true, fix: true }], overlay: false, loaded: true };
    await expect.poll(shown, { timeout: 20_000 }).toEqual(expected);
    await untilLive(page, () => writeFileSync(file, original));
    await expect.poll(() => page.locator('#site-problems').count(), { timeout: 20_000 }).toBe(0);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Block catalogue', null, { timeout: 20_000 });
  });
});

describe('the production build', () => {
  const { visit } = useBrowser();

  it('has no /_blocks page', async () => {
    expect(existsSync(resolve('dist/_blocks'))).toBe(false);
    const assets = readdirSync(resolve('dist/assets')).filter((name) => name.endsWith('.js'));
    for (const name of assets) expect(readFileSync(resolve('dist/assets', name), 'utf8'), name).not.toContain('blocks-catalogue');
    const { page: built, status } = await visit('/_blocks');
    expect(status).toBe(404);
    await expect(built.locator('h1').textContent()).resolves.not.toBe('Block catalogue');
    await built.context().close();
  });

  it('ignores ?outline: no frames, no labels', async () => {
    const { page: built, problems } = await visit(`${SECOND}?outline`);
    await wakeIslands(built);
    expect(new Set(await labels(built))).toEqual(new Set(['none']));
    expect(await built.evaluate(() => getComputedStyle(document.querySelector('[data-block]')!, '::after').borderTopStyle)).toBe('none');
    expect(problems).toEqual([]);
    await built.context().close();
  });
});
