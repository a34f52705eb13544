// The studio's pages (npm run studio) driven in Chromium as an editor would, on a scratch copy of the real site:
// create a page and link it from the footer, change a page's address with every link to it, and be refused deleting
// a page that is still linked. Every save is checked by the exact `git diff` of both files and the loader's checks.
import { execFileSync } from 'node:child_process';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { scriptArgs } from '../../fixtures/project';
import { moveWithKeyboard, openStudio, poll, previewOf } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;

const RENTAL = '/application/service/rental';
const EQUIPMENT_RENTAL = '/application/service/equipment-rental';
const OM = '/application/service/operation_maitanence';
const OM_NEW = '/application/service/operation-maintenance';

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

// A failed test must not leave its dialog open over the next one.
afterEach(async () => {
  while (await page.locator('dialog[open]').count()) await page.keyboard.press('Escape');
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const preview = () => previewOf(page);
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const status = () => page.locator('header [role="status"]');
const pageList = () => page.getByRole('navigation', { name: 'Pages' });

async function openPage(path: string) {
  await pageList().getByText(path, { exact: true }).click();
  await poll(() => page.getByRole('button', { name: 'Change address' }).isVisible()).toBe(true);
}

/** Saves once the whole site validates; returns the changed lines of both files and checks the site as `npm run validate` does. */
async function save(click: (target: Locator) => Promise<void> = (target) => target.click()) {
  await poll(() => saveButton().isEnabled()).toBe(true);
  await click(saveButton());
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
  const lines = { pages: studio.diff('pages.yaml'), nav: studio.diff('nav.yaml') };
  expect(loadSite(studio.root).problems).toEqual([]);
  studio.commit('saved from the studio');
  return lines;
}

describe('studio pages', () => {
  test('creates "Careers" with a hero and a section, linked from the footer\'s Company column, in one save', async () => {
    let clicks = 0;
    const click = async (target: Locator) => {
      clicks += 1;
      await target.click();
    };
    const started = Date.now();
    await click(page.getByRole('button', { name: 'New page' }));
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await poll(() => dialog.isVisible()).toBe(true);
    // The title field has the focus: the editor types at once, and the address follows the title.
    await page.keyboard.type('Careers');
    await poll(() => dialog.getByLabel('Address').inputValue()).toBe('/careers');
    const description = 'Open positions at Wastely in process engineering, site operations and maintenance, and how to apply.';
    await click(dialog.getByLabel('Search description'));
    await page.keyboard.type(description.slice(0, 30));
    await poll(() => dialog.locator('#new-page-description-count').textContent()).toBe('30 of 50–160 characters, 20 more needed');
    await page.keyboard.type(description.slice(30));
    await poll(() => dialog.locator('#new-page-description-count').textContent()).toBe(`${description.length} of 50–160 characters`);
    // The footer column holding the other top-level pages is suggested; the editor checks it and keeps it.
    const where = dialog.getByLabel('Menu group or footer column');
    await poll(() => where.locator('option:checked').textContent()).toBe('Footer › Company');
    // The column's "Jobs" entry (coming soon) is offered for a Careers page, ticked; the editor declines it here (the
    // eight-task replay in studioTrial.test.ts takes it) and the link is added beside it, named like the page.
    const offer = dialog.getByRole('checkbox', { name: 'Use the existing entry “Jobs” in Footer › Company' });
    await poll(() => offer.isChecked()).toBe(true);
    await poll(() => dialog.getByLabel('Menu link text').inputValue()).toBe('Jobs');
    expect(describeViolations('new page dialog', await audit(page))).toEqual([]);
    await click(offer);
    await poll(() => dialog.locator('#new-page-use-waiting-help').textContent()).toBe('A new entry is added at the end of Footer › Company; “Jobs” stays as it is.');
    await poll(() => dialog.getByLabel('Menu link text').inputValue()).toBe('Careers');
    await click(dialog.getByRole('button', { name: 'Create page' }));
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.getByRole('heading', { name: 'Page: Careers' }).isVisible()).toBe(true);
    await poll(() => preview().locator('main h1').textContent()).toBe('Careers');

    await click(page.getByRole('button', { name: 'Add block' }));
    await click(page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: /^Section/ }));
    await poll(() => page.getByRole('button', { name: /^Block 2: Section/ }).isVisible()).toBe(true);
    const lines = await save(click);
    const seconds = (Date.now() - started) / 1000;
    console.log(`create-page: ${clicks} clicks, ${seconds.toFixed(1)} s`);

    expect(lines.pages.filter((line) => line !== '+')).toEqual([
      '+  - path: /careers',
      '+    title: Careers',
      `+    description: ${description}`,
      '+    blocks:',
      '+      - type: hero',
      '+        title: Careers',
      // The section's short starter, to write over: no example text or link to clean out.
      '+      - type: section',
      '+        body:',
      '+          - Write the body here.',
    ]);
    // Blocks are apart by a blank line, as everywhere else in the file: one between the hero and the section, and at
    // most one before the new page.
    expect(lines.pages[lines.pages.indexOf('+      - type: section') - 1]).toBe('+');
    expect(lines.pages.filter((line) => line === '+').length).toBeLessThanOrEqual(2);
    expect(lines.nav).toEqual(['+        - label: Careers', '+          to: /careers']);
    const site = loadSite(studio.root).content!;
    expect(site.nav.footer.columns.find((column) => column.heading === 'Company')!.links.at(-1)).toEqual({ label: 'Careers', to: '/careers' });
  });

  test(`changes ${RENTAL} to ${EQUIPMENT_RENTAL}, keeping the old address working: the studio lists the links first, then updates all of them in one save`, async () => {
    // On the real site the rental page is linked only from other pages (a button and two tiles): nav.yaml has no
    // link to it, so this checks the in-page links, and that the menus stay untouched. The next test covers a page
    // linked from the header menu, the footer and other pages at once.
    expect(studio.read('nav.yaml')).not.toContain(RENTAL);
    await openPage(RENTAL);
    await page.getByRole('button', { name: 'Change address' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the address of/ });
    await poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(EQUIPMENT_RENTAL);
    await poll(() => dialog.getByRole('heading', { name: '3 links will be updated' }).isVisible()).toBe(true);
    const listed = await dialog.getByRole('list', { name: '3 links will be updated' }).getByRole('listitem').allTextContents();
    expect(listed).toEqual([
      `Operation and Maintenance page, block 2 (section), button 1 “Equipment rental”, link · pages.yaml${RENTAL} → ${EQUIPMENT_RENTAL}`,
      `Annual Maintenance Contract (AMC) page, block 6 (related), tile 1 “Equipment rental”, link · pages.yaml${RENTAL} → ${EQUIPMENT_RENTAL}`,
      `Revamping and Retrofitting page, block 6 (related), tile 1 “Equipment rental”, link · pages.yaml${RENTAL} → ${EQUIPMENT_RENTAL}`,
    ]);
    // Keeping the old address working is offered, on by default, in plain words.
    const keep = dialog.getByRole('checkbox', { name: `Keep the old address ${RENTAL} working` });
    expect(await keep.isChecked()).toBe(true);
    expect(await dialog.locator('#rename-keep-old-help').textContent()).toBe(
      `Bookmarks, links from other websites and search engines that still use ${RENTAL} are sent on to the new address, and search engines update their results.`,
    );
    expect(describeViolations('change address dialog', await audit(page))).toEqual([]);
    await dialog.getByRole('button', { name: 'Change address and update 3 links' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => pageList().getByText(EQUIPMENT_RENTAL, { exact: true }).isVisible()).toBe(true);
    const lines = await save();
    const link = (from: string, to: string) => [`-            to: ${from}`, `+            to: ${to}`];
    expect(lines.pages).toEqual([
      ...link(RENTAL, EQUIPMENT_RENTAL),
      ...link(RENTAL, EQUIPMENT_RENTAL),
      `-  - path: ${RENTAL}`,
      `+  - path: ${EQUIPMENT_RENTAL}`,
      ...link(RENTAL, EQUIPMENT_RENTAL),
      '+',
      '+redirects:',
      `+  - from: ${RENTAL}`,
      `+    to: ${EQUIPMENT_RENTAL}`,
    ]);
    expect(lines.nav).toEqual([]);
    expect(studio.read().endsWith(`          style: light\n\nredirects:\n  - from: ${RENTAL}\n    to: ${EQUIPMENT_RENTAL}\n`)).toBe(true);
    // As the editor would check it from a terminal, on the scratch copy.
    const validate = execFileSync(process.execPath, scriptArgs('scripts/validate.ts'), { cwd: studio.root, encoding: 'utf8' });
    expect(validate).toMatch(/^pages\.yaml and nav\.yaml are valid: 24 pages plus the not-found page/m);
  });

  test('changes the address of a page linked from the header menu, the footer and other pages: one change, one undo, one save', async () => {
    // Five pages link to it (the section added to Careers above is a starter, with no link of the catalogue example's).
    await openPage(OM);
    await page.getByRole('button', { name: 'Change address' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the address of/ });
    await poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Control+a');
    await page.keyboard.type(OM_NEW);
    await poll(() => dialog.getByRole('heading', { name: '7 links will be updated' }).isVisible()).toBe(true);
    const listed = await dialog.getByRole('list', { name: '7 links will be updated' }).getByRole('listitem').allTextContents();
    expect(listed.filter((item) => item.includes('nav.yaml')).map((item) => item.split(' · ')[0])).toEqual([
      'Header menu, “Application” dropdown, “Services” group, “Operation & Maintenance” link',
      'Footer, “Services” column, “O&M” link',
    ]);
    // Without the old address kept working: a click on its label turns it off.
    await dialog.getByText(`Keep the old address ${OM} working`).click();
    await poll(() => dialog.locator('#rename-keep-old-help').textContent()).toMatch(/Without it, they reach the “page not found” page\.$/);
    await dialog.getByRole('button', { name: 'Change address and update 7 links' }).click();
    await poll(() => pageList().getByText(OM_NEW, { exact: true }).isVisible()).toBe(true);
    // One undo takes back the address and all seven links in both files; one redo makes them again.
    await page.keyboard.press('Control+z');
    await poll(() => pageList().getByText(OM, { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await poll(() => pageList().getByText(OM_NEW, { exact: true }).isVisible()).toBe(true);
    const lines = await save();
    expect(lines.nav).toEqual([`-              to: ${OM}`, `+              to: ${OM_NEW}`, `-          to: ${OM}`, `+          to: ${OM_NEW}`]);
    expect(lines.pages.filter((line) => line.startsWith('-'))).toEqual([...Array(6)].map((_, index) => (index === 1 ? `-  - path: ${OM}` : `-            to: ${OM}`)));
    expect(lines.pages.filter((line) => line.startsWith('+'))).toEqual([...Array(6)].map((_, index) => (index === 1 ? `+  - path: ${OM_NEW}` : `+            to: ${OM_NEW}`)));
  });

  test('refuses to delete a linked page, listing the links; once they are removed or repointed, deletes it', async () => {
    await openPage(EQUIPMENT_RENTAL);
    await page.getByRole('button', { name: 'Delete page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete “Equipment Rental”' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => dialog.getByRole('alert').textContent()).toContain('This page cannot be deleted while 3 links lead to it');
    const links = dialog.getByRole('list', { name: 'Links to this page' }).getByRole('listitem');
    await poll(() => links.count()).toBe(3);
    expect((await links.allTextContents()).map((text) => text.split(' · ')[0])).toEqual([
      'Operation and Maintenance page, block 2 (section), button 1 “Equipment rental”, link',
      'Annual Maintenance Contract (AMC) page, block 6 (related), tile 1 “Equipment rental”, link',
      'Revamping and Retrofitting page, block 6 (related), tile 1 “Equipment rental”, link',
    ]);
    const remove = dialog.getByRole('button', { name: 'Delete page' });
    expect(await remove.isDisabled()).toBe(true);
    // The old address kept working by the first test goes with the page.
    expect(await dialog.locator('#delete-old-addresses').textContent()).toBe(`Its old address ${RENTAL} stops working too: visitors who still use it will see the “page not found” page.`);
    expect(describeViolations('delete dialog', await audit(page))).toEqual([]);
    expect(studio.diff()).toEqual([]);

    // Point the button to the contact page; take the two tiles out.
    // The same picker as every link field: a mistyped address cannot be used, a page chosen by its title can.
    const point = links.first().getByRole('button', { name: 'Point', exact: true });
    await links.first().getByRole('combobox').fill('/contactt');
    await poll(() => point.isDisabled()).toBe(true);
    await links.first().getByRole('combobox').fill('Contact');
    await links.first().getByRole('option', { name: /^Contact/ }).first().click();
    await poll(() => links.first().getByRole('combobox').inputValue()).toBe('/contact');
    await point.click();
    await poll(() => links.count()).toBe(2);
    await links.first().getByRole('button', { name: 'Remove link' }).click();
    await poll(() => links.count()).toBe(1);
    await links.first().getByRole('button', { name: 'Remove link' }).click();
    await poll(() => remove.isEnabled()).toBe(true);
    expect(describeViolations('delete dialog, ready to delete', await audit(page))).toEqual([]);
    await remove.click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => pageList().getByText(EQUIPMENT_RENTAL, { exact: true }).count()).toBe(0);
    const before = studio.read().split('\n');
    const lines = await save();
    expect(lines.nav).toEqual([]);
    // Removed: the two tiles (each from its `- title:` line to its picture's height), the button's old link and the
    // whole page with its blank lines; added: only the button's new link.
    const removed = new Set<number>();
    before.forEach((line, index) => {
      if (line === '          - title: Equipment rental') for (let offset = 0; offset < 8; offset += 1) removed.add(index + offset);
      if (line === `            to: ${EQUIPMENT_RENTAL}` && before[index - 1]!.includes('label: Equipment rental')) removed.add(index);
    });
    // The old address that led to the page, with the list it was alone in and the blank line before it.
    const redirects = before.indexOf('redirects:');
    for (let index = redirects - 1; index < redirects + 3; index += 1) removed.add(index);
    const first = before.indexOf(`  - path: ${EQUIPMENT_RENTAL}`);
    const next = before.findIndex((line, index) => index > first && /^ {2}- path: |^\S/.test(line));
    for (let index = first; index < next; index += 1) removed.add(index);
    const expected = [...removed].sort((a, b) => a - b).map((index) => `-${before[index]}`).filter((line) => line !== '-');
    expect(lines.pages.filter((line) => line.startsWith('-') && line !== '-')).toEqual(expected);
    expect(lines.pages.filter((line) => line.startsWith('+'))).toEqual(['+            to: /contact']);
    // The blank lines between the page's blocks and the one that separated it from the next page.
    expect(lines.pages.filter((line) => line === '-').length).toBe(before.slice(first, next).filter((line) => line === '').length + 1);
    expect(studio.read()).not.toContain(EQUIPMENT_RENTAL);
  });

  test('creates a service page linked from the header menu group it belongs in and from a related page, in one save', async () => {
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.type('Laboratory services');
    const address = dialog.getByLabel('Address');
    await poll(() => address.inputValue()).toBe('/laboratory-services');
    await address.fill('/application/service/laboratory');
    // The menu group holding the other service pages is now suggested.
    await poll(() => dialog.getByLabel('Menu group or footer column').locator('option:checked').textContent()).toBe('Header menu › Application › Services');
    await dialog.getByLabel('Search description').fill('Sampling and laboratory analysis of water and wastewater, with reports your regulator accepts.');
    await dialog.getByLabel('A button on a related page').check();
    await dialog.getByLabel('Related page', { exact: true }).selectOption({ label: `Operation and Maintenance (${OM_NEW})` });
    await dialog.getByLabel('Button text').fill('Laboratory analysis');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await poll(() => page.getByRole('heading', { name: 'Page: Laboratory services' }).isVisible()).toBe(true);
    await poll(() => page.getByRole('region', { name: 'Unsaved changes' }).textContent()).toContain(
      'Created the page “Laboratory services” (/application/service/laboratory), linked from Header menu › Application › Services and from “Operation and Maintenance”',
    );
    const lines = await save();
    expect(lines.nav).toEqual(['+            - label: Laboratory services', '+              to: /application/service/laboratory']);
    expect(lines.pages.filter((line) => line !== '+')).toEqual([
      '+          - label: Laboratory analysis',
      '+            to: /application/service/laboratory',
      '+  - path: /application/service/laboratory',
      '+    title: Laboratory services',
      '+    description: Sampling and laboratory analysis of water and wastewater, with reports your regulator accepts.',
      '+    blocks:',
      '+      - type: hero',
      '+        title: Laboratory services',
    ]);
    // The button went after the last button of the related page's closing call to action.
    const related = loadSite(studio.root).content!.pages.pages.find((entry) => entry.path === OM_NEW)!;
    const last = related.blocks.at(-1)!;
    expect(last.type === 'call-to-action' && last.actions.at(-1)).toMatchObject({ label: 'Laboratory analysis', to: '/application/service/laboratory' });
  });

  test('reorders the page list by keyboard: the page moves with all its lines, nothing else changes', async () => {
    const before = studio.read();
    const handle = pageList().getByRole('button', { name: /^Drag page 3 of \d+, Contact$/ });
    await moveWithKeyboard(page, handle, 'ArrowUp');
    await poll(() => pageList().getByRole('button', { name: /^Drag page 2 of \d+, Contact$/ }).isVisible()).toBe(true);
    await save();
    expect(studio.read()).toBe(swapPages(before, '/about', '/contact'));
  });

  test("edits a page's description in its settings with a live count, and saves only that line", async () => {
    await openPage('/about');
    const description = page.locator('#field-description');
    const old = await description.inputValue();
    await description.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Since 1995.');
    const count = page.locator('#field-description-count');
    await poll(() => count.textContent()).toBe(`${old.length + 12} of 50–160 characters`);
    await poll(() => page.getByRole('region', { name: 'Unsaved changes' }).textContent()).toContain('Changed the description of “About Us”');
    expect((await save()).pages).toEqual([`-    description: ${old}`, `+    description: ${old} Since 1995.`]);
  });
});

/** pages.yaml with two adjacent pages swapped, as a careful person would move them (blank lines between kept). */
function swapPages(text: string, first: string, second: string): string {
  const lines = text.split('\n');
  const span = (path: string) => {
    const start = lines.indexOf(`  - path: ${path}`);
    let end = lines.findIndex((line, index) => index > start && /^ {2}- path: |^\S/.test(line));
    while (lines[end - 1]!.trim() === '') end -= 1;
    return { start, end };
  };
  const a = span(first);
  const b = span(second);
  return [...lines.slice(0, a.start), ...lines.slice(b.start, b.end), ...lines.slice(a.end, b.start), ...lines.slice(a.start, a.end), ...lines.slice(b.end)].join('\n');
}
