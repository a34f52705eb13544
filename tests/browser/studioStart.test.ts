// Opening the studio: something is on screen from the first paint (a loading screen, then the editor), never a blank
// page while the editor's code arrives.
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { poll } from './studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from './studioScratch';

let studio: Scratch;
let browser: Browser;

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

/** How many different colours a screenshot has (a blank page has one). */
async function colours(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let at = 0; at < data.length; at += info.channels) seen.add((data[at]! << 16) | (data[at + 1]! << 8) | data[at + 2]!);
  return seen.size;
}

test('the first screenshot after opening the studio is not a blank page, and the editor follows', async () => {
  browser = await chromium.connect(inject('wsEndpoint'));
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  // Waiting only for the page's first bytes, not for its scripts: the screenshot is of the first frames painted.
  await page.goto(studio.url, { waitUntil: 'commit' });
  // The first frame the browser paints (Chromium cannot capture a page that has not painted yet).
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0, null, { polling: 'raf', timeout: 5_000 });
  const first = await page.screenshot();
  expect(await colours(first)).toBeGreaterThan(1);
  await page.getByRole('navigation', { name: 'Pages' }).waitFor({ timeout: 60_000 });
  await poll(() => page.getByText('Opening your pages…').count()).toBe(0);
});
