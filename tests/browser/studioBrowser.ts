// The studio in Chromium for the studio browser tests: one tab at the studio's target width on a running scratch
// studio, and the waits they share.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { startStudioOnScratchCopy, type Scratch } from './studioScratch';

export const previewOf = (page: Page) => page.frameLocator('iframe[title^="Preview"]');

const previewShown = (page: Page) => previewOf(page).locator('main [data-block]').first().waitFor({ timeout: 60_000 });

/** Opens the studio in the test run's Chromium at 1366 px and waits until it is ready (by default: the preview shows blocks). */
export async function openStudio(url: string, ready: (page: Page) => Promise<unknown> = previewShown): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await ready(page);
  return { browser, page };
}

/** Waits for what the editor would see, up to 20 s (the draft is checked on the server between edits and saving; CI shares 2 cores). */
export const poll = <T>(read: () => Promise<T> | T, options: { timeout?: number } = {}) => expect.poll(read, { timeout: 20_000, ...options });

/**
 * A test file's studio: started on a scratch copy before its tests and opened in Chromium, then closed and removed
 * after them. The fields are filled in by `beforeAll`.
 */
export function studioForTests(open: (studio: Scratch) => Promise<{ browser: Browser; page: Page }> = (studio) => openStudio(studio.url)) {
  const session = {} as { studio: Scratch; browser: Browser; page: Page };
  beforeAll(async () => {
    session.studio = await startStudioOnScratchCopy();
    Object.assign(session, await open(session.studio));
  }, 120_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.studio?.stop();
  });
  return session;
}

/**
 * Moves a list item one place with the keyboard, each key waiting for what the one before it set, as an editor waits to
 * hear it: Space picks the item up, the arrow key moves it (dnd-kit announces the new position once the move has
 * settled, and only then does a drop take it), Space drops it. The handle's name says where the item is ("2 of 5").
 */
export async function moveWithKeyboard(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown') {
  const [, position, count] = /(\d+) of (\d+)/.exec((await handle.getAttribute('aria-label')) ?? '') ?? [];
  expect(position, 'the handle names its position').toBeDefined();
  const target = Number(position) + (key === 'ArrowDown' ? 1 : -1);
  await handle.focus();
  await page.keyboard.press('Space');
  await poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press(key);
  await poll(() => page.locator('[id^="DndLiveRegion"]', { hasText: `is now at position ${target} of ${count}.` }).count()).toBe(1);
  await page.keyboard.press('Space');
}
