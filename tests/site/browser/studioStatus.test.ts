// A status you can trust, driven in Chromium on a scratch copy: every problem of the draft is listed at once, in the
// studio's words with what to do; undoing back to the saved content leaves nothing to save and the file untouched.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openStudio, poll } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;
let original: string;

const status = () => page.locator('header [role="status"]');
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const field = (name: string) => page.locator(`#field-${name}`);
const problems = () => page.getByRole('region', { name: /problems? to fix before saving/ });

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  // A broken link already in the file (as after a bad merge): the studio must keep listing it beside new problems.
  const text = (original = studio.read());
  const at = text.indexOf('            to: /contact\n');
  studio.write(`${text.slice(0, at)}            to: /contcat\n${text.slice(at + '            to: /contact\n'.length)}`);
  studio.commit('a broken link');
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

test('an empty title and a broken link are two problems, listed together in the words of the screen, with what to do', async () => {
  await page.getByRole('navigation', { name: 'Pages' }).getByText('/about', { exact: true }).click();
  await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
  await field('title').fill('');
  await poll(() => problems().locator('h2').textContent()).toBe('2 problems to fix before saving');
  const listed = await problems().locator('li').allInnerTexts();
  expect(listed[0]!.split('\n')).toEqual([expect.stringMatching(/^[^›]+ › Hero › Button “Talk to an engineer” › Link to$/), 'No page has the address “/contcat”', 'What to do: did you mean “/contact”?']);
  expect(listed[1]!.split('\n')).toEqual(['About Us › Hero › Title', 'Must not be empty', 'What to do: fill it in: it cannot be left empty']);
  expect(listed.join('\n')).not.toMatch(/`|\.yaml|pages\[|blocks\[/);
  // Save is greyed out and says why, on hover and to a screen reader; Ctrl+S says it too.
  const refusal = 'Fix the 2 problems on the right first: only a site that passes its checks is saved.';
  expect(await saveButton().isDisabled()).toBe(true);
  expect(await page.getByTestId('save-reason').getAttribute('title')).toBe(refusal);
  expect(await saveButton().evaluate((button) => document.getElementById(button.getAttribute('aria-describedby')!)!.textContent)).toBe(refusal);
  await page.keyboard.press('Control+s');
  await poll(() => status().textContent()).toBe(`Unsaved: 2 problems to fix before saving · Not saved: ${refusal}`);
});

test('undoing back to the saved content leaves nothing to save; the next save writes only its own change', async () => {
  await field('tagline').fill('Clean water, together.');
  await poll(() => status().textContent()).toMatch(/^Unsaved/);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await poll(() => field('title').inputValue()).toBe('About Us');
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
  await poll(() => page.getByRole('heading', { name: 'Unsaved changes' }).count()).toBe(0);
  expect(studio.diff()).toEqual([]);

  // Saving a later change writes that line only: the title the undo brought back is the file's own, byte for byte.
  studio.write(original);
  studio.commit('the link mended');
  await poll(() => problems().count()).toBe(0);
  await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
  await field('eyebrow').fill('About us');
  await poll(() => saveButton().isEnabled()).toBe(true);
  await saveButton().click();
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
  expect(studio.diff()).toEqual(['-        eyebrow: About Wastely', '+        eyebrow: About us']);
});

test('removing the last entry of an optional list removes the list, and saving writes no empty list', async () => {
  studio.commit('the eyebrow saved before');
  await page.getByRole('navigation', { name: 'Pages' }).getByText('/', { exact: true }).click();
  await page.getByRole('button', { name: /^Block 9: Call to action/ }).click();
  for (let left = 4; left >= 1; left -= 1) {
    await page.getByRole('button', { name: `Remove social link ${left}` }).click();
    await poll(() => page.getByRole('button', { name: /^Remove social link/ }).count()).toBe(left - 1);
  }
  await poll(() => saveButton().isEnabled()).toBe(true);
  await saveButton().click();
  await poll(() => status().textContent()).toMatch(/^All changes saved/);
  expect(studio.diff()).toEqual([
    '-        socials:',
    '-          - network: facebook',
    '-            label: Wastely on Facebook',
    '-          - network: instagram',
    '-            label: Wastely on Instagram',
    '-          - network: twitter',
    '-            label: Wastely on Twitter',
    '-          - network: github',
    '-            label: Wastely on GitHub',
  ]);
});
