// Blocks below the first are rendered only near the viewport (content-visibility: auto in theme/globalCss.ts), and
// the page's scripts wait until it has painted (scripts/lib/deferredScripts.mjs): check what a visitor would notice.
import { describe, expect, it } from 'vitest';
import { useBrowser } from './session';

describe('content first in Chromium', () => {
  const browser = useBrowser();

  it('renders the first block at once and the blocks far below only when scrolled near', async () => {
    const { page, problems } = await browser.visit('/');
    const state = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main [data-block]')].map((block) => ({
          type: block.dataset.block,
          visibility: getComputedStyle(block).contentVisibility,
          rendered: block.innerText.trim().length > 0,
        })),
      );
    const before = await state();
    expect(before[0]).toEqual({ type: 'hero', visibility: 'visible', rendered: true });
    expect(before.slice(1).every((block) => block.visibility === 'auto')).toBe(true);
    expect(before.at(-1)!.rendered).toBe(false);
    await page.evaluate(() => document.querySelector('main [data-block]:last-child')!.scrollIntoView({ behavior: 'instant' }));
    await expect.poll(async () => (await state()).at(-1)!.rendered).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps carousels (which measure themselves) rendered normally', async () => {
    const { page } = await browser.visit('/about');
    const visibilities = await page.$$eval('main [data-block="carousel"]', (blocks) => blocks.map((block) => getComputedStyle(block).contentVisibility));
    expect(visibilities.length).toBeGreaterThan(0);
    expect(new Set(visibilities)).toEqual(new Set(['visible']));
    await page.context().close();
  });

  it('an in-page link still lands its target under the sticky header', async () => {
    const { page } = await browser.visit('/about', { reducedMotion: true });
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
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
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
