// The header's menus with JavaScript switched off: built on the platform (a popover, a modal <dialog> opened by an
// invoker command, <details>), they open, close and give focus back with no script at all.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { useBrowser } from '../../browser/session';

const labels = loadSite(process.cwd()).content!.nav.site.labels;
const browser = useBrowser();

const isFocused = (page: Page, selector: string) => page.evaluate((target) => document.activeElement === document.querySelector(target), selector);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('the Application panel with JavaScript off, at 1366 px', () => {
  it('opens while the mouse is over it and closes when the mouse leaves', async () => {
    const { page } = await browser.visit('/', { javaScript: false });
    const nav = page.getByRole('navigation', { name: labels.mainNavigation });
    const link = nav.getByRole('link', { name: 'IFAS/Membrane' });
    await expect(link.isVisible()).resolves.toBe(false);
    await nav.getByRole('button', { name: 'Application' }).hover();
    await link.waitFor({ state: 'visible' });
    // The pointer can travel from the trigger down into the panel and click a link there.
    await link.hover();
    await expect(link.isVisible()).resolves.toBe(true);
    await page.mouse.move(5, 700);
    await link.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('Tab reaches the trigger, Enter opens the panel, Tab enters it, Escape closes it and focus is back on the trigger', async () => {
    // Reduced motion too: its 0.01 ms transitions once kept the panel's links unfocusable for a Tab pressed at once.
    const { page } = await browser.visit('/', { javaScript: false, reducedMotion: true });
    const nav = page.getByRole('navigation', { name: labels.mainNavigation });
    const trigger = nav.getByRole('button', { name: 'Application' });
    const firstLink = nav.getByRole('link', { name: 'WasteWater Treatment' });
    await nav.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe('Application');
    await expect(firstLink.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The entry's name, then its one-line description: both are part of the link.
    await expect(focusedText(page)).resolves.toMatch(/^WasteWater Treatment/);
    await expect(firstLink.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await firstLink.waitFor({ state: 'hidden' });
    await expect(trigger.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Space opens it again; Escape from the trigger itself closes it too.
    await page.keyboard.press(' ');
    await firstLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await firstLink.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('marks the current page in the panel', async () => {
    const { page } = await browser.visit('/application/product/aeration', { javaScript: false });
    const nav = page.getByRole('navigation', { name: labels.mainNavigation });
    const current = await nav.locator('a[aria-current="page"]').evaluateAll((links) => links.map((link) => link.firstChild?.textContent));
    expect(current).toEqual(['Aeration/oxygination technology']);
    await page.context().close();
  });
});

describe('the phone menu with JavaScript off, at 375 px', () => {
  const hamburger = `header button[aria-label="${labels.openMenu}"]`;

  it('opens, its groups expand, the page behind it is inert, Escape closes it and focus returns to the menu button', async () => {
    const { page } = await browser.visit('/about', { width: 375, height: 740, javaScript: false });
    const menuButton = page.getByRole('button', { name: labels.openMenu });
    const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
    await expect(drawer.isVisible()).resolves.toBe(false);
    await menuButton.click();
    await drawer.waitFor({ state: 'visible' });
    await expect(isFocused(page, `dialog button[aria-label="${labels.closeMenu}"]`)).resolves.toBe(true);

    // Getting focus is the one test that tells inert content from content merely covered up.
    const backgroundTakesFocus = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body > #root > a, header > div > a, main a, footer a')].some((element) => {
          element.focus();
          return document.activeElement === element;
        }),
      );
    await expect(backgroundTakesFocus()).resolves.toBe(false);

    const link = drawer.getByRole('link', { name: 'IFAS/Membrane' });
    await expect(link.isVisible()).resolves.toBe(false);
    // Application starts open: each group is one tap from the menu.
    await drawer.locator('summary', { hasText: 'Products' }).click();
    await link.waitFor({ state: 'visible' });
    await expect(link.getAttribute('href')).resolves.toBe('/application/product/ifas');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect(isFocused(page, hamburger)).resolves.toBe(true);
    await expect(backgroundTakesFocus()).resolves.toBe(true);
    await page.context().close();
  });

  it('opens from the keyboard, and the close button and a tap beside the menu close it', async () => {
    const { page } = await browser.visit('/', { width: 375, height: 740, javaScript: false });
    const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
    await page.getByRole('button', { name: labels.openMenu }).focus();
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    await page.keyboard.press('Enter'); // on the close button, which has focus
    await drawer.waitFor({ state: 'hidden' });
    await expect(isFocused(page, hamburger)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'visible' });
    await page.mouse.click(10, 400);
    await drawer.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('marks the current page in the menu', async () => {
    const { page } = await browser.visit('/application/product/aeration', { width: 375, height: 740, javaScript: false });
    await page.getByRole('button', { name: labels.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: labels.mainNavigation });
    // Application starts open: each group is one tap from the menu.
    await drawer.locator('summary', { hasText: 'Products' }).click();
    const current = drawer.locator('a[aria-current="page"]');
    await current.waitFor({ state: 'visible' });
    await expect(current.evaluateAll((links) => links.map((link) => link.textContent))).resolves.toEqual(['Aeration/oxygination technology']);
    await page.context().close();
  });
});
