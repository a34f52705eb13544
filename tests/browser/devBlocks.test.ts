import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPagesYamlItem } from '../../src/content/catalogue';
import { chromiumArgs, chromiumPath } from './chromium';

// `npm run dev` on a copy of the real project: /_blocks renders every block definition's example.
const project = mkdtempSync(join(tmpdir(), 'site-dev-blocks-'));
let server: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  for (const item of ['src', 'scripts', 'public', 'docs', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'pages.yaml', 'nav.yaml']) cpSync(resolve(item), join(project, item), { recursive: true });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  server = await createServer({ root: project, configFile: join(project, 'vite.config.ts'), cacheDir: join(project, '.vite'), logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const { port } = server.httpServer!.address() as AddressInfo;
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${port}` });
  page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/_blocks`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(project, { recursive: true, force: true });
});

describe('/_blocks in npm run dev', () => {
  it('shows each example\'s YAML, as pasted under a page\'s blocks:, between its heading and its rendering', async () => {
    const panel = page.locator('.site-example-yaml[data-type="hero"]');
    await panel.waitFor({ timeout: 30_000 });
    const expected = `${asPagesYamlItem(readFileSync('src/blocks/hero/example.yaml', 'utf8'))}\n`;
    await expect(panel.locator('code').textContent()).resolves.toBe(expected);
    // Right after the example's heading section, before the rendered block.
    await expect(page.evaluate(() => document.getElementById('hero-block')?.nextElementSibling?.getAttribute('data-type'))).resolves.toBe('hero');
    const examples = readFileSync('docs/blocks.md', 'utf8').match(/^## [a-z-]+$/gm)!.length;
    await expect.poll(() => page.locator('.site-example-yaml').count()).toBe(examples);
  });

  it('the Copy button puts that YAML on the clipboard', async () => {
    const panel = page.locator('.site-example-yaml[data-type="card-grid"]');
    await panel.locator('button', { hasText: 'Copy' }).click();
    // Writing to the clipboard is asynchronous (and the islands around the panel may be hydrating meanwhile).
    await expect.poll(() => panel.locator('button').textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${asPagesYamlItem(readFileSync('src/blocks/card-grid/example.yaml', 'utf8'))}\n`);
  });
});
