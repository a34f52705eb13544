// Tap targets (WCAG 2.2, 2.5.8): every visible link and control of every route is at least 24 x 24 CSS px on a phone
// and on a laptop, links inside running text excepted (see tapTargets.ts); carousel controls and the menu button are
// 44 x 44 px under a finger.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { loadHydrated, useBrowser, wakeIslands } from './session';
import { smallTargets } from './tapTargets';

const pages = loadSite(process.cwd()).content!.pages.pages;
const routes = [...pages.map((page) => page.path), '/no/such/page'];
const carouselRoutes = pages.filter((page) => page.blocks.some((block) => block.type === 'carousel' || block.type === 'value-rotator')).map((page) => page.path);
const browser = useBrowser();

describe('tap targets', () => {
  it.each([375, 1366])('at %i px every visible link and control is at least 24 x 24 px', async (width) => {
    const page = await browser.tab(width);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      // Folded parts count too: a visitor opens them.
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      for (const target of await smallTargets(page, 24)) found.push(`${path}: ${target.name} ${target.width} x ${target.height}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 180_000);

  it('at 375 px on a touch screen the carousel arrows, bullets and pause buttons and the menu button are 44 x 44 px', async () => {
    expect(carouselRoutes.length).toBeGreaterThan(0);
    const found: string[] = [];
    const missing: string[] = [];
    for (const path of carouselRoutes) {
      const { page } = await browser.visit(path, { width: 375, height: 740, touch: true });
      await wakeIslands(page);
      const measure = (selector: string) =>
        page.evaluate((selector) =>
          [...document.querySelectorAll(selector)]
            .filter((control) => control.checkVisibility())
            .map((control) => {
              const box = control.getBoundingClientRect();
              return { name: control.getAttribute('aria-label') ?? control.textContent, width: box.width, height: box.height };
            }),
        selector);
      const carouselControls = await measure('main [aria-roledescription="carousel"] button');
      // The menu button: the header's one visible button on a phone.
      const menuButtons = await measure('header button');
      // Each carousel route is measured: its carousels' controls, and the menu button.
      if (carouselControls.length === 0 || menuButtons.length !== 1) missing.push(`${path}: ${carouselControls.length} carousel controls, ${menuButtons.length} menu buttons`);
      for (const control of [...carouselControls, ...menuButtons]) if (control.width < 44 || control.height < 44) found.push(`${path}: ${control.name} ${control.width} x ${control.height}`);
      await page.context().close();
    }
    expect(missing).toEqual([]);
    expect(found).toEqual([]);
  }, 120_000);
});
