// Every block renders at once (full-page captures and link previews are complete), and a page loads JavaScript only
// for what needs it (the header's enhancer; an island's code once its trigger fires): check what a visitor would notice.
import { describe, expect, it } from 'vitest';
import { useBrowser, wakeIslands } from '../../browser/session';

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

  it('a page whose blocks are all static loads only the header enhancer, and runs nothing else', async () => {
    const { page, problems } = await browser.visit('/application/product/aeration');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).map((entry) => new URL(entry.name).pathname));
    expect(scripts.map((path) => path.replace(/-[\w-]+\.js$/, ''))).toEqual(['/assets/everyPage']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a page with islands loads only the loader until an island wakes, then that island alone', async () => {
    const { page, problems } = await browser.visit('/about');
    const scripts = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).map((entry) => new URL(entry.name).pathname.replace(/-[\w-]+\.js$/, '')));
    // The carousels are below the fold: nothing of React or Swiper has been fetched.
    expect((await scripts()).sort()).toEqual(['/assets/everyPage', '/assets/islandPage']);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    await wakeIslands(page);
    expect(await scripts()).toEqual(expect.arrayContaining(['/assets/hydrateIsland', '/assets/Carousel']));
    expect(await scripts()).not.toContain('/assets/ContactForm');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
