import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHeaderEnhancer } from '../../browser/session';

/** The focused element's own words: a menu entry's name without its one-line description. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    const own = element ? [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim() : '';
    return own || element?.textContent;
  });

describe('header menus in Chromium', () => {
  const browser = useBrowser();

  it('desktop: the Application panel opens on hover with its three columns, and closes when the pointer leaves', async () => {
    const { page } = await browser.visit('/');
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel.isVisible()).resolves.toBe(false);
    await trigger.hover();
    await panel.getByRole('link', { name: 'IFAS/Membrane' }).waitFor({ state: 'visible' });
    const columns = await panel.locator(':scope > div').evaluateAll((groups) => groups.map((group) => group.getBoundingClientRect().left));
    expect(columns).toHaveLength(3);
    expect(columns[0]! < columns[1]! && columns[1]! < columns[2]!).toBe(true);
    await page.mouse.move(5, 600);
    await panel.getByRole('link', { name: 'IFAS/Membrane' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('desktop: Tab reaches the trigger, Enter opens the panel, arrows move through links, Escape closes and returns focus', async () => {
    const { page } = await browser.visit('/');
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const focused = () => focusedName(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('WasteWater Treatment');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Water Treatment');
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('Revamping & Retrofitting');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('WasteWater Treatment');
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it('desktop: Tab past the panel\'s last link closes it and moves on to the next header item', async () => {
    const { page } = await browser.visit('/');
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await trigger.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedName(page)).toBe('Revamping & Retrofitting');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Contact');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'IFAS/Membrane' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('desktop: a panel opened by hovering closes when Escape is pressed inside it, with focus back on the trigger', async () => {
    const { page } = await browser.visit('/');
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    // A click on the trigger of a panel the mouse opened keeps it open.
    await trigger.click();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('link', { name: 'IFAS/Membrane' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it('tablet touch screen: tapping Application opens the panel and a link navigates', async () => {
    const { page } = await browser.visit('/', { width: 900, height: 1200, touch: true });
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await trigger.tap();
    await expect(trigger.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByRole('link', { name: 'Sludge Dewatering Unit' }).tap();
    await page.waitForURL((url) => url.pathname === '/application/product/sludge');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('phone: the hamburger opens the slide-in menu with Application open, a group expands on tap, and a link navigates', async () => {
    const { page } = await browser.visit('/', { width: 375, height: 740, touch: true });
    await expect(page.getByRole('navigation', { name: 'Main' }).first().isVisible()).resolves.toBe(false);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.tap();
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await drawer.waitFor({ state: 'visible' });
    // The sections are <details>: their <summary> rows are not role=button to Playwright.
    // Application starts open, so a group is one tap away; it still folds and unfolds on tap.
    await expect(drawer.locator('details', { has: page.locator('summary', { hasText: 'Application' }) }).first().getAttribute('open')).resolves.not.toBeNull();
    await drawer.locator('summary', { hasText: 'Services' }).tap();
    await drawer.getByRole('link', { name: 'AMC-Annual Maintenance Contract' }).tap();
    await page.waitForURL((url) => url.pathname === '/application/service/annual_maintanance_contract');
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('the header enhancer closes menus the visitor has left', () => {
  const browser = useBrowser();
  /** What the browser tells a page restored from the back/forward cache (Playwright's Chromium runs without that cache). */
  const restoreFromBackForwardCache = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

  it('desktop: an open Application panel is closed when the page comes back from the back/forward cache', async () => {
    const { page } = await browser.visit('/');
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await restoreFromBackForwardCache(page);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: 'IFAS/Membrane' }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('phone: the menu closes when a link in it is followed, and when the page comes back from the back/forward cache', async () => {
    const { page } = await browser.visit('/', { width: 375, height: 740 });
    await waitForHeaderEnhancer(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Main' });
    await hamburger.click();
    await drawer.waitFor({ state: 'visible' });
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true');
    await restoreFromBackForwardCache(page);
    await drawer.waitFor({ state: 'hidden' });
    await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('false');
    // The page stays put (the click's navigation is cancelled after the menu has seen it), so the menu can be observed.
    await hamburger.click();
    await drawer.waitFor({ state: 'visible' });
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
    await drawer.getByRole('link', { name: 'About' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('the Application dropdown from the keyboard', () => {
  const browser = useBrowser();

  it.each(['Enter', 'Space', 'ArrowDown'])('%s on the trigger opens the panel and focuses its first link', async (key) => {
    const { page } = await browser.visit('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Application' });
    await waitForHeaderEnhancer(page);
    await trigger.focus();
    await page.keyboard.press(key === 'Space' ? ' ' : key);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    if (key === 'ArrowDown') await expect.poll(() => focusedName(page)).toBe('WasteWater Treatment');
    else await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(A|BUTTON)$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });
});
