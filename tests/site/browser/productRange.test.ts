// The product pages' ranges (issue 36, item 5): on a desktop the cards fill their rows, three or four across with no
// row half empty; on a phone one column, the first card shown and the rest behind "Show all" without script; every
// card asks for a quote, and the long aeration page asks again halfway down.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../../browser/session';

const browser = useBrowser();
const product = (name: string) => `/application/product/${name}`;

/** The cards' rows, top to bottom: how many cards each row holds and the share of the grid's width they fill. */
const rowsOf = (page: Page) =>
  page.locator('main [data-block="product-range"] ul').first().evaluate((grid) => {
    const width = grid.getBoundingClientRect().width;
    const rows = new Map<number, number[]>();
    for (const card of grid.children) {
      const box = card.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.width]);
    }
    return [...rows.values()].map((widths) => ({ cards: widths.length, filled: Math.round((widths.reduce((a, b) => a + b, 0) / width) * 100) }));
  });

describe('product ranges', () => {
  it.each([
    ['aeration', [4]],
    ['ifas', [3]],
    ['Floating_Wetlands', [3, 2]],
  ] as const)('on a desktop lay out the %s cards in full rows of %j', async (name, counts) => {
    const { page } = await browser.visit(product(name), { width: 1366 });
    const rows = await rowsOf(page);
    expect(rows.map((row) => row.cards)).toEqual(counts);
    // Every row spans the grid (less the gaps): no half-empty row.
    for (const row of rows) expect(row.filled).toBeGreaterThan(90);
    await page.context().close();
  });

  it('on a phone show the first card whole, and the others after "Show all", with no script', async () => {
    const { page } = await browser.visit(product('aeration'), { width: 375, javaScript: false });
    const range = page.locator('main [data-block="product-range"]');
    const cards = range.locator('article');
    await expect(cards.evaluateAll((all) => all.map((card) => card.checkVisibility()))).resolves.toEqual([true, false, false, false]);
    await range.getByText('Show all 4').click();
    await expect(cards.evaluateAll((all) => all.map((card) => card.checkVisibility()))).resolves.toEqual([true, true, true, true]);
    await page.context().close();
  });

  it('give every card an Ask for a quote button to the contact page, and ask again halfway down the aeration page', async () => {
    const { page } = await browser.visit(product('aeration'), { width: 1366 });
    const quotes = page.locator('main [data-block="product-range"] article a');
    await expect(quotes.evaluateAll((links) => links.map((link) => [link.textContent?.startsWith('Ask for a quote'), link.getAttribute('href')]))).resolves.toEqual(
      Array(4).fill([true, '/contact']),
    );
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const midway = await page.locator('main a[href="/contact"]', { hasText: 'Ask for a quote' }).evaluateAll((links, pageHeight) =>
      links.map((link) => link.getBoundingClientRect().top + scrollY).filter((top) => top > pageHeight / 3 && top < (pageHeight * 2) / 3),
    height);
    expect(midway.length).toBeGreaterThan(0);
    await page.context().close();
  });
});
