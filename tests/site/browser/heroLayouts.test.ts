// The first screens of issue 36: each kind of page opens in its own layout, home's track record and contact's form
// reach the first screen, and on a phone every drawing uses the column's whole width without making pages much
// longer. Heights before these layouts: phone-heights-before-hero-layouts.json (375 px, measured on the commit before).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { documentHeight } from '../../browser/pageHeight';
import { loadHydrated, useBrowser, wakeIslands } from '../../browser/session';
import before from './phone-heights-before-hero-layouts.json';

const pages = loadSite(process.cwd()).content!.pages.pages;
const routes = [...pages.map((page) => page.path), '/no/such/page'];
const browser = useBrowser();

/** The kind of page, from its address (the site's menu groups them the same way). */
const kindOf = (path: string) =>
  path === '/' ? 'home' : path === '/contact' ? 'contact' : path === '/about' ? 'about' : /\/product\//.test(path) ? 'product' : /\/Solution\//.test(path) ? 'solution' : /\/service\//.test(path) ? 'service' : 'not found';

/**
 * What a visitor sees of a hero at 1366 px, as a few coarse facts: its background colour, whether the drawing has a
 * frame or runs to the screen's edge, whether it is a short band, whether key figures show, and whether the buttons
 * come before the tagline. Two heroes alike in all of these look alike.
 */
const lookOf = (page: Page) =>
  page.evaluate(() => {
    const block = document.querySelector<HTMLElement>('main [data-block="hero"]')!;
    const hero = block.querySelector('section') ?? block;
    const image = hero.querySelector('img')!.getBoundingClientRect();
    const frame = getComputedStyle(hero.querySelector('img')!.parentElement!);
    const buttons = hero.querySelector('a[data-button]');
    const tagline = [...hero.querySelectorAll('p')].find((paragraph) => getComputedStyle(paragraph).fontWeight === '600');
    return [
      getComputedStyle(hero).backgroundColor,
      Math.round(image.right) >= document.documentElement.clientWidth ? 'to the edge' : frame.boxShadow !== 'none' ? 'framed' : 'plain',
      hero.getBoundingClientRect().height <= 320 ? 'short' : 'tall',
      hero.querySelector('ul li') ? 'figures' : 'no figures',
      buttons && tagline && buttons.compareDocumentPosition(tagline) & Node.DOCUMENT_POSITION_FOLLOWING ? 'action first' : 'action last',
    ].join(', ');
  });

describe('first screens by kind of page', () => {
  it('look alike within a kind, differ between kinds, and come in at least four layouts', async () => {
    const page = await browser.tab(1366);
    const looks = new Map<string, Set<string>>();
    for (const path of routes) {
      await loadHydrated(page, path);
      const kind = kindOf(path);
      looks.set(kind, (looks.get(kind) ?? new Set()).add(await lookOf(page)));
    }
    await page.context().close();
    const byKind = [...looks].map(([kind, seen]) => [kind, [...seen]] as const);
    // Pages of one kind share one look…
    expect(byKind.filter(([, seen]) => seen.length > 1)).toEqual([]);
    const all = byKind.map(([kind, [look]]) => `${kind}: ${look}`);
    const distinct = new Set(byKind.map(([, [look]]) => look));
    // …home, solutions, products, services and contact each have their own, and there are at least four in all.
    const mainKinds = byKind.filter(([kind]) => ['home', 'solution', 'product', 'service', 'contact'].includes(kind));
    expect(new Set(mainKinds.map(([, [look]]) => look)).size, all.join('\n')).toBe(mainKinds.length);
    expect(distinct.size, all.join('\n')).toBeGreaterThanOrEqual(4);
  }, 180_000);

  it('show home’s track-record figures within the first screen and a half at 1366 x 768, in type of at least 56 px', async () => {
    const { page } = await browser.visit('/', { width: 1366, height: 768 });
    const figure = await page.locator('main [data-block="stats"] li').first().evaluate((item) => ({
      top: item.getBoundingClientRect().top + window.scrollY,
      size: parseFloat(getComputedStyle(item.firstElementChild!).fontSize),
    }));
    expect(figure.top).toBeLessThan(1.5 * 768);
    expect(figure.size).toBeGreaterThanOrEqual(56);
    await page.context().close();
  });

  for (const [width, height, fold] of [[1366, 768, 768], [375, 812, 1000]] as const) {
    it(`show the contact form’s first field whole above y = ${fold} at ${width} x ${height}`, async () => {
      const { page } = await browser.visit('/contact', { width, height });
      const field = await page.locator('main form input:not([type="hidden"])').first().evaluate((input) => input.getBoundingClientRect().bottom + window.scrollY);
      expect(field).toBeLessThanOrEqual(fold);
      if (width === 1366) expect(await page.locator('main [data-block="hero"]').evaluate((hero) => hero.getBoundingClientRect().height)).toBeLessThanOrEqual(320);
      // Call and Email are the first buttons under the headline.
      const links = await page.locator('main [data-block="hero"] a[data-button]').evaluateAll((all) => all.map((link) => link.getAttribute('href')!.split(':')[0]));
      expect(links.slice(0, 2)).toEqual(['tel', 'mailto']);
      await page.context().close();
    });
  }
});

/** Pages that show on purpose what they folded before: the process page's seven stages, all shown (at most this much taller). */
const UNFOLDED_ON_PURPOSE: Record<string, number> = { '/application/service/technology_Process': 1.45 };

describe('drawings on a phone at 375 px', () => {
  it('are at least 90% of the content width, in the hero, media-text and product cards, and pages grow by at most 10%', async () => {
    const page = await browser.tab(375);
    const narrow: string[] = [];
    const taller: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      const widths = await page.evaluate(() => {
        const hero = document.querySelector('main [data-block="hero"]')!;
        // The content column: the page's width less the hero text's margin on either side.
        const content = document.documentElement.clientWidth - 2 * hero.querySelector('h1, h2')!.getBoundingClientRect().left;
        // A drawing a layout leaves out on phones (the compact contact hero's) is not shown narrow: it is not shown.
        // A product range's first card is the one a phone shows; its drawing spans the card.
        const drawings = [hero.querySelector('img')!, ...document.querySelectorAll('main [data-block="media-text"] img, main [data-block="product-range"] li:first-child img')].filter((image) => image.checkVisibility());
        return drawings.map((image) => ({ alt: image.getAttribute('alt')!.slice(0, 40), share: image.getBoundingClientRect().width / content }));
      });
      for (const { alt, share } of widths) if (share < 0.9) narrow.push(`${path}: “${alt}…” ${Math.round(share * 100)}% of the content width`);
      const height = await documentHeight(page);
      const was = before[path as keyof typeof before];
      if (height > (UNFOLDED_ON_PURPOSE[path] ?? 1.1) * was) taller.push(`${path}: ${height} px, ${Math.round((height / was) * 100)}% of ${was}`);
    }
    await page.context().close();
    expect(narrow).toEqual([]);
    expect(taller).toEqual([]);
  }, 180_000);

  it('keep the video’s pause button small, in the drawing’s bottom corner, with a 44 px touch area', async () => {
    const { page } = await browser.visit('/', { width: 375, height: 812 });
    await wakeIslands(page);
    const pause = page.locator('main [data-block="hero"] button');
    await pause.waitFor({ state: 'visible', timeout: 20_000 });
    const place = await pause.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const frame = button.parentElement!.getBoundingClientRect();
      const touch = getComputedStyle(button, '::after');
      return { size: box.width, corner: frame.right - box.right <= 12 && frame.bottom - box.bottom <= 12, touch: box.width - 2 * parseFloat(touch.left) };
    });
    expect(place.size).toBeLessThanOrEqual(32);
    expect(place.corner).toBe(true);
    expect(place.touch).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});
