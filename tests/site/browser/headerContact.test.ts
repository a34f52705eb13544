// Issue 36: the header asks for contact, the dropdown stays within the page column, and closing bands use the width.
// Checked on the built site in Chromium at a laptop (1366 px) and a phone (375 px).
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { loadHydrated, useBrowser, waitForHeaderEnhancer } from '../../browser/session';

const { nav, pages } = loadSite(process.cwd()).content!;
const browser = useBrowser();
const buttonItem = nav.header.items.find((item) => item.button)!;
/** A page whose closing call to action names a contact. */
const withContact = pages.pages.find((page) => page.blocks.some((block) => block.type === 'call-to-action' && 'contact' in block && block.contact))!.path;

describe('the header asks for contact', () => {
  it('at 1366 px the button item is a filled button in the header bar', async () => {
    const page = await browser.tab(1366);
    await loadHydrated(page, '/');
    const button = page.locator('header nav').first().getByRole('link', { name: buttonItem.label, exact: true });
    await expect(button.isVisible()).resolves.toBe(true);
    const look = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      const bar = getComputedStyle(element.closest('header')!);
      return { fill: style.backgroundColor, bar: bar.backgroundColor, href: element.getAttribute('href') };
    });
    expect(look.href).toBe(buttonItem.to);
    // Filled: an opaque background of its own, not the bar's.
    expect(look.fill).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(look.fill).not.toBe(look.bar);
  });

  it('at 1366 px the Application panel opens within the page column, each entry with its description', async () => {
    const page = await browser.tab(1366);
    await loadHydrated(page, '/');
    await waitForHeaderEnhancer(page);
    await page.click('header nav [data-dropdown] > button');
    const panel = page.locator('header nav [data-dropdown] [popover]');
    await expect.poll(() => panel.evaluate((element) => element.matches(':popover-open'))).toBe(true);
    const edges = await page.evaluate(() => {
      const panelBox = document.querySelector('header nav [data-dropdown] [popover]')!.getBoundingClientRect();
      // The page column's content box: the header's inner container without its padding.
      const inner = document.querySelector('header > div')!;
      const box = inner.getBoundingClientRect();
      const style = getComputedStyle(inner);
      return { left: panelBox.left, right: panelBox.right, columnLeft: box.left + parseFloat(style.paddingLeft), columnRight: box.right - parseFloat(style.paddingRight) };
    });
    expect(edges.right).toBeLessThanOrEqual(edges.columnRight + 0.5);
    expect(edges.left).toBeGreaterThanOrEqual(edges.columnLeft - 0.5);
    const group = nav.header.items.find((item) => item.groups)!.groups![0]!;
    for (const link of group.links) {
      await expect(panel.getByRole('link', { name: `${link.label} ${link.description}` }).isVisible()).resolves.toBe(true);
    }
  });

  it('at 375 px the open phone menu shows the groups at once and ends with the button and a tel: link', async () => {
    const page = await browser.tab(375);
    await loadHydrated(page, '/');
    await waitForHeaderEnhancer(page);
    await page.click(`header button[aria-label="${nav.site.labels.openMenu}"]`);
    const drawer = page.locator('dialog[data-phone-menu]');
    await expect.poll(() => drawer.evaluate((element: HTMLDialogElement) => element.open)).toBe(true);
    const group = nav.header.items.find((item) => item.groups)!.groups![0]!;
    // One tap on a group shows its links.
    await drawer.locator('summary', { hasText: group.heading }).click();
    await expect.poll(() => drawer.getByRole('link', { name: group.links[0]!.label }).isVisible()).toBe(true);
    const button = drawer.getByRole('link', { name: buttonItem.label, exact: true });
    await expect(button.isVisible()).resolves.toBe(true);
    const fill = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(fill).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    const call = drawer.locator('a[href^="tel:"]');
    await expect(call.isVisible()).resolves.toBe(true);
    await expect(call.textContent()).resolves.toContain(nav.header.phone!.number);
    // Both within the screen, where a thumb reaches them without scrolling the menu.
    const bottom = await call.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
});

describe('a closing call to action with a named contact', () => {
  const columns = async (width: number) => {
    const page = await browser.tab(width);
    await loadHydrated(page, withContact);
    const card = page.locator('[data-contact]').first();
    await card.scrollIntoViewIfNeeded();
    return card.evaluate((element) => {
      const heading = element.closest('section')!.querySelector('h2, h1')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { headingRight: heading.right, headingBottom: heading.bottom, cardLeft: box.left, cardTop: box.top, tel: element.querySelector('a[href^="tel:"]') !== null };
    });
  };

  it('at 1366 px puts the contact beside the text, in a second column', async () => {
    const layout = await columns(1366);
    expect(layout.tel).toBe(true);
    expect(layout.cardLeft).toBeGreaterThan(layout.headingRight);
  });

  it('at 375 px stacks the contact under the text', async () => {
    const layout = await columns(375);
    expect(layout.cardTop).toBeGreaterThan(layout.headingBottom);
  });
});
