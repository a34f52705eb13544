// Redirects an editor can see: renaming a published page keeps its old address working and the Site settings list
// shows it (old address, where it goes) with a way to remove it; Publish says it in addresses ("/about now goes to
// /about-us"); a page created and renamed before it was ever published leaves no redirect. axe 0 in the dialogs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { audit, describeViolations } from '../../browser/axe';
import { openStudio, poll } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterEach(async () => {
  while (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const status = () => page.locator('header [role="status"]');

async function save() {
  await poll(() => saveButton().isEnabled()).toBe(true);
  await saveButton().click();
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
}

async function rename(path: string, next: string) {
  await page.getByRole('navigation', { name: 'Pages' }).getByText(path, { exact: true }).click();
  await page.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: /^Change the address/ });
  await poll(() => dialog.isVisible()).toBe(true);
  await dialog.getByLabel('New address').fill(next);
  return dialog;
}

describe('redirects in the studio', () => {
  test('a page created and renamed before it was published leaves no redirect', async () => {
    await page.getByRole('button', { name: 'New page' }).click();
    const create = page.getByRole('dialog', { name: 'New page' });
    await poll(() => create.isVisible()).toBe(true);
    await poll(() => create.getByRole('textbox', { name: 'Title', exact: true }).isVisible()).toBe(true);
    await page.keyboard.type('Careers');
    await create.getByLabel('Search description').fill('Open positions at Wastely in process engineering, site operations and maintenance.');
    expect(describeViolations('new page dialog', await audit(page))).toEqual([]);
    await create.getByRole('button', { name: 'Create page' }).click();
    await poll(() => create.isVisible()).toBe(false);
    await save();

    const dialog = await rename('/careers', '/jobs');
    await poll(() => dialog.getByLabel('Keep the old address /careers working').isChecked()).toBe(false);
    await poll(() => dialog.locator('#rename-keep-old-help').textContent()).toBe('/careers has never been published, so no visitor knows it: it needs no redirect.');
    expect(describeViolations('change address dialog', await audit(page))).toEqual([]);
    await dialog.getByRole('button', { name: /^Change address/ }).click();
    await save();
    expect(studio.diff().filter((line) => /careers|redirect|from:/.test(line))).toEqual([]);
    studio.commit('jobs');
  });

  test('a published page renamed keeps its old address, listed under Site settings with a way to remove it, and Publish says it', async () => {
    const dialog = await rename('/about', '/about-us');
    await poll(() => dialog.getByLabel('Keep the old address /about working').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: /^Change address/ }).click();
    await save();

    await page.getByRole('navigation', { name: 'Studio views' }).getByRole('link', { name: 'Site settings' }).click();
    await page.getByRole('button', { name: /^Redirects \(old addresses\)/ }).click();
    const card = page.getByRole('region', { name: 'Redirects (old addresses)' });
    await poll(() => card.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['/about', '/about-us']);
    // Each entry is titled by its addresses, never "Redirect 1".
    await poll(() => card.getByRole('button', { name: '/about → /about-us', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(await card.textContent()).not.toMatch(/Redirect \d/);
    expect(describeViolations('redirects list', await audit(page))).toEqual([]);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish your changes' });
    await poll(() => publish.isVisible()).toBe(true);
    await poll(() => publish.getByRole('list').first().textContent()).toContain('/about now goes to /about-us');
    expect(describeViolations('publish dialog', await audit(page))).toEqual([]);
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Remove redirect /about → /about-us' }).click();
    await poll(() => page.getByRole('region', { name: 'Unsaved changes' }).getByRole('listitem').allTextContents()).toEqual(['Removed redirect /about → /about-us from redirects']);
    await save();
    expect(studio.read()).not.toMatch(/from: \/about$/m);
  });
});
