import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
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

  it('shows every example\'s pictures, served from its block\'s folder, and plays the video example', async () => {
    const named = new Set(readdirSync('src/blocks', { recursive: true, encoding: 'utf8' }).filter((file) => /\.svg$/.test(file) && !file.includes('poster')).map((file) => `/_blocks/${file}`));
    const pictures = page.locator('img[src^="/_blocks/"]');
    await page.locator('#related-block').waitFor({ timeout: 30_000 });
    const shown = new Set<string>();
    // Pictures below the fold load as they come into view (a carousel's later slides are shown one by one).
    for (const image of await pictures.all()) {
      if (!(await image.isVisible())) continue;
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
      shown.add((await image.getAttribute('src'))!);
    }
    const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(new Set(sources)).toEqual(named);
    expect(shown.size).toBeGreaterThan(named.size / 2);
    const video = page.locator('video');
    expect(await page.request.get(new URL((await video.getAttribute('poster'))!, page.url()).href).then((answer) => [answer.status(), answer.headers()['content-type']])).toEqual([200, 'image/svg+xml']);
    await video.scrollIntoViewIfNeeded();
    await video.evaluate((element) => {
      const player = element as HTMLVideoElement;
      player.muted = true;
      return player.play();
    });
    await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
