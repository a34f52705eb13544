// Every block renders at once (full-page captures and link previews are complete), and the page's scripts wait until
// it has painted (scripts/lib/deferredScripts.mjs): check what a visitor would notice.
import { describe, expect, it } from 'vitest';
import { useBrowser, wakeIslands } from './session';

describe('content first in Chromium', () => {
  const browser = useBrowser();

  it('renders every block and loads every image at once, so a capture of the whole page is complete', async () => {
    const { page, problems } = await browser.visit('/');
    const state = await page.evaluate(() => ({
      skipped: [...document.querySelectorAll<HTMLElement>('main [data-block]')].filter((block) => getComputedStyle(block).contentVisibility !== 'visible').map((block) => block.dataset.block),
      lazy: [...document.querySelectorAll<HTMLImageElement>('main img')].filter((image) => image.src.endsWith('.svg') && image.loading !== 'eager').map((image) => image.src),
    }));
    expect(state).toEqual({ skipped: [], lazy: [] });
    // Without scrolling, the last block has laid out its text and its pictures have arrived.
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLElement>('main [data-block]:last-child')!.innerText.trim().length)).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('main img')].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an in-page link still lands its target under the sticky header', async () => {
    const { page } = await browser.visit('/about', { reducedMotion: true });
    await wakeIslands(page);
    await page.locator('main a[href="#Values"]').first().click();
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('Values')!.getBoundingClientRect().top))).toBeGreaterThanOrEqual(72);
    const top = await page.evaluate(() => document.getElementById('Values')!.getBoundingClientRect().top);
    expect(top).toBeLessThan(72 + 40);
    await page.context().close();
  });

  it('adds the scripts only after the page has painted, then hydrates', async () => {
    const { page, problems } = await browser.visit('/contact');
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')!.startTime;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts), count: scripts.length };
    });
    expect(order.count).toBeGreaterThan(2);
    expect(order.firstScript).toBeGreaterThan(order.paint);
    await wakeIslands(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
