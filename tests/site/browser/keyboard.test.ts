import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { useBrowser, waitForHeaderEnhancer, wakeIslands } from '../../browser/session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;
const autoplay = content.pages.pages
  .flatMap((page) => page.blocks.map((block) => ({ path: page.path, block: block as { type: string; variant?: string; label?: string } })))
  .find(({ block }) => block.type === 'carousel' && block.variant === 'autoplay')!;

async function open(browser: ReturnType<typeof useBrowser>, path: string, options: { width?: number; height?: number } = {}) {
  const visit = await browser.visit(path, options);
  await wakeIslands(visit.page);
  return visit;
}

/** What the focused element is, and whether it shows a focus indicator (an outline or a box-shadow). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const hasShadow = style.boxShadow !== 'none';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { description: `${element.tagName.toLowerCase()} "${name}"`, isVisible: hasOutline || hasShadow };
  });

describe('keyboard-only use in Chromium', () => {
  const browser = useBrowser();

  it('the first Tab focuses the skip link, and Enter moves focus to main', async () => {
    const { page } = await open(browser, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: labels.skipToContent });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.closest('main') !== null)).resolves.toBe(true);
    await page.context().close();
  });

  it.each([
    ['/', 1366],
    ['/contact', 1366],
    ['/application/product/aeration', 1366],
    ['/', 375],
  ] as const)('every control on %s at %i px shows a visible focus indicator', async (path, width) => {
    const { page } = await open(browser, path, { width });
    const missing: string[] = [];
    let stops = 0;
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      if (!state) break;
      stops += 1;
      if (!state.isVisible) missing.push(state.description);
      const atEnd = await page.evaluate(() => document.activeElement?.closest('footer') !== null && document.activeElement === [...document.querySelectorAll('footer a[href], footer button')].at(-1));
      if (atEnd) break;
    }
    expect(missing).toEqual([]);
    expect(stops).toBeGreaterThan(10);
    await page.context().close();
  });

  it('phone: the mobile menu traps focus, Escape closes it and focus returns to the hamburger', async () => {
    const { page } = await open(browser, '/', { width: 375, height: 740 });
    await waitForHeaderEnhancer(page);
    const hamburger = page.getByRole('button', { name: labels.openMenu });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
    await drawer.waitFor({ state: 'visible' });
    const insideDrawer = () => page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    await expect.poll(insideDrawer).toBe(true);
    const stops = await drawer.evaluate((element) => element.querySelectorAll('a[href], button').length);
    const visited = new Set<string>();
    for (let step = 0; step < stops + 3; step++) {
      await page.keyboard.press('Tab');
      expect(await insideDrawer()).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    }
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideDrawer()).toBe(true);
    }
    expect(visited.size).toBeGreaterThan(2);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => hamburger.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.context().close();
  });

  it('an autoplaying carousel pauses while keyboard focus is inside it, and resumes when focus leaves', async () => {
    const { page } = await open(browser, autoplay.path);
    const region = page.getByRole('region', { name: autoplay.block.label! });
    const running = () =>
      region.evaluate((element) => (element.querySelector('.swiper') as HTMLElement & { swiper: { autoplay?: { running: boolean } } }).swiper.autoplay?.running ?? false);
    await page.mouse.move(1, 1);
    await expect.poll(running).toBe(true);
    await region.getByRole('button', { name: labels.nextSlide }).focus();
    await expect.poll(running).toBe(false);
    await page.getByRole('link', { name: labels.homeLink }).focus();
    await expect.poll(running).toBe(true);
    await page.context().close();
  });
});
