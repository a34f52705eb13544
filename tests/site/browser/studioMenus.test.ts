// The studio's Menus and Site settings views and its link picker, driven in Chromium as an editor would, on a scratch
// copy of the real site: every save is checked by the exact `git diff` of the file it changed, and the site still
// validates after it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { moveWithKeyboard, openStudio, poll } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  ({ browser, page } = await openStudio(`${studio.url}/#menus`, (tab) => tab.getByRole('heading', { name: 'Header menu' }).waitFor({ timeout: 60_000 })));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const status = () => page.locator('header [role="status"]');
const field = (name: string) => page.locator(`#field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
const views = () => page.getByRole('navigation', { name: 'Studio views' });
const column = (heading: string) => page.getByRole('region', { name: `Column ${heading}` });
const linksOf = (heading: string) => column(heading).getByRole('list', { name: `Links of ${heading}` }).getByRole('button', { name: /^(?!Drag )/ });

/** Saves once the whole site validates, then returns the changed lines of `file` and checks the site as `npm run validate` does. */
async function save(file: 'nav.yaml' | 'pages.yaml'): Promise<string[]> {
  await poll(() => saveButton().isEnabled()).toBe(true);
  await saveButton().click();
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
  const lines = studio.diff(file);
  expect(loadSite(studio.root).problems).toEqual([]);
  studio.commit('saved from the studio');
  return lines;
}

async function openView(name: 'Pages' | 'Menus' | 'Site settings') {
  await views().getByRole('link', { name }).click();
  await poll(() => views().getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
}

describe('studio menus, link picker and site settings', () => {
  test('switches views from the rail, keeps the view across a reload, and has no accessibility violations', async () => {
    await poll(() => views().getByRole('link', { name: 'Menus' }).getAttribute('aria-current')).toBe('page');
    await poll(() => page.getByRole('region', { name: /^Column / }).count()).toBe(4);
    await poll(() => page.getByRole('region', { name: /^Group / }).count()).toBe(3);
    expect(describeViolations('menus view', await audit(page))).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Footer columns' }).waitFor({ timeout: 30_000 });
    await poll(() => page.title()).toBe('Menus · Wastely studio');
    await openView('Site settings');
    await poll(() => page.getByRole('heading', { name: 'Company', level: 2 }).isVisible()).toBe(true);
    expect(describeViolations('site settings view', await audit(page))).toEqual([]);
    await openView('Pages');
    await poll(() => page.getByRole('navigation', { name: 'Pages' }).getByRole('button').count()).toBeGreaterThan(20);
    await page.goBack();
    await poll(() => page.url()).toMatch(/#settings$/);
    await openView('Menus');
  });

  test('adds a link to the footer column Company, pointing to a page chosen in the picker', async () => {
    await column('Company').getByRole('button', { name: 'Add link to Company' }).click();
    await poll(() => field('label').evaluate((element) => element === document.activeElement)).toBe(true);
    await field('label').fill('Contact us');
    const picker = page.getByRole('combobox', { name: 'Link to' });
    await picker.fill('conta');
    const listbox = page.getByRole('listbox', { name: 'Pages and their parts' });
    await poll(() => listbox.isVisible()).toBe(true);
    expect(describeViolations('link picker open', await audit(page))).toEqual([]);
    await listbox.getByRole('option', { name: /^Contact\s*\/contact$/ }).click();
    await poll(() => picker.inputValue()).toBe('/contact');
    // The contact page has parts: the list now offers them, and Escape closes it, keeping the page.
    await poll(() => listbox.getByRole('option', { name: /#Enquiry/ }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => picker.getAttribute('aria-expanded')).toBe('false');
    await poll(() => page.locator('#field-to-verdict').textContent()).toBe('Links to “Contact”.');
    await poll(() => linksOf('Company').allInnerTexts()).toEqual(['Home\n/', 'About\n/about', 'Blog\ncoming soon', 'Jobs\ncoming soon', 'Contact us\n/contact']);
    expect(await save('nav.yaml')).toEqual(['+        - label: Contact us', '+          to: /contact']);
  });

  test('renames a group of the Application dropdown', async () => {
    await page.getByRole('region', { name: 'Group Services' }).getByRole('button', { name: /^Services/ }).click();
    await field('heading').fill('Our services');
    await poll(() => page.getByRole('region', { name: 'Group Our services' }).isVisible()).toBe(true);
    expect(await save('nav.yaml')).toEqual(['-        - heading: Services', '+        - heading: Our services']);
  });

  test('reorders two links of a footer column with the keyboard, undo and redo included', async () => {
    const before = studio.read('nav.yaml');
    const handle = column('Company').getByRole('button', { name: 'Drag link “Home”, 1 of 5' });
    await moveWithKeyboard(page, handle, 'ArrowDown');
    await poll(() => linksOf('Company').allInnerTexts()).toEqual(['About\n/about', 'Home\n/', 'Blog\ncoming soon', 'Jobs\ncoming soon', 'Contact us\n/contact']);
    await page.keyboard.press('Control+z');
    await poll(() => linksOf('Company').first().innerText()).toBe('Home\n/');
    await page.keyboard.press('Control+Shift+z');
    await poll(() => linksOf('Company').first().innerText()).toBe('About\n/about');
    const lines = await save('nav.yaml');
    expect(studio.read('nav.yaml')).toBe(before.replace('        - label: Home\n          to: /\n        - label: About\n          to: /about\n', '        - label: About\n          to: /about\n        - label: Home\n          to: /\n'));
    // git shows the move as one of the two links leaving its place and arriving at the other.
    expect([
      ['-        - label: Home', '-          to: /', '+        - label: Home', '+          to: /'],
      ['-        - label: About', '-          to: /about', '+        - label: About', '+          to: /about'],
    ]).toContainEqual(lines);
  });

  test('reorders them back by dragging with the pointer', async () => {
    const handle = column('Company').getByRole('button', { name: 'Drag link “Home”, 2 of 5' });
    const target = column('Company').getByRole('button', { name: 'Drag link “About”, 1 of 5' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await poll(() => linksOf('Company').allInnerTexts()).toEqual(['Home\n/', 'About\n/about', 'Blog\ncoming soon', 'Jobs\ncoming soon', 'Contact us\n/contact']);
    const lines = await save('nav.yaml');
    expect(lines.length).toBe(4);
    expect(studio.read('nav.yaml')).toContain('        - label: Home\n          to: /\n        - label: About\n          to: /about\n        - label: Blog\n');
  });

  test('removes a link without a destination', async () => {
    await column('Legal').getByRole('button', { name: /^Claim/ }).click();
    await page.getByRole('group', { name: 'Entry actions' }).getByRole('button', { name: 'Remove' }).click();
    await poll(() => linksOf('Legal').allInnerTexts()).toEqual(['Privacy\ncoming soon', 'Terms\ncoming soon']);
    // Focus does not fall to the page: the neighbour is selected and its form's title takes focus.
    const title = page.locator('#menu-entry-title');
    await poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await title.textContent()).toBe('Link “Privacy” in footer column “Legal”');
    expect(await save('nav.yaml')).toEqual(['-        - label: Claim']);
  });

  test('moves a link into another footer column', async () => {
    await column('Company').getByRole('button', { name: /^Jobs/ }).click();
    await page.getByLabel('Move to another group').selectOption({ label: 'Footer column “Legal”' });
    await poll(() => linksOf('Legal').allInnerTexts()).toEqual(['Privacy\ncoming soon', 'Terms\ncoming soon', 'Jobs\ncoming soon']);
    await poll(() => page.locator('#menu-entry-title').textContent()).toBe('Link “Jobs” in footer column “Legal”');
    expect(await save('nav.yaml')).toEqual(['-        - label: Jobs', '+        - label: Jobs']);
  });

  test('adds a group to the dropdown and a column to the footer, and turns a header link into a dropdown and back', async () => {
    await page.getByRole('button', { name: 'Add group to Application' }).click();
    await poll(() => field('heading').evaluate((element) => element === document.activeElement)).toBe(true);
    await field('heading').fill('Downloads');
    await poll(() => page.getByRole('region', { name: /^Group / }).count()).toBe(4);
    expect(await save('nav.yaml')).toEqual(['+        - heading: Downloads', '+          links:', '+            - label: New link']);

    await page.getByRole('button', { name: 'Add column' }).click();
    await poll(() => field('heading').evaluate((element) => element === document.activeElement)).toBe(true);
    await field('heading').fill('Resources');
    await poll(() => page.getByRole('region', { name: /^Column / }).count()).toBe(5);
    expect(await save('nav.yaml')).toEqual(['+    - heading: Resources', '+      links:', '+        - label: New link']);

    const before = studio.read('nav.yaml');
    const headerItems = page.getByRole('list', { name: 'Header menu items, left to right' });
    await headerItems.getByRole('button', { name: /^About\s*\/about/ }).click();
    await page.getByRole('button', { name: 'Make it a dropdown' }).click();
    await poll(() => headerItems.getByRole('button', { name: /^About\s*Dropdown · 1 group/ }).isVisible()).toBe(true);
    expect(await save('nav.yaml')).toEqual([
      '-      to: /about',
      '+      groups:',
      '+        - heading: New group',
      '+          links:',
      '+            - label: About',
      '+              to: /about',
    ]);
    await page.getByRole('button', { name: 'Make it a plain link' }).click();
    await poll(() => headerItems.getByRole('button', { name: /^About\s*\/about/ }).isVisible()).toBe(true);
    await save('nav.yaml');
    expect(studio.read('nav.yaml')).toBe(before);
  });

  test('a change to nav.yaml made on disk under unsaved menu edits is kept, and the edits re-applied to it', async () => {
    await column('Legal').getByRole('button', { name: /^Legal/ }).click();
    await field('heading').fill('Legal notices');
    const onDisk = studio.read('nav.yaml').replace('# Site identity, the header menu and the footer.', '# Site identity, the header menu and the footer (edited in another editor).');
    studio.write(onDisk, 'nav.yaml');
    const dialog = page.getByRole('dialog', { name: 'The menus and site settings changed outside the studio' });
    await poll(() => dialog.isVisible()).toBe(true);
    expect(studio.read('nav.yaml')).toBe(onDisk);
    await dialog.getByRole('button', { name: 'Re-apply my changes' }).click();
    await poll(() => column('Legal notices').isVisible()).toBe(true);
    expect(await save('nav.yaml')).toEqual([
      '-# Site identity, the header menu and the footer. Links use the exact page paths from pages.yaml.',
      '+# Site identity, the header menu and the footer (edited in another editor). Links use the exact page paths from pages.yaml.',
      '-    - heading: Legal',
      '+    - heading: Legal notices',
    ]);
  });

  test('a menu problem listed in another view opens its entry, where the picker fixes it', async () => {
    await column('Company').getByRole('button', { name: /^Blog/ }).click();
    await page.getByRole('combobox', { name: 'Link to' }).fill('/abot');
    await openView('Pages');
    const problems = page.getByRole('region', { name: /problems? to fix before saving/ });
    await problems.getByRole('button', { name: /^Menus › Footer › Column “Company” › Link “Blog” › Link to/ }).click();
    await poll(() => views().getByRole('link', { name: 'Menus' }).getAttribute('aria-current')).toBe('page');
    await poll(() => field('to').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.locator('#field-to-verdict').getByRole('button', { name: 'Use /about' }).click();
    await poll(() => linksOf('Company').nth(2).innerText()).toBe('Blog\n/about');
    expect(await save('nav.yaml')).toEqual(['+          to: /about']);
  });

  test('a link field of a block flags a mistyped path with the nearest page and fixes it in one click', async () => {
    await openView('Pages');
    await page.getByRole('navigation', { name: 'Pages' }).getByText('/', { exact: true }).click();
    await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
    const link = field('actions[1].to');
    await poll(() => link.inputValue()).toBe('/contact');
    await link.fill('/abot');
    const verdict = page.locator('#field-actions-1-to-verdict');
    await poll(() => verdict.textContent()).toContain('No page has the address /abot. The nearest is “About Us”.');
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    expect((await link.getAttribute('aria-describedby'))?.split(' ')).toContain('field-actions-1-to-verdict');
    await verdict.getByRole('button', { name: 'Use /about' }).click();
    await poll(() => link.inputValue()).toBe('/about');
    await poll(() => verdict.textContent()).toBe('Links to “About Us”.');
    expect(await link.getAttribute('aria-invalid')).toBeNull();
    expect(await save('pages.yaml')).toEqual(['-            to: /contact', '+            to: /about']);
  });

  test('the picker is used by keyboard: arrows choose a page, then one of its parts', async () => {
    const link = field('actions[1].to');
    await link.fill('');
    await link.pressSequentially('/abo');
    await poll(() => link.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = async () => page.locator(`#${(await link.getAttribute('aria-activedescendant'))!}`).innerText();
    await poll(active).toMatch(/^About Us\s*\/about$/);
    await page.keyboard.press('Enter');
    await poll(() => link.inputValue()).toBe('/about');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await poll(active).toMatch(/^#\w+/);
    const part = (await active()).split('\n')[0]!;
    await page.keyboard.press('Enter');
    await poll(() => link.inputValue()).toBe(`/about${part}`);
    await poll(() => link.getAttribute('aria-expanded')).toBe('false');
    expect(await save('pages.yaml')).toEqual(['-            to: /about', `+            to: /about${part}`]);
  });

  test('a collapsed list entry whose link leads nowhere opens by itself, and its picker fixes it', async () => {
    await page.getByRole('button', { name: /^Block 5: Card grid/ }).click();
    await page.getByRole('button', { name: /^Card 5/ }).click();
    const link = field('cards[4].link.to');
    await link.fill('/application/product/ifsa');
    const verdict = page.locator('#field-cards-4-link-to-verdict');
    await poll(() => verdict.textContent()).toContain('No page has the address /application/product/ifsa.');
    await poll(() => page.getByRole('region', { name: /problems? to fix before saving/ }).textContent()).toContain('/application/product/ifsa');
    // The server's check is not repeated under the field: the picker already says it, with the fix.
    expect(await page.locator('#field-cards-4-link-to-problems').count()).toBe(0);
    await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
    await page.getByRole('button', { name: /^Block 5: Card grid/ }).click();
    await poll(() => page.getByRole('button', { name: /^Card 5/ }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: /^Card 6/ }).getAttribute('aria-expanded')).toBe('false');
    await verdict.getByRole('button', { name: 'Use /application/product/ifas' }).click();
    await poll(() => link.inputValue()).toBe('/application/product/ifas');
    // Back to the saved address: nothing is left to save.
    await poll(() => status().textContent()).toMatch(/^All changes saved/);
    expect(studio.diff('pages.yaml')).toEqual([]);
  });

  test('edits the footer tagline in Site settings', async () => {
    await openView('Site settings');
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: /^Footer and social profiles/ }).click();
    await field('tagline').fill('Clean water, from the first survey to the daily service.');
    expect(await save('nav.yaml')).toEqual([
      '-  tagline: "Transforming Waters, Enriching Lives: Crafting Sustainable Solutions for a Cleaner, Greener Tomorrow."',
      '+  tagline: "Clean water, from the first survey to the daily service."',
    ]);
  });

  test('a new footer link named like a "coming soon" entry is offered that entry instead, which takes its destination', async () => {
    await openView('Menus');
    await column('Company').getByRole('button', { name: 'Add link to Company' }).click();
    await poll(() => field('label').evaluate((element) => element === document.activeElement)).toBe(true);
    await field('label').fill('Careers');
    await page.getByRole('combobox', { name: 'Link to' }).fill('/about');
    await page.keyboard.press('Escape');
    const offer = page.getByRole('note').filter({ hasText: 'already in the menus' });
    // Jobs is wherever the earlier tests left it (another column, even): the offer names it.
    await poll(() => offer.textContent()).toMatch(/^The link “Jobs” in footer column “[^”]+” is already in the menus, shown as “coming soon”, and means the same\./);
    await offer.getByRole('button', { name: 'Use it instead' }).click();
    await poll(() => page.locator('#menu-entry-title').textContent()).toMatch(/^Link “Jobs” in footer column “[^”]+”$/);
    expect((await linksOf('Company').allInnerTexts()).filter((text) => text.startsWith('Careers'))).toEqual([]);
    await poll(() => page.getByRole('button', { name: /^Jobs/ }).innerText()).toBe('Jobs\n/about');
    expect(await save('nav.yaml')).toEqual(['+          to: /about']);
  });
});
