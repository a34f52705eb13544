import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edit, navYaml, pagesYaml } from '../fixtures/site';
import { chromiumArgs, chromiumPath } from './chromium';

// `npm run dev` on a copy of the project holding the small fixture site, so the test can edit its YAML freely.
const project = mkdtempSync(join(tmpdir(), 'wastely-dev-'));
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="#0B3C5D"/></svg>';
let server: ViteDevServer;
let browser: Browser;
let page: Page;

const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const overlayText = () =>
  page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message')?.textContent ?? '');

beforeAll(async () => {
  for (const item of ['src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) cpSync(resolve(item), join(project, item), { recursive: true });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  mkdirSync(join(project, 'public/images'), { recursive: true });
  write('public/images/logo.svg', svg);
  write('public/images/hero.svg', svg);
  write('pages.yaml', pagesYaml);
  write('nav.yaml', navYaml);
  server = await createServer({ root: project, configFile: join(project, 'vite.config.ts'), cacheDir: join(project, '.vite'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  page = await browser.newPage();
  const { port } = server.httpServer!.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/about`);
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
    write('pages.yaml', reordered);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About Wastely', null, { timeout: 20_000 });
  });

  it('shows content problems with FILE:LINE:COL in the browser overlay, and recovers when fixed', async () => {
    write('pages.yaml', edit(pagesYaml, '      - type: section\n        anchor: Mission', '      - type: sectoin\n        anchor: Mission'));
    await expect.poll(overlayText, { timeout: 20_000 }).toMatch(/pages\.yaml:\d+:\d+ {2}pages\[1\]\.blocks\[1\]\.type {2}unknown block type `sectoin`/);
    write('pages.yaml', pagesYaml);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'About Us', null, { timeout: 20_000 });
    await expect.poll(overlayText).toBe('');
  });
});
