// Islands (src/blocks/*/view.ts, src/app/client/): static blocks ship no JavaScript; each interactive block hydrates
// on its own when its trigger fires, keeps its prerendered markup and class names, and loses no early input.
import { describe, expect, it } from 'vitest';
import type { CarouselBlock } from '../../src/blocks/carousel/schema';
import { islandOf } from '../../src/blocks/views';
import { loadSite } from '../../src/content/loadSite';
import { HELD_SCRIPTS, holdScript } from './holdScript';
import { baseUrl, useBrowser, wakeIslands } from './session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;
/** Every route with at least one island: each island of the site is checked. */
const routesWithIslands = content.pages.pages.filter((page) => page.blocks.some((block) => islandOf(block) !== null)).map((page) => page.path);
/** The first page with a carousel, and that carousel: whatever content is in place. */
const carouselPage = content.pages.pages.find((page) => page.blocks.some((block) => block.type === 'carousel'));
const carousel = carouselPage?.blocks.find((block): block is CarouselBlock => block.type === 'carousel');

/** Class names inside each island, in document order (Swiper re-classes its own slides once it starts). */
const islandClasses = () =>
  [...document.querySelectorAll('[data-island] *')]
    .filter((element) => !element.parentElement?.closest('.swiper'))
    .map((element) => (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name && !name.startsWith('swiper')).join(' '));

describe('islands', () => {
  const browser = useBrowser();

  it.each(routesWithIslands)('%s: islands hydrate with the class names they were prerendered with, replacing no element', async (path) => {
    const { page, problems } = await browser.visit(path, {
      beforeScripts: () => {
        const removed: string[] = [];
        Object.assign(window, { removedFromIslands: removed });
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target as Element;
            // Until each island has hydrated: afterwards a block changes its own markup as it works (the rotator
            // turns its cards, tilting cards gain the tilt library's wrapper).
            const island = target.closest?.('[data-island]');
            if (!island || island.hasAttribute('data-hydrated') || target.closest('.swiper')) continue;
            for (const node of record.removedNodes) if (node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).outerHTML.slice(0, 80));
          }
        }).observe(document, { childList: true, subtree: true });
      },
    });
    const before = await page.evaluate(islandClasses);
    expect(before.length, 'class names inside the islands').toBeGreaterThan(2);
    await wakeIslands(page);
    expect(await page.locator('[data-island]:not([data-hydrated]):not([data-when="interaction"])').count()).toBe(0);
    expect(await page.evaluate(islandClasses)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { removedFromIslands: string[] }).removedFromIslands)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.skipIf(!carousel).each(HELD_SCRIPTS)("a click on a carousel's next button before %s takes effect once it has", async (_, script) => {
    const tab = await browser.tab(1366);
    const problems: string[] = [];
    tab.on('pageerror', (error) => problems.push(error.message));
    const release = await holdScript(tab, script);
    await tab.goto(`${baseUrl()}${carouselPage!.path}`, { waitUntil: 'load' });
    const region = tab.getByRole('region', { name: carousel!.label });
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('button', { name: labels.nextSlide }).click();
    expect(await region.locator('.swiper-initialized').count()).toBe(0);
    release();
    const index = () => region.locator('.swiper').evaluate((element) => (element as HTMLElement & { swiper?: { realIndex: number } }).swiper?.realIndex);
    await expect.poll(index, { timeout: 15_000 }).toBe(1);
    expect(problems).toEqual([]);
    await tab.context().close();
  });
});
