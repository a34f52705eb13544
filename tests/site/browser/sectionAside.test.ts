// The section block's wide-screen layouts on the built site: a companion panel beside the text, or text in two columns.
import { describe, expect, it } from 'vitest';
import { loadHydrated, useBrowser } from '../../browser/session';

const browser = useBrowser();
const AERATION = '/application/product/aeration';

describe('a text section with a companion panel', () => {
  it('at 1366 px the panel stands beside the text and takes the right of the row that was empty', async () => {
    const page = await browser.tab(1366);
    await loadHydrated(page, AERATION);
    const section = page.locator('main [data-block="section"]').first();
    const boxes = await section.evaluate((element) => {
      const box = (selector: string) => element.querySelector(selector)!.getBoundingClientRect();
      const row = element.querySelector('h2')!.parentElement!.parentElement!.getBoundingClientRect();
      return { heading: box('h2'), panel: box('[data-aside]'), row };
    });
    await page.context().close();
    expect(boxes.panel.left).toBeGreaterThan(boxes.heading.left + 600);
    // It ends at the row's right edge and starts level with the text, not below it.
    expect(Math.abs(boxes.panel.right - boxes.row.right)).toBeLessThan(2);
    expect(boxes.panel.top).toBeLessThan(boxes.heading.bottom);
  });

  it('at 375 px the text has the width to itself and the panel is not shown', async () => {
    const page = await browser.tab(375);
    await loadHydrated(page, AERATION);
    const panel = page.locator('main [data-block="section"] [data-aside]').first();
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Why aeration matters' }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});

describe('a full-width text section', () => {
  it('at 1366 px runs its list in two columns across the row', async () => {
    const page = await browser.tab(1366);
    await loadHydrated(page, '/application/Solution/WetLands_Preservation');
    const lefts = await page
      .locator('main [data-block="section"]', { has: page.getByRole('heading', { name: 'The threats wetlands face' }) })
      .locator('li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await page.context().close();
    expect(new Set(lefts).size).toBe(2);
    expect(Math.max(...lefts) - Math.min(...lefts)).toBeGreaterThan(400);
  });
});
