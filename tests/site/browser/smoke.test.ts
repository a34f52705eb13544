import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { useBrowser, wakeIslands } from '../../browser/session';

const content = loadSite(process.cwd()).content!;
const pages = content.pages.pages;
const titleOf = (block: (typeof pages)[number]['blocks'][number]) => ('title' in block ? block.title : 'heading' in block ? block.heading : undefined);

describe('every route in Chromium', () => {
  const browser = useBrowser();

  it.each(pages.map((page) => [page.path, page] as const))('%s renders its prerendered h1 and hydrates cleanly', async (path, page) => {
    const { page: tab, problems, status } = await browser.visit(path);
    expect(status).toBe(200);
    await expect(tab.locator('h1').allTextContents()).resolves.toEqual([titleOf(page.blocks[0]!)]);
    expect(await tab.title()).toBe(content.nav.site.titleTemplate.replace('%s', page.title));
    await wakeIslands(tab);
    expect(problems).toEqual([]);
    await tab.context().close();
  });

  it('shows the not-found page with status 404 for an unknown address', async () => {
    const { page, status } = await browser.visit('/no/such/page');
    expect(status).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Oops! The page you are looking for could not be found.');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('reaches pages through the header spelling with lower case and a trailing slash', async () => {
    const { page, status } = await browser.visit('/application/solution/waste_water_treatment/');
    expect(status).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Wastewater treatment');
    await page.context().close();
  });
});
