// The header's menus in Firefox ESR and WebKit: the phone menu must open in an engine without invoker commands
// (WebKitGTK 2.50, like Safari before 26.2), with JavaScript and without.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { FALLBACK_READY } from '../../src/layout/phoneMenuFallback';
import { ENGINES, useEngine, waitFor, type EnginePage } from './engines';

const nav = loadSite(process.cwd()).content!.nav;
const labels = nav.site.labels;
// The first header entry with groups, its last group and that group's first link: the deepest the phone menu goes.
const withGroups = nav.header.items.findIndex((item) => item.groups?.length);
const groups = nav.header.items[withGroups]!.groups!;
const group = groups.length - 1;
const deepLink = groups[group]!.links[0]!.to;

const hamburger = `header button[aria-label="${labels.openMenu}"]`;
const drawer = 'dialog[data-phone-menu]';
const closeButton = `${drawer} button[aria-label="${labels.closeMenu}"]`;
const entryRow = `${drawer} nav > ul > li:nth-child(${withGroups + 1}) > details > summary`;
const groupRow = `${drawer} nav > ul > li:nth-child(${withGroups + 1}) > details > ul > li:nth-child(${group + 1}) > details > summary`;
const deepAnchor = `${drawer} a[href=${JSON.stringify(deepLink)}]`;
const desktopTrigger = 'header nav [data-dropdown] > button';
const desktopFirstLink = 'header nav [data-dropdown] [popover] a[href]';

const q = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;
const isShown = (selector: string) => `(${q(selector)}?.checkVisibility({ visibilityProperty: true }) ?? false)`;
/** The entry with groups starts open in the phone menu, so each group opens with one tap (issue 36). */
const entryStartsOpen = `${q(`${drawer} nav > ul > li:nth-child(${withGroups + 1}) > details`)}.open && ${isShown(entryRow)}`;
const isOpen = `(${q(drawer)}.open || ${q(drawer)}.matches(':popover-open'))`;
const isFocused = (selector: string) => `document.activeElement === ${q(selector)}`;
/** Whether the page behind the menu takes focus: the one test that tells an inert page from one merely covered. */
const backgroundTakesFocus = `(() => { const link = document.querySelector('main a[href]'); link.focus(); return document.activeElement === link; })()`;

/** The header enhancer has run (and, in an engine without closedby, the phone menu's fallback module too). */
async function enhanced(page: EnginePage) {
  await waitFor(page, `document.querySelector('[data-dropdown][data-enhanced]')`);
  await waitFor(page, `'closedBy' in HTMLDialogElement.prototype || ${q(drawer)}.hasAttribute('${FALLBACK_READY}')`);
}

async function openPhoneMenu(page: EnginePage) {
  // A menu just closed may still be sliding out (slow on a loaded machine): a visitor's next tap comes after that.
  await waitFor(page, `${q(drawer)}.getAnimations().length === 0`);
  await page.click(hamburger);
  await waitFor(page, `${isOpen} && ${isShown(closeButton)}`);
  // Slid in to its place: a click on the X while it moves would miss it.
  await waitFor(page, `${q(drawer)}.getAnimations().length === 0`);
}

describe.each(ENGINES)('the header menus in %s', (engine) => {
  const browser = useEngine(engine);

  it('phone, JavaScript on: the menu opens modal, its groups expand; the X, Escape and a tap outside close it, focus back on the menu button', async () => {
    const page = await browser.visit('/', { width: 390, height: 844 });
    await enhanced(page);
    await openPhoneMenu(page);
    await expect(page.evaluate(`${q(drawer)}.matches(':modal')`)).resolves.toBe(true);
    await expect(page.evaluate(`${q(hamburger)}.getAttribute('aria-expanded')`)).resolves.toBe('true');
    await expect(page.evaluate(backgroundTakesFocus)).resolves.toBe(false);
    await expect(page.evaluate(entryStartsOpen)).resolves.toBe(true);
    await page.click(groupRow);
    await waitFor(page, isShown(deepAnchor));

    await page.press('Escape');
    await waitFor(page, `!${isOpen}`);
    await waitFor(page, isFocused(hamburger));
    await expect(page.evaluate(`${q(hamburger)}.getAttribute('aria-expanded')`)).resolves.toBe('false');
    await expect(page.evaluate(backgroundTakesFocus)).resolves.toBe(true);

    await openPhoneMenu(page);
    await page.click(closeButton);
    await waitFor(page, `!${isOpen}`);
    await waitFor(page, isFocused(hamburger));

    await openPhoneMenu(page);
    await page.clickAt(10, 400);
    await waitFor(page, `!${isOpen}`);
    await page.close();
  });

  it('phone, JavaScript off: the menu opens, its groups expand, its links are reachable, and Escape closes it', async () => {
    const page = await browser.visit('/', { width: 390, height: 844, javaScript: false });
    await expect(page.evaluate(isShown(deepAnchor))).resolves.toBe(false);
    await openPhoneMenu(page);
    await expect(page.evaluate(entryStartsOpen)).resolves.toBe(true);
    await page.click(groupRow);
    await waitFor(page, isShown(deepAnchor));
    await page.press('Escape');
    await waitFor(page, `!${isOpen}`);
    await page.close();
  });

  it('desktop: the first group panel opens on hover, and from the keyboard (Enter, then Tab into it, Escape back)', async () => {
    const page = await browser.visit('/');
    await enhanced(page);
    await page.hover(desktopTrigger);
    await waitFor(page, isShown(desktopFirstLink));
    await page.hoverAt(5, 700);
    await waitFor(page, `!${isShown(desktopFirstLink)}`);

    await page.evaluate(`${q(desktopTrigger)}.focus()`);
    await page.press('Enter');
    await waitFor(page, isShown(desktopFirstLink));
    await page.press('Tab');
    await waitFor(page, isFocused(desktopFirstLink));
    await page.press('Escape');
    await waitFor(page, `!${isShown(desktopFirstLink)}`);
    await waitFor(page, isFocused(desktopTrigger));
    await page.close();
  });
});
