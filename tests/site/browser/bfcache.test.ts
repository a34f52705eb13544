// Back and forward are instant: a page the visitor leaves stays in Chromium's back/forward cache, islands woken and
// all, and comes back from it (no reload, no new requests). Playwright switches the cache off by default, so this file
// starts its own Chromium with it on.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../browser/chromium';
import { baseUrl, wakeIslands } from '../../browser/session';

const ROUTES = ['/', '/about', '/contact', '/application/product/aeration'];
const ELSEWHERE = '/application/service/rental';

describe('the back/forward cache', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(ROUTES)('keeps %s, with its islands woken, and restores it on Back', async (path) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    // Chromium says why a page could not be kept; the test shows it instead of a bare false.
    const reasons: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (event) => reasons.push(...event.notRestoredExplanations.map((explanation) => `${explanation.type}: ${explanation.reason}`)));
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    await wakeIslands(page);
    await page.evaluate(() => addEventListener('pageshow', (event) => document.documentElement.setAttribute('data-restored', String(event.persisted))));
    await page.goto(`${baseUrl()}${ELSEWHERE}`, { waitUntil: 'load' });
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-restored'))).not.toBeNull();
    expect(reasons).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-restored'))).toBe('true');
    await context.close();
  });
});
