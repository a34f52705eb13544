// The eight everyday tasks of the new-user trial, replayed in order in Chromium on a scratch git copy of the real site,
// as a marketing coordinator did them: edit a heading (emptied, then typed), move a block and undo the move, add a
// Careers page linked from the footer's "Jobs" entry, upload a picture for it, try to save with a mistake, change its
// address to /jobs (keeping the old one working), publish as yourself, and look at the result. The exact screen words
// are asserted at each step, the top bar's status after each, and the content files' `git diff` at the end is exactly
// the edits.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { moveWithKeyboard, openStudio, poll, previewOf } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;
let gitHome: string;

const DESCRIPTION = 'Open positions at Wastely in process engineering, site operations and maintenance, and how to apply.';
const ALT = 'Two operators checking an aeration basin at a treatment plant';
const MESSAGE = 'Careers page, linked from the footer, with a photo';

const git = (...args: string[]) => execFileSync('git', args, { cwd: studio.root, encoding: 'utf8', env: process.env }).trim();

beforeAll(async () => {
  // The computer's own git identity is someone else's (a shared office machine): publishing must show it and let the
  // editor record as herself.
  gitHome = mkdtempSync(join(tmpdir(), 'studio-trial-git-'));
  writeFileSync(join(gitHome, 'gitconfig'), '[user]\n\tname = Office PC\n\temail = office@example.com\n');
  process.env.GIT_CONFIG_GLOBAL = join(gitHome, 'gitconfig');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  studio = await startStudioOnScratchCopy();
  // The pictures are part of the site's history; the copied code stays untracked (not the editor's work).
  git('add', 'public');
  git('commit', '-qm', 'pictures');
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
  if (gitHome) rmSync(gitHome, { recursive: true, force: true });
});

const preview = () => previewOf(page);
const status = () => page.locator('header [role="status"]');
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const field = (name: string) => page.locator(`#field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
const changes = () => page.getByRole('region', { name: 'Unsaved changes' }).getByRole('listitem').allTextContents();
const pageList = () => page.getByRole('navigation', { name: 'Pages' });
const views = () => page.getByRole('navigation', { name: 'Studio views' });

const expectStatus = (words: string) => poll(() => status().textContent()).toBe(words);

async function save(said: string) {
  await poll(() => saveButton().isEnabled()).toBe(true);
  await saveButton().click();
  await expectStatus(`All changes saved · ${said}`);
  await poll(() => page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);
}

describe('the eight tasks of the new-user trial', () => {
  test('1. edits the About hero’s small heading by emptying it and typing: the line stays where it was', async () => {
    await expectStatus('All changes saved');
    await pageList().getByText('/about', { exact: true }).click();
    await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
    await field('eyebrow').click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Since 1995');
    await expectStatus('Unsaved changes, ready to save');
    expect(await changes()).toEqual(['Changed page /about › block 1 (hero) › eyebrow']);
    await poll(() => preview().locator('main [data-block]').first().getByText('Since 1995', { exact: true }).count()).toBe(1);
    await save('Saved your changes to the pages.');
    expect(studio.diff()).toEqual(['-        eyebrow: About Wastely', '+        eyebrow: Since 1995']);
    // In its place above the title, not moved to the end of the block.
    expect(studio.read()).toContain('      - type: hero\n        eyebrow: Since 1995\n        title: About Us\n');
  });

  test('2. moves a block down and undoes the move: nothing is left to save, and the form stays on the moved block', async () => {
    await page.getByRole('button', { name: /^Block 2: Section/ }).click();
    await poll(() => field('heading').inputValue()).toBe('Clean water, delivered by plants that keep working');
    await moveWithKeyboard(page, page.getByRole('button', { name: /^Drag block 2 of \d+, Section/ }), 'ArrowDown');
    await poll(() => page.getByRole('button', { name: /^Block 3: Section/ }).getAttribute('aria-current')).toBe('true');
    const moved = 'Moved Section “Clean water, delivered by plants that k…” to position 3 of 7 on About Us';
    await expectStatus(`Unsaved changes, ready to save · ${moved}`);
    expect(await changes()).toEqual([moved]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await poll(() => page.getByRole('button', { name: /^Block 2: Section/ }).getAttribute('aria-current')).toBe('true');
    await poll(() => field('heading').inputValue()).toBe('Clean water, delivered by plants that keep working');
    await expectStatus(`All changes saved · Undone: ${moved}`);
    expect(await saveButton().isDisabled()).toBe(true);
    expect(studio.diff()).toEqual(['-        eyebrow: About Wastely', '+        eyebrow: Since 1995']);
  });

  test('3. adds a Careers page from the New page dialog, which offers the footer’s “Jobs” entry instead of a second one', async () => {
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.type('Careers');
    await poll(() => dialog.getByLabel('Address').inputValue()).toBe('/careers');
    await dialog.getByLabel('Search description').fill(DESCRIPTION);
    await poll(() => dialog.getByLabel('Menu group or footer column').locator('option:checked').textContent()).toBe('Footer › Company');
    const offer = dialog.getByRole('checkbox', { name: 'Use the existing entry “Jobs” in Footer › Company' });
    expect(await offer.isChecked()).toBe(true);
    expect(await dialog.locator('#new-page-use-waiting-help').textContent()).toBe('The entry that waits for a page becomes the link to this one, instead of a second entry beside it.');
    expect(await dialog.getByLabel('Menu link text').inputValue()).toBe('Jobs');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.getByRole('heading', { name: 'Page: Careers' }).isVisible()).toBe(true);
    const created = 'Created the page “Careers” (/careers), linked from Footer › Company (its “Jobs” entry)';
    await expectStatus(`Unsaved changes, ready to save · ${created}`);
    expect(await changes()).toEqual([created]);
    await save('Saved your changes to the pages and menus.');
    expect(studio.diff('nav.yaml')).toEqual(['+          to: /careers']);
  });

  test('4. uploads a picture for the Careers hero, described', async () => {
    await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
    await field('image').getByRole('button', { name: 'Choose image…' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a picture' });
    await poll(() => picker.isVisible()).toBe(true);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1B6F8A' } }).png().toBuffer();
    await picker.locator('input[type="file"]').setInputFiles({ name: 'Team at work.png', mimeType: 'image/png', buffer: png });
    const describer = page.getByRole('dialog', { name: 'Describe the picture' });
    await poll(() => describer.isVisible()).toBe(true);
    await describer.getByRole('textbox', { name: /Description \(alt text\)/ }).fill(ALT);
    await describer.getByRole('button', { name: 'Use this picture' }).click();
    await poll(() => describer.isVisible()).toBe(false);
    await poll(() => field('image').textContent()).toContain('800 × 600 px');
    const chosen = 'Chose the picture of page /careers › block 1 (hero) › image';
    await expectStatus(`Unsaved changes, ready to save · ${chosen}`);
    expect(await changes()).toEqual([chosen]);
    await save('Saved your changes to the pages.');
    expect(existsSync(join(studio.root, 'public/images/team-at-work.png'))).toBe(true);
  });

  test('5. tries to save with the title emptied: refused, with the reason and what to do; typed back, nothing is left to save', async () => {
    await field('title').fill('');
    const problems = page.getByRole('region', { name: /problems? to fix before saving/ });
    await poll(() => problems.locator('h2').textContent()).toBe('1 problem to fix before saving');
    expect((await problems.locator('li').allInnerTexts()).map((text) => text.split('\n'))).toEqual([['Careers › Hero › Title', 'Must not be empty', 'What to do: fill it in: it cannot be left empty']]);
    expect(await saveButton().isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await expectStatus('Unsaved: 1 problem to fix before saving · Not saved: Fix the 1 problem on the right first: only a site that passes its checks is saved.');
    await field('title').fill('Careers');
    await expectStatus('All changes saved');
    await poll(() => page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);
  });

  test('6. changes the address to /jobs, keeping /careers working as asked; the redirect is listed in Site settings', async () => {
    await pageList().getByText('/careers', { exact: true }).click();
    await page.getByRole('button', { name: 'Change address' }).click();
    const dialog = page.getByRole('dialog', { name: /^Change the address/ });
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('New address').fill('/jobs');
    const keep = dialog.getByLabel('Keep the old address /careers working');
    // Never published, so no redirect is proposed; the editor has printed /careers on a job advert, so she keeps it.
    await poll(() => keep.isChecked()).toBe(false);
    expect(await dialog.locator('#rename-keep-old-help').textContent()).toBe('/careers has never been published, so no visitor knows it: it needs no redirect.');
    await keep.check();
    await dialog.getByRole('button', { name: /^Change address/ }).click();
    await poll(() => dialog.isVisible()).toBe(false);
    const renamed = 'Changed the address of “Careers” to /jobs, updated the link to it and kept /careers working';
    await expectStatus(`Unsaved changes, ready to save · ${renamed}`);
    expect(await changes()).toEqual([renamed]);
    await save('Saved your changes to the pages and menus.');

    await views().getByRole('link', { name: 'Site settings' }).click();
    await page.getByRole('button', { name: /^Redirects \(old addresses\)/ }).click();
    const card = page.getByRole('region', { name: 'Redirects (old addresses)' });
    await poll(() => card.getByRole('button', { name: '/careers → /jobs', exact: true }).isVisible()).toBe(true);
    expect(await card.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(['/careers', '/jobs']);
    expect(await card.textContent()).not.toMatch(/Redirect \d/);
    await expectStatus('All changes saved · Saved your changes to the pages and menus.');
  });

  test('the content files differ from the start by exactly the edits', () => {
    expect(loadSite(studio.root).problems).toEqual([]);
    expect(studio.diff('nav.yaml')).toEqual(['+          to: /jobs']);
    expect(studio.read('nav.yaml')).toContain('        - label: Jobs\n          to: /jobs\n    - heading: Legal\n');
    expect(studio.read()).toContain('      - type: hero\n        eyebrow: Since 1995\n        title: About Us\n');
    expect(studio.diff('pages.yaml').filter((line) => line !== '+')).toEqual([
      '-        eyebrow: About Wastely',
      '+        eyebrow: Since 1995',
      '+  - path: /jobs',
      '+    title: Careers',
      `+    description: ${DESCRIPTION}`,
      '+    blocks:',
      '+      - type: hero',
      '+        title: Careers',
      '+        image:',
      '+          src: /images/team-at-work.png',
      `+          alt: ${ALT}`,
      '+          width: 800',
      '+          height: 600',
      '+redirects:',
      '+  - from: /careers',
      '+    to: /jobs',
    ]);
  });

  test('7. publishes as herself, not as the computer, with a message; the change list names the redirect by its addresses', async () => {
    const publishButton = page.getByRole('button', { name: 'Publish', exact: true });
    await publishButton.click();
    const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
    await poll(() => dialog.isVisible()).toBe(true);
    const list = dialog.getByRole('list', { name: /What changed since you last published/ });
    await poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await list.locator('li > span').allTextContents()).toEqual([
      'About Us › Hero › Small heading above the title: “About Wastely” → “Since 1995”',
      'Added page Careers (/jobs) with 1 block',
      '/careers now goes to /jobs',
      'Menus › Footer › Company column › Link “Jobs” › Link to: added “/jobs”',
      'New picture “team-at-work.png”',
    ]);
    await poll(() => dialog.locator('#publish-identity').textContent()).toMatch(/^Recorded as Office PC <office@example\.com>\./);
    await dialog.getByRole('button', { name: 'Not you? Change' }).click();
    // Nothing is red before the editor has typed anything.
    expect(await dialog.locator('[id$="-error"]').count()).toBe(0);
    await dialog.getByLabel('Your name').fill('Jane Editor');
    await dialog.getByLabel('Your email address').fill('jane@example.com');
    await dialog.getByLabel('Message').fill(MESSAGE);
    await dialog.getByRole('button', { name: 'Record changes' }).click();
    await poll(() => dialog.getByRole('status').filter({ hasText: 'Recorded' }).textContent()).toMatch(new RegExp(`^Recorded: “${MESSAGE}”\\.`));
    expect(await dialog.getByText(/^Your changes are recorded on this computer\./).textContent()).toBe(
      'Your changes are recorded on this computer. This project has no shared copy to send them to: a developer can share them from here.',
    );
    expect(git('log', '-1', '--format=%s%n%an <%ae>')).toBe(`${MESSAGE}\nJane Editor <jane@example.com>`);
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual(['nav.yaml', 'pages.yaml', 'public/images/team-at-work.png']);
    expect(git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml', 'public')).toBe('');
    // Kept for this copy of the site on this computer, not for everything the computer does.
    expect(git('config', '--local', 'user.name')).toBe('Jane Editor');
    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    await expectStatus(`All changes saved · Recorded your changes: “${MESSAGE}”.`);
  });

  test('8. looks at the result: the Careers page at /jobs with its picture, reached from the footer’s “Jobs”', async () => {
    await views().getByRole('link', { name: 'Pages' }).click();
    await pageList().getByText('/jobs', { exact: true }).click();
    await poll(() => preview().locator('main h1').textContent()).toBe('Careers');
    expect(await preview().locator('main img[src="/images/team-at-work.png"]').getAttribute('alt')).toBe(ALT);
    const footer = preview().getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Jobs', exact: true }).getAttribute('href')).toBe('/jobs');
  });
});
