import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { menuAttributes } from '../../src/layout/menuAttributes';

export const baseUrl = () => inject('baseUrl');

export type Visit = { page: Page; problems: string[] };

/** The window a test uses at a given width: a phone's height below 768 px, a laptop's above. */
export const viewportAt = (width: number) => ({ width, height: width < 768 ? 740 : 900 });

/** Connects the test file to the shared Chromium; each `visit` opens a fresh page and records console problems. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** A page of the given width, for tests that walk many routes in one tab (see loadHydrated). */
    async tab(width: number): Promise<Page> {
      const context = await browser.newContext({ viewport: viewportAt(width) });
      return context.newPage();
    },
    async visit(path: string, options: { width?: number; height?: number; reducedMotion?: boolean; touch?: boolean; javaScript?: boolean; beforeScripts?: () => void } = {}): Promise<Visit & { status: number }> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1366, height: options.height ?? 900 },
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
        hasTouch: options.touch ?? false,
        isMobile: options.touch === true && (options.width ?? 1366) < 768,
        javaScriptEnabled: options.javaScript ?? true,
      });
      if (options.beforeScripts) await context.addInitScript(options.beforeScripts);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
      return { page, problems, status: response?.status() ?? 0 };
    },
  };
}

/**
 * Wakes the page's islands as a visitor would reach them (each one that hydrates by itself is scrolled into view) and
 * waits until they have hydrated; islands that wait for an interaction, or whose media query does not match, stay
 * static. Leaves the page scrolled back to the top.
 */
export async function wakeIslands(page: Page) {
  await page.waitForFunction(
    () => {
      const waiting = [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')].filter(
        (island) => island.dataset.when !== 'interaction' && (island.dataset.media === undefined || matchMedia(island.dataset.media).matches),
      );
      // One at a time, each held in view until it has hydrated (the function runs again every 100 ms).
      waiting[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return waiting.length === 0;
    },
    null,
    { timeout: 20_000, polling: 100 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Opens `path` in an existing tab and wakes its islands; one retry covers a dist/ being rebuilt by another run. */
export async function loadHydrated(page: Page, path: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
      await wakeIslands(page);
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/** Waits until the header enhancer (run by every page's script) has taken over the header's menus. */
export async function waitForHeaderEnhancer(page: Page) {
  await page.waitForSelector(`[${menuAttributes.dropdown}][${menuAttributes.enhanced}]`, { state: 'attached', timeout: 15_000 });
}
