import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { audit, describeViolations } from './axe';
import { loadHydrated, useBrowser } from './session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;
/** Every route of pages.yaml, plus an unknown address for the not-found page. */
const routes = [...content.pages.pages.map((page) => page.path), '/no/such/page'];

const browser = useBrowser();

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: labels.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
  await drawer.waitFor({ state: 'visible' });
  // Let the slide-in finish, so colours are measured on the final frame.
  await page.waitForFunction(() => {
    const dialog = document.querySelector('dialog:modal');
    const transform = dialog ? getComputedStyle(dialog).transform : '';
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
  await page.waitForTimeout(50);
}

describe.concurrent(`axe-core WCAG 2.2 AA audit of ${routes.length} routes`, () => {
  it.each([1366, 375])('width %i: no violations on any route', async (width) => {
    const page = await browser.tab(width);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      found.push(...describeViolations(`${path} @${width}`, await audit(page)));
    }
    await page.context().close();
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
  }, 240_000);

  it('width 375 with the mobile menu open: no violations on any route', async () => {
    const page = await browser.tab(375);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      await openMobileMenu(page);
      found.push(...describeViolations(`${path} @375 menu open`, await audit(page)));
    }
    await page.context().close();
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
  }, 240_000);

  it('the audit itself reports a planted violation (so zero means zero)', async () => {
    const page = await browser.tab(1366);
    const planted = routes[1]!;
    await loadHydrated(page, planted);
    await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: '/images/none.svg' })));
    const violations = await audit(page);
    await page.context().close();
    expect(violations.map((violation) => violation.id)).toContain('image-alt');
    const described = describeViolations(planted, violations).join('\n');
    expect(described).toContain(`${planted}  image-alt (critical): `);
    expect(described).toMatch(/ {2}image-alt \(critical\): .*\n {4}.*img/);
  });
});
