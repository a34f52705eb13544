// Issue 32, item 10: the site's colours in the studio's Site settings, with the contrast of every text drawn with
// each colour shown as it is picked, driven in Chromium on a scratch copy of the site; the save is checked by the
// exact `git diff` of nav.yaml.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { openStudio, poll } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  ({ browser, page } = await openStudio(`${studio.url}/#settings`, (tab) => tab.getByRole('heading', { name: 'Company', level: 2 }).waitFor({ timeout: 60_000 })));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const accentText = () => page.locator('#field-theme-colors-accent');
const accentPicker = () => page.getByLabel('Accent: colour picker');
const accentContrasts = () => page.getByRole('list', { name: 'Contrast of accent', exact: true }).getByRole('listitem').allInnerTexts();

describe('Site settings: colours and their contrast', () => {
  test('shows each colour with the contrast of the texts drawn with it, and has no accessibility violations', async () => {
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('button', { name: /^Colours and font/ }).click();
    await poll(() => page.getByRole('heading', { name: 'Colours and font', level: 2 }).isVisible()).toBe(true);
    expect(await accentText().inputValue()).toBe('#0E7C71');
    expect(await accentPicker().inputValue()).toBe('#0e7c71');
    await poll(accentContrasts).toEqual([
      expect.stringMatching(/^Links \(the accent colour\) on the page \(white\): \d\.\d:1 — passes for text$/),
      expect.stringMatching(/^Links \(the accent colour\) on the subtle band: \d\.\d:1 — passes for text$/),
      expect.stringMatching(/^Links and eyebrows \(the accent colour, darker\) on the light band: \d\.\d:1 — passes for text$/),
      expect.stringMatching(/^White text on secondary buttons \(the accent colour\): \d\.\d:1 — passes for text$/),
    ]);
    expect(describeViolations('site settings, colours', await audit(page))).toEqual([]);
  });

  test('a pale accent typed in shows what is too faint, by how much, and the nearest shade that passes', async () => {
    await accentText().fill('#5FC2B8');
    await poll(accentContrasts).toEqual([
      'Links (the accent colour) on the page (white): 2.1:1 — too low for small text, needs 4.5:1; try #007F76',
      'Links (the accent colour) on the subtle band: 2.0:1 — too low for small text, needs 4.5:1; try #007F76',
      'Links and eyebrows (the accent colour, darker) on the light band: 2.4:1 — too low for small text, needs 4.5:1; try #007F76',
      'White text on secondary buttons (the accent colour): 2.1:1 — too low for small text, needs 4.5:1; try #007F76',
    ]);
    expect(await accentPicker().inputValue()).toBe('#5fc2b8');
    expect(describeViolations('site settings, a failing colour', await audit(page))).toEqual([]);
  });

  test('a passing colour picked in the colour picker clears the warnings, and saving writes that one line of nav.yaml', async () => {
    await accentPicker().fill('#0a6b62');
    await poll(() => accentText().inputValue()).toBe('#0A6B62');
    await poll(accentContrasts).toEqual([
      'Links (the accent colour) on the page (white): 6.3:1 — passes for text',
      'Links (the accent colour) on the subtle band: 6.0:1 — passes for text',
      'Links and eyebrows (the accent colour, darker) on the light band: 6.9:1 — passes for text',
      'White text on secondary buttons (the accent colour): 6.3:1 — passes for text',
    ]);
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await poll(() => page.locator('header [role="status"]').textContent()).toMatch(/^All changes saved/);
    expect(studio.diff('nav.yaml')).toEqual(['-      accent: "#0E7C71"', '+      accent: "#0A6B62"']);
    expect(loadSite(studio.root).problems).toEqual([]);
  });
});
