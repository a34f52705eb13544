// The studio's page preview in Chromium, on a scratch copy of the real site: the page sits in the site's own header and
// footer, drawn from the unsaved nav.yaml draft, and the preview can show the page at 100%, text at its real size.
import { describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { openStudio, poll, previewOf, studioForTests } from '../../browser/studioBrowser';

const nav = loadSite(process.cwd()).content!.nav;

/** The studio at the About page. */
const session = studioForTests(async (studio) => {
  const opened = await openStudio(studio.url);
  await opened.page.getByRole('navigation', { name: 'Pages' }).getByText('/about', { exact: true }).click();
  await previewOf(opened.page).getByRole('heading', { level: 1, name: 'About Us' }).waitFor({ timeout: 30_000 });
  return opened;
});

const preview = () => previewOf(session.page);
const frame = () => session.page.locator('iframe[title^="Preview"]');
const stage = () => frame().locator('xpath=..');

/** How many screen pixels one CSS pixel of the previewed page takes: 1 at 100%, less when shrunk to fit. */
const shownScale = () => frame().evaluate((element: HTMLIFrameElement) => element.getBoundingClientRect().width / element.offsetWidth);

/** The site's body text size (CSS pixels) and the size it takes on the screen in the preview. */
async function bodyText() {
  const sitePx = await preview()
    .locator('body')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  return { sitePx, screenPx: sitePx * (await shownScale()) };
}

describe('studio page preview', () => {
  test('shows the page inside the site header and footer from nav.yaml, with the page marked in the menu', async () => {
    const header = preview().getByRole('banner');
    await poll(() => header.getByRole('link', { name: nav.site.labels.homeLink }).isVisible()).toBe(true);
    const menu = header.getByRole('navigation', { name: nav.site.labels.mainNavigation });
    expect(await menu.locator(':scope > ul > li').evaluateAll((items) => items.map((item) => item.querySelector('a, button')?.textContent))).toEqual(
      nav.header.items.map((item) => item.label),
    );
    expect(await menu.getByRole('link', { name: 'About', exact: true }).getAttribute('aria-current')).toBe('page');
    const footer = preview().getByRole('contentinfo');
    expect(await footer.getByRole('heading', { level: 2 }).allTextContents()).toEqual(nav.footer.columns.map((column) => column.heading));
    expect(await footer.getByText(nav.site.tagline).count()).toBe(1);
    // The blocks sit between the two, as on the site.
    expect(await preview().locator('header + main [data-block]').count()).toBeGreaterThan(0);
  });

  test('an unsaved change to the footer tagline shows in the preview at once', async () => {
    await session.page.getByRole('navigation', { name: 'Studio views' }).getByRole('link', { name: 'Site settings' }).click();
    await session.page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: /^Footer and social profiles/ }).click();
    await session.page.locator('#field-tagline').fill('Clean water, from the first survey to the daily service.');
    await session.page.getByRole('navigation', { name: 'Studio views' }).getByRole('link', { name: 'Pages' }).click();
    await poll(() => preview().getByRole('contentinfo').getByText('Clean water, from the first survey to the daily service.').count()).toBe(1);
    await session.page.keyboard.press('Control+z');
    await poll(() => preview().getByRole('contentinfo').getByText(nav.site.tagline).count()).toBe(1);
    expect(session.studio.diff('nav.yaml')).toEqual([]);
  });

  test('at desktop width, 100% shows body text at its real size and scrolls sideways; the choice survives a reload', async () => {
    const zoom = session.page.getByRole('group', { name: 'Zoom' });
    await session.page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Desktop' }).click();
    await zoom.getByRole('button', { name: 'Fit to width' }).click();
    // Fitted into the studio's middle pane (about 600 px at 1366 px), a 1280 px page is shrunk by half.
    const fitted = await bodyText();
    expect(fitted.screenPx).toBeLessThan(fitted.sitePx * 0.6);
    expect(await stage().evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);

    await zoom.getByRole('button', { name: '100%' }).click();
    expect(await zoom.getByRole('button', { name: '100%' }).getAttribute('aria-pressed')).toBe('true');
    await poll(() => shownScale()).toBe(1);
    const actual = await bodyText();
    expect(actual.screenPx).toBe(actual.sitePx);
    expect(actual.sitePx).toBeGreaterThanOrEqual(16);
    expect(await frame().evaluate((element) => element.getBoundingClientRect().width)).toBe(1280);
    expect(await stage().evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

    await session.page.reload();
    await preview().locator('main [data-block]').first().waitFor({ timeout: 30_000 });
    expect(await session.page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name: '100%' }).getAttribute('aria-pressed')).toBe('true');
    await poll(() => shownScale()).toBe(1);
  });

  test('at phone width both zooms are offered and show the phone page at its real size', async () => {
    await session.page.getByRole('group', { name: 'Preview width' }).getByRole('button', { name: 'Phone' }).click();
    for (const name of ['Fit to width', '100%']) {
      await session.page.getByRole('group', { name: 'Zoom' }).getByRole('button', { name }).click();
      await poll(() => shownScale()).toBe(1);
    }
  });
});
