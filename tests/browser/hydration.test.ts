import { describe, expect, it } from 'vitest';
import type { CarouselBlock } from '../../src/blocks/carousel/schema';
import { loadSite } from '../../src/content/loadSite';
import { baseUrl, useBrowser } from './session';

const content = loadSite(process.cwd()).content!;

// Class names of the elements inside <main>, in document order. Inside carousels Swiper itself adds, clones and
// re-classes slides after it starts, so only the carousel's own frame is compared there.
const styledClasses = () =>
  [...document.querySelectorAll('main *')]
    .filter((element) => !element.parentElement?.closest('.swiper'))
    .map((element) => (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name && !name.startsWith('swiper') && name !== 'active').join(' '))
    .filter(Boolean);

describe('server and client render the same markup', () => {
  const browser = useBrowser();

  it.each(['/about', '/application/product/ifas', '/application/service/technology_Process'])(
    'class names on %s are identical when prerendered and when rendered by the browser after client-side navigation',
    async (path) => {
      const server = await browser.visit(path);
      const prerendered = await server.page.evaluate(styledClasses);
      expect(prerendered.length).toBeGreaterThan(10);
      await server.page.context().close();

      // Start on a page whose chunks load in another order, then follow a menu link (client-side navigation).
      const { page, problems } = await browser.visit('/contact');
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
      await page.evaluate((target) => (document.querySelector(`header a[href="${target}"]`) as HTMLAnchorElement).click(), path);
      await page.waitForURL(`${baseUrl()}${path}`);
      await page.waitForFunction((count) => document.querySelectorAll('main *').length >= count, prerendered.length);
      await page.waitForTimeout(300);
      expect(await page.evaluate(styledClasses)).toEqual(prerendered);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});

// Blocks below the first hydrate one at a time when the browser is idle (src/renderer/progressiveHydration.tsx).
describe('progressive hydration', () => {
  const browser = useBrowser();
  // Records every element removed from <main> while the page loads and hydrates (Swiper rearranges its own slides).
  const recordRemovals = () => {
    const removed: string[] = [];
    (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (!target.closest?.('main') || target.closest('.swiper')) continue;
        for (const node of record.removedNodes) if (node.nodeType === Node.ELEMENT_NODE) removed.push((node as Element).outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  };

  it.each(['/about', '/contact', '/application/Solution/Water_Treatment', '/application/service/technology_Process'])(
    '%s hydrates completely without replacing any prerendered element',
    async (path) => {
      const { page, problems } = await browser.visit(path, { beforeScripts: recordRemovals });
      await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('a block still waiting for an idle moment hydrates on the first interaction, and that interaction counts', async () => {
    // A browser that is never idle: only the visitor's interaction can open the waiting blocks.
    const { page, problems } = await browser.visit('/about', {
      beforeScripts: () => {
        window.requestIdleCallback = () => 0;
      },
    });
    const about = content.pages.pages.find((candidate) => candidate.path === '/about')!;
    const { label } = about.blocks.find((block): block is CarouselBlock => block.type === 'carousel')!;
    const region = page.getByRole('region', { name: label });
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.querySelector('#root')!.hasAttribute('data-hydrated'))).toBe(false);
    expect(await region.locator('.swiper-initialized').count()).toBe(0);

    await region.scrollIntoViewIfNeeded();
    const index = () => region.locator('.swiper').evaluate((element) => (element as HTMLElement & { swiper?: { realIndex: number } }).swiper?.realIndex);
    await region.getByRole('button', { name: content.nav.site.labels.nextSlide }).click();
    await expect.poll(index).toBe(1);
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
