import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit, navYaml, pagesYaml, positionOf } from '../../fixtures/site';
import { chromiumArgs, chromiumPath } from '../../browser/chromium';
import { untilLive } from '../../browser/devPage';

// `npm run dev` on a copy of the project holding the small fixture site, so the test can edit its YAML freely.
const project = mkdtempSync(join(tmpdir(), 'site-dev-'));
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="#0B3C5D"/></svg>';
let server: ViteDevServer;
let browser: Browser;
let page: Page;

const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const hasViteOverlay = () => page.evaluate(() => document.querySelector('vite-error-overlay') !== null);

beforeAll(async () => {
  for (const item of ['src', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) cpSync(resolve(item), join(project, item), { recursive: true });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  mkdirSync(join(project, 'public/images'), { recursive: true });
  write('public/images/logo.svg', svg);
  write('public/favicon.svg', svg);
  write('public/images/hero.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><rect width="1920" height="1080" fill="#0B3C5D"/></svg>');
  write('pages.yaml', pagesYaml);
  write('nav.yaml', navYaml);
  server = await createServer({ root: project, configFile: join(project, 'vite.config.ts'), cacheDir: join(project, '.vite'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
  const { port } = server.httpServer!.address() as AddressInfo;
  await untilLive(page, () => page.goto(`http://127.0.0.1:${port}/about`));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('renders the YAML content', async () => {
    await expect(page.locator('h1').textContent({ timeout: 30_000 })).resolves.toBe('About Us');
  });

  it('reloads the page on a YAML save: reordered blocks show without a restart', async () => {
    const reordered = edit(pagesYaml, '      - type: hero\n        title: About Us\n', '      - type: hero\n        title: About Wastely\n');
    await untilLive(page, () => write('pages.yaml', reordered));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About Wastely', null, { timeout: 20_000 });
  });

  it('shows the author error page above the last good page while the YAML is broken, and removes it when fixed', async () => {
    const broken = edit(pagesYaml, '      - type: section\n        anchor: Mission', '      - type: sectoin\n        anchor: Mission');
    write('pages.yaml', broken);
    const problem = page.locator('#site-problems .site-problem');
    await problem.waitFor({ timeout: 20_000 });
    await expect(problem.count()).resolves.toBe(1);
    // The card: where in words, what is wrong, the fix.
    const { line, col } = positionOf(broken, 'sectoin');
    await expect(problem.locator('.site-problem-where').textContent()).resolves.toBe(`pages.yaml, line ${line}, column ${col} · page /about › block 2 (sectoin) › type`);
    await expect(problem.locator('h3').textContent()).resolves.toMatch(/^unknown block type `sectoin`/);
    await expect(problem.locator('.site-problem-fix').textContent()).resolves.toBe('How to fix it: did you mean `section`?');
    // The YAML around it, its own line highlighted.
    await expect(problem.locator('[data-problem-line]').textContent()).resolves.toBe(`${line}      - type: sectoin`);
    await expect(problem.locator('.site-problem-excerpt code').count()).resolves.toBe(5);
    // A link that opens the file at the line in the editor, through Vite's endpoint.
    const href = await problem.locator('a.site-problem-open').getAttribute('href');
    expect(decodeURIComponent(href!)).toBe(`/__open-in-editor?file=${join(project, 'pages.yaml')}:${line}:${col}`);
    await expect(page.locator('#site-problems h2').textContent()).resolves.toBe("One thing to fix in the site's content");
    await expect(page.locator('#site-problems h2 + p').textContent()).resolves.toMatch(/^The page below is the last version that worked\./);
    // The last good page stays visible below, and Vite's developer overlay never appears.
    await expect(page.locator('h1').textContent()).resolves.toBe('About Wastely');
    await expect(page.locator('h1').isVisible()).resolves.toBe(true);
    expect(await hasViteOverlay()).toBe(false);

    // A reload while still broken shows the same page: the error page and the last good content, never a blank page.
    await untilLive(page, () => page.reload());
    await problem.waitFor({ timeout: 20_000 });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About Wastely', null, { timeout: 20_000 });

    // Fixed, the content is good again: the page reloads with it.
    await untilLive(page, () => write('pages.yaml', pagesYaml));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About Us', null, { timeout: 20_000 });
    await expect.poll(() => page.locator('#site-problems').count(), { timeout: 20_000 }).toBe(0);
    expect(await hasViteOverlay()).toBe(false);
  });

  it('a layout mistake is shown at the line to change', async () => {
    const broken = edit(pagesYaml, '        anchor: Mission\n', '          anchor: Mission\n');
    write('pages.yaml', broken);
    const problem = page.locator('#site-problems .site-problem');
    await problem.waitFor({ timeout: 20_000 });
    const { line } = positionOf(broken, '          anchor: Mission');
    await expect(problem.locator('h3').textContent()).resolves.toBe(`line ${line} is indented 10 spaces; the other fields of this block use 8`);
    await expect(problem.locator('[data-problem-line]').textContent()).resolves.toBe(`${line}          anchor: Mission`);
    await expect(page.locator('h1').textContent()).resolves.toBe('About Us');
    await untilLive(page, () => write('pages.yaml', pagesYaml));
    await expect.poll(() => page.locator('#site-problems').count(), { timeout: 20_000 }).toBe(0);
  });
});
