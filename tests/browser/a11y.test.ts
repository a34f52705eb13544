import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { audit, describeViolations } from './axe';
import { baseUrl } from './session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;
/** Every route of pages.yaml, plus an unknown address for the not-found page. */
const routes = [...content.pages.pages.map((page) => page.path), '/no/such/page'];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.connect(inject('wsEndpoint'));
});
afterAll(async () => {
  await browser?.close();
});

/** One page per width, reused for every route so the audit stays fast. */
async function tabAt(width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 740 : 900 } });
  return context.newPage();
}

/** Opens `path` and waits for hydration; one retry covers a dist/ that is being rebuilt by another run. */
async function load(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      await page.waitForSelector('#root[data-hydrated]', { state: 'attached', timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: labels.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
  await drawer.waitFor({ state: 'visible' });
  // Let the slide-in finish, so colours are measured on the final frame.
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    const transform = dialog ? getComputedStyle(dialog).transform : '';
    return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
  });
  await page.waitForTimeout(50);
}

describe.concurrent(`axe-core WCAG 2.2 AA audit of ${routes.length} routes`, () => {
  it.each([1366, 375])('width %i: no violations on any route', async (width) => {
    const page = await tabAt(width);
    const found: string[] = [];
    for (const path of routes) {
      await load(page, path);
      found.push(...describeViolations(`${path} @${width}`, await audit(page)));
    }
    await page.context().close();
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
  }, 240_000);

  it('width 375 with the mobile menu open: no violations on any route', async () => {
    const page = await tabAt(375);
    const found: string[] = [];
    for (const path of routes) {
      await load(page, path);
      await openMobileMenu(page);
      found.push(...describeViolations(`${path} @375 menu open`, await audit(page)));
    }
    await page.context().close();
    if (found.length) console.error(found.join('\n'));
    expect(found).toEqual([]);
  }, 240_000);

  it('the audit itself reports a planted violation (so zero means zero)', async () => {
    const page = await tabAt(1366);
    await load(page, '/about');
    await page.evaluate(() => document.querySelector('main')!.append(Object.assign(document.createElement('img'), { src: '/images/none.svg' })));
    const violations = await audit(page);
    await page.context().close();
    expect(violations.map((violation) => violation.id)).toContain('image-alt');
    expect(describeViolations('/about', violations).join('\n')).toMatch(/\/about {2}image-alt \(critical\): .*\n {4}.*img/);
  });
});
