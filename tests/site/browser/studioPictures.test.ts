// Pictures in the studio, driven in Chromium as an editor would on a scratch copy of the real site: upload a PNG made
// here (640 × 360) and use it in a card, described, then save and check the exact diff of pages.yaml; pick an existing
// picture by searching its name and mark it decorative; and an SVG carrying a script is refused, with the reasons,
// before anything is written under public/images/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { openStudio, poll, previewOf } from '../../browser/studioBrowser';
import { startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const preview = () => previewOf(page);
const field = (name: string) => page.locator(`#field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`);
const picker = () => page.getByRole('dialog', { name: 'Choose a picture' });
const describer = () => page.getByRole('dialog', { name: 'Describe the picture' });
const pictureFiles = () => readdirSync(join(studio.root, 'public/images')).sort();

/** The home page's card grid, with the card `number` (1-based) unfolded. */
async function openCard(number: number, title: string) {
  await page.getByRole('navigation', { name: 'Pages' }).getByText('/', { exact: true }).click();
  await page.getByRole('button', { name: /^Block 3: Card grid/ }).click();
  const toggle = page.getByRole('button', { name: new RegExp(`^Card ${number}\\s*${title}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Drops files on the picker's drop zone, as a file manager would (a drop event carrying the files). */
async function drop(files: Array<{ name: string; type: string; text: string }>) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) transfer.items.add(new File([file.text], file.name, { type: file.type }));
    return transfer;
  }, files);
  const zone = picker().getByTestId('picture-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function save(): Promise<string[]> {
  const button = page.getByRole('button', { name: 'Save', exact: true });
  await poll(() => button.isEnabled()).toBe(true);
  await button.click();
  await poll(() => page.locator('header [role="status"]').textContent()).toMatch(/^All changes saved/);
  const lines = studio.diff();
  expect(loadSite(studio.root).problems).toEqual([]);
  studio.commit('saved from the studio');
  return lines;
}

describe('studio pictures', () => {
  test('uploads a PNG, uses it in a card with its real width and height and a description, and saves only those lines', async () => {
    await openCard(1, 'Global Impact');
    await field('cards[0].image').getByRole('button', { name: 'Choose image…' }).click();
    await poll(() => picker().isVisible()).toBe(true);
    await poll(() => picker().getByRole('list', { name: 'The site’s pictures' }).getByRole('listitem').count()).toBeGreaterThan(20);
    expect(describeViolations('picture picker', await audit(page))).toEqual([]);

    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1B6F8A' } }).png().toBuffer();
    await picker().locator('input[type="file"]').setInputFiles({ name: 'Treatment Plant (1).PNG', mimeType: 'image/png', buffer: png });
    await poll(() => describer().isVisible()).toBe(true);
    expect(readFileSync(join(studio.root, 'public/images/treatment-plant-1.png')).equals(png)).toBe(true);
    await poll(() => describer().textContent()).toContain('640 × 360 px');

    // The description is asked for: the picture is not used without one (or the decorative mark).
    await describer().getByRole('button', { name: 'Use this picture' }).click();
    await poll(() => describer().textContent()).toContain('Describe what the picture shows, or mark it as decorative.');
    expect(describeViolations('describe step', await audit(page))).toEqual([]);
    const alt = 'Aeration basins of a treatment plant seen from above';
    await describer().getByRole('textbox', { name: /Description \(alt text\)/ }).fill(alt);
    await describer().getByRole('button', { name: 'Use this picture' }).click();
    await poll(() => describer().isVisible()).toBe(false);
    await poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Change picture…');

    await poll(() => field('cards[0].image').textContent()).toContain('treatment-plant-1.png');
    await poll(() => field('cards[0].image').textContent()).toContain('640 × 360 px');
    await poll(() => field('cards[0].image.alt').inputValue()).toBe(alt);
    await poll(() => preview().locator('main img[src="/images/treatment-plant-1.png"]').count()).toBe(1);

    // One undo step for the whole choice.
    await page.keyboard.press('Control+z');
    await poll(() => field('cards[0].image').getByRole('button', { name: 'Choose image…' }).isVisible()).toBe(true);
    await page.keyboard.press('Control+Shift+z');
    await poll(() => field('cards[0].image.alt').inputValue()).toBe(alt);

    expect(await save()).toEqual([
      '+            image:',
      '+              src: /images/treatment-plant-1.png',
      `+              alt: ${alt}`,
      '+              width: 640',
      '+              height: 360',
    ]);
    expect(pictureFiles()).toContain('treatment-plant-1.png');
  });

  test('moves through the thumbnails with the arrow keys, finds a picture by name and uses it as a decorative picture', async () => {
    await openCard(2, 'Cutting-Edge Tech');
    await field('cards[1].image').getByRole('button', { name: 'Choose image…' }).click();
    await poll(() => picker().isVisible()).toBe(true);
    // The arrow keys move through the thumbnails as on a grid.
    const list = picker().getByRole('list', { name: 'The site’s pictures' });
    const tiles = list.getByRole('button');
    await poll(() => tiles.count()).toBeGreaterThan(20);
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).title);
    const columns = await list.evaluate((grid) => {
      const tops = [...grid.querySelectorAll('button')].map((tile) => tile.getBoundingClientRect().top);
      return tops.filter((top) => top === tops[0]).length;
    });
    expect(columns).toBeGreaterThan(1);
    await tiles.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(await tiles.nth(1).getAttribute('title'));
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(await tiles.nth(1 + columns).getAttribute('title'));
    await page.keyboard.press('End');
    expect(await focused()).toBe(await tiles.last().getAttribute('title'));

    await picker().getByRole('searchbox', { name: 'Search pictures by name' }).fill('process aer');
    const results = tiles;
    await poll(() => results.count()).toBe(1);
    await results.first().click();
    await poll(() => describer().isVisible()).toBe(true);
    await describer().getByRole('checkbox', { name: /Decorative picture/ }).check();
    await describer().getByRole('button', { name: 'Use this picture' }).click();
    await poll(() => describer().isVisible()).toBe(false);
    await poll(() => field('cards[1].image').textContent()).toContain('process-aeration.svg');
    const decorative = field('cards[1].image').getByRole('checkbox', { name: /Decorative picture/ });
    await poll(() => decorative.isChecked()).toBe(true);
    // Unticked, the description is asked for at once; ticked again, nothing has changed.
    await decorative.uncheck();
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe('field-cards-1-image-alt');
    await poll(() => field('cards[1].image').textContent()).toContain('Describe what the picture shows, or mark it as decorative below.');
    await decorative.check();

    const lines = await save();
    expect(lines).toEqual([
      '+            image:',
      '+              src: /images/process-aeration.svg',
      '+              alt: ""',
      expect.stringMatching(/^\+ {14}width: \d+$/),
      expect.stringMatching(/^\+ {14}height: \d+$/),
    ]);
  });

  test('refuses an SVG carrying <script> and an onload attribute, dropped on the picker, says why next to the drop zone, and writes nothing', async () => {
    const before = pictureFiles();
    await openCard(3, 'Sustainable Future');
    await field('cards[2].image').getByRole('button', { name: 'Choose image…' }).click();
    await poll(() => picker().isVisible()).toBe(true);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>';
    const refusal = picker().getByRole('alert');
    await drop([
      { name: 'a.svg', type: 'image/svg+xml', text: svg },
      { name: 'b.svg', type: 'image/svg+xml', text: svg },
    ]);
    await poll(() => refusal.textContent()).toContain('Nothing was uploaded: 2 files were dropped.Drop one picture at a time');
    await drop([{ name: 'Logo.svg', type: 'image/svg+xml', text: svg }]);
    await poll(() => refusal.textContent()).toContain('Logo.svg was not uploaded.');
    const text = (await refusal.textContent()) ?? '';
    expect(text).toContain("The SVG contains a <script> element: pictures are served from the site's own address, so scripts in them would run there. Remove it and upload again.");
    expect(text).toContain('The SVG\'s <svg> element has an event-handler attribute, onload="alert(1)"');
    expect(describeViolations('refused upload', await audit(page))).toEqual([]);
    expect(pictureFiles()).toEqual(before);
    await page.keyboard.press('Escape');
    await poll(() => picker().isVisible()).toBe(false);
    expect(studio.diff()).toEqual([]);
  });
});
