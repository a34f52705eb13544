// The layout rules every page gets from the renderer and the shared UI, checked on the built site in Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { loadHydrated, useBrowser } from '../../browser/session';

const routes = [...loadSite(process.cwd()).content!.pages.pages.map((page) => page.path), '/no/such/page'];
const browser = useBrowser();

/** Lays out every block now: below-the-fold blocks otherwise skip layout until scrolled near (content-visibility). */
const layOutEverything = (page: Page) => page.addStyleTag({ content: 'main [data-block] { content-visibility: visible !important; }' });

describe.concurrent(`layout rules on ${routes.length} routes`, () => {
  it('at 360 px nothing is wider than the viewport, and the page never scrolls sideways', async () => {
    const page = await browser.tab(360);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      await layOutEverything(page);
      const problems = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out: string[] = [];
        if (document.documentElement.scrollWidth > width) out.push(`page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
        // Inside a scroller or a clipping frame (a wide table's scroll box, a carousel's track) overflow is by design.
        const clipped = (element: Element) => {
          for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          }
          return false;
        };
        for (const element of document.querySelectorAll('header *, main *, footer *')) {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || (box.right <= width + 1 && box.left >= -1)) continue;
          if (clipped(element)) continue;
          const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
          out.push(`${name} "${(element.textContent ?? '').trim().slice(0, 30)}" spans ${Math.round(box.left)}..${Math.round(box.right)}`);
        }
        return out.slice(0, 5);
      });
      found.push(...problems.map((problem) => `${path}: ${problem}`));
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 180_000);

  it('at 1366 and 800 px every grid of cards, figures, projects or tiles fills each row: no orphan row', async () => {
    const found: string[] = [];
    for (const width of [1366, 800]) {
      const page = await browser.tab(width);
      for (const path of routes) {
        await loadHydrated(page, path);
        await layOutEverything(page);
        const problems = await page.evaluate(() => {
          const out: string[] = [];
          // Lists that run down columns (the stages of a steps block) are read by column, not by row.
          const grids = [...document.querySelectorAll('main [data-block] ul, main [data-block] ol')].filter(
            (list) => getComputedStyle(list).display === 'grid' && getComputedStyle(list).gridAutoFlow !== 'column' && list.children.length > 1,
          );
          for (const grid of grids) {
            const inner = grid.getBoundingClientRect();
            const rows = new Map<number, DOMRect[]>();
            for (const item of grid.children) {
              const box = item.getBoundingClientRect();
              // Items a rotator keeps out of view have no box.
              if (box.width === 0) continue;
              rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
            }
            for (const [top, boxes] of rows) {
              const right = Math.max(...boxes.map((box) => box.right));
              if (inner.right - right > 2) out.push(`${grid.closest('[data-block]')!.getAttribute('data-block')} row at ${top}: ${boxes.length} items end ${Math.round(inner.right - right)} px short`);
            }
          }
          return out;
        });
        found.push(...problems.map((problem) => `${width} ${path}: ${problem}`));
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 180_000);

  it('at 1366 px the stages of a steps block use the band\'s width: without pictures they run down two columns in order', async () => {
    const page = await browser.tab(1366);
    const checked: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      await layOutEverything(page);
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll('main [data-block="steps"]')].map((block) => {
          const list = block.querySelector('ol')!;
          const band = list.getBoundingClientRect();
          const items = [...list.children].map((item) => item.getBoundingClientRect());
          const text = [...list.querySelectorAll('li h3, li h4, li p')].map((element) => element.getBoundingClientRect());
          return {
            pictures: list.querySelectorAll('img').length,
            // How much of the list's width the text and pictures reach, from its left edge.
            reach: (Math.max(...text.map((box) => box.right), ...[...list.querySelectorAll('img')].map((img) => img.getBoundingClientRect().right)) - band.left) / band.width,
            // Reading order: each stage is below the one before it, or at the top of the next column.
            inOrder: items.every((box, index) => index === 0 || box.top > items[index - 1]!.top || box.left > items[index - 1]!.right),
            columns: new Set(items.map((box) => Math.round(box.left))).size,
          };
        }),
      );
      for (const block of blocks) {
        checked.push(path);
        expect(block.reach, `${path}: the stages reach only ${Math.round(block.reach * 100)}% of the width`).toBeGreaterThan(0.85);
        expect(block.inOrder, path).toBe(true);
        if (block.pictures === 0) expect(block.columns, path).toBe(2);
      }
    }
    await page.context().close();
    expect(checked.length).toBeGreaterThan(3);
  }, 120_000);

  it('neighbouring blocks on the same background are one band: the second adds no top padding', async () => {
    const page = await browser.tab(1366);
    const found: string[] = [];
    let joined = 0;
    for (const path of routes) {
      await loadHydrated(page, path);
      const result = await page.evaluate(() => {
        const bands = [...document.querySelectorAll('main > [data-block]')].map((block) => block.firstElementChild);
        const out: string[] = [];
        let same = 0;
        bands.forEach((band, index) => {
          const before = bands[index - 1];
          const tone = band?.getAttribute('data-tone');
          if (!band || !tone || before?.getAttribute('data-tone') !== tone) return;
          same += 1;
          const top = getComputedStyle(band).paddingTop;
          if (top !== '0px') out.push(`block ${index + 1} (${tone}) repeats the padding of the block above it: ${top}`);
        });
        return { out, same };
      });
      joined += result.same;
      found.push(...result.out.map((problem) => `${path}: ${problem}`));
    }
    await page.context().close();
    expect(found).toEqual([]);
    expect(joined).toBeGreaterThan(0);
  }, 120_000);

  it('at 1366 px the not-found page runs into the footer: no strip of page background between them', async () => {
    const page = await browser.tab(1366);
    await loadHydrated(page, '/no/such/page');
    const edges = await page.evaluate(() => ({
      page: Math.round(document.querySelector('main > [data-block]:last-child > *')!.getBoundingClientRect().bottom),
      footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top),
    }));
    await page.context().close();
    expect(edges.page).toBe(edges.footer);
  });

  it('key figures never break between number and unit, on a phone or a desktop', async () => {
    for (const width of [360, 1366]) {
      const page = await browser.tab(width);
      for (const path of ['/', '/application/product/aeration', '/application/Solution/waste_water_treatment']) {
        await loadHydrated(page, path);
        await layOutEverything(page);
        const wrapped = await page.evaluate(() =>
          [...document.querySelectorAll('main [data-block="stats"] li > span:first-child, main [data-block="references"] article p > span')]
            .filter((figure) => figure.getBoundingClientRect().height > parseFloat(getComputedStyle(figure).lineHeight) * 1.5)
            .map((figure) => figure.textContent),
        );
        expect(wrapped, `${width} px ${path}`).toEqual([]);
      }
      await page.context().close();
    }
  });

  it('headings and the hero lines are balanced, and every block shares the page\'s left edge', async () => {
    const page = await browser.tab(1366);
    for (const path of ['/', '/about', '/application/product/aeration', '/application/Solution/Rejuvenation']) {
      await loadHydrated(page, path);
      await layOutEverything(page);
      const result = await page.evaluate(() => {
        const wraps = [...document.querySelectorAll('main h1, main h2, main [data-block]:first-child p')].map((element) => getComputedStyle(element).textWrap);
        // The left edge of each block's first heading or eyebrow (blocks without a heading, like a banner, are skipped).
        const edges = [...document.querySelectorAll('main > [data-block]:not(:first-child)')]
          .map((block) => block.querySelector('h2, h3'))
          .filter((heading): heading is HTMLElement => heading !== null && !heading.closest('li, article, [aria-roledescription="slide"]'))
          .map((heading) => Math.round(heading.getBoundingClientRect().left));
        return { wraps, edges };
      });
      expect(new Set(result.wraps), path).toEqual(new Set(['balance']));
      expect(new Set(result.edges), path).toEqual(new Set([result.edges[0]]));
    }
    await page.context().close();
  });
});
