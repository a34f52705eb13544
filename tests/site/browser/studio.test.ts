// The studio (npm run studio) driven in Chromium as an editor would, on a scratch copy of the real site: every save is
// checked by the exact `git diff` of pages.yaml, the site still validates, and at the end the built pages show the
// changes. Also: an invalid draft cannot be saved and survives a reload; a disk edit is never overwritten; requests
// from other origins are refused.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blockTypes } from '../../../src/blocks/registry';
import { loadSite } from '../../../src/content/loadSite';
import { audit, describeViolations } from '../../browser/axe';
import { scriptArgs } from '../../fixtures/project';
import { moveWithKeyboard, openStudio, poll, previewOf } from '../../browser/studioBrowser';
import { blockLines, startStudioOnScratchCopy, type Scratch } from '../../browser/studioScratch';

let studio: Scratch;
let browser: Browser;
let page: Page;
let original: string;

/** The home hero's title as the site has it now, so the test follows content edits. */
const HOME_TITLE = (() => {
  const hero = loadSite(process.cwd()).content!.pages.pages.find((entry) => entry.path === '/')!.blocks[0]!;
  if (hero.type !== 'hero') throw new Error('the home page no longer opens with a hero');
  return hero.title;
})();
const SERVICE = '/application/service/instrumentation_automation';

beforeAll(async () => {
  studio = await startStudioOnScratchCopy();
  original = studio.read();
  ({ browser, page } = await openStudio(studio.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const preview = () => previewOf(page);
const saveButton = () => page.getByRole('button', { name: 'Save', exact: true });
const status = () => page.locator('header [role="status"]');
const field = (name: string) => page.locator(`#field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`);

async function openPage(path: string) {
  await page.getByRole('navigation', { name: 'Pages' }).getByText(path, { exact: true }).click();
}

async function openBlock(label: RegExp) {
  await page.getByRole('button', { name: label }).click();
}

/** Saves once the whole site validates, then returns the changed lines and checks the site as `npm run validate` does. */
async function save(): Promise<string[]> {
  await poll(() => saveButton().isEnabled(), { timeout: 20_000 }).toBe(true);
  await saveButton().click();
  await poll(() => status().textContent(), { timeout: 20_000 }).toMatch(/^All changes saved/);
  const lines = studio.diff();
  expect(loadSite(studio.root).problems).toEqual([]);
  studio.commit('saved from the studio');
  return lines;
}

async function undoRedo(check: (state: 'undone' | 'redone') => Promise<void>) {
  await page.keyboard.press('Control+z');
  await check('undone');
  await page.keyboard.press('Control+Shift+z');
  await check('redone');
}

/** pages.yaml with two adjacent blocks of a page swapped, as a careful person would move them. */
function swapBlocks(text: string, path: string, first: number): string {
  const lines = text.split('\n');
  const spans = blockLines(text, path);
  const a = spans[first]!;
  const b = spans[first + 1]!;
  return [...lines.slice(0, a.start), ...lines.slice(b.start, b.end), ...lines.slice(a.end, b.start), ...lines.slice(a.start, a.end), ...lines.slice(b.end)].join('\n');
}

describe('studio', () => {
  test('opens with every page, the blocks of the first, a live preview and no accessibility violations at 1366 and 768 px', async () => {
    await poll(() => page.getByRole('navigation', { name: 'Pages' }).getByRole('button').count()).toBeGreaterThan(20);
    await poll(() => page.getByRole('button', { name: /^Block \d+:/ }).count()).toBeGreaterThan(3);
    await openBlock(/^Block 1: Hero/);
    await poll(() => field('title').inputValue()).toBe(HOME_TITLE);
    expect(await page.getByText('The main heading of the page').count()).toBe(1);
    expect(describeViolations('studio at 1366 px', await audit(page))).toEqual([]);
    await page.getByRole('button', { name: 'Add block' }).click();
    await poll(() => page.getByRole('dialog', { name: 'Add a block' }).isVisible()).toBe(true);
    expect(describeViolations('block picker', await audit(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog', { name: 'Add a block' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 768, height: 1000 });
    expect(describeViolations('studio at 768 px', await audit(page))).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test("edits the home hero's title live, undoes and redoes it, and saves only that line", async () => {
    await openPage('/');
    await openBlock(/^Block 1: Hero/);
    const title = `${HOME_TITLE}, made simple`;
    await field('title').fill(title);
    await poll(() => preview().locator('main h1').textContent()).toBe(title);
    await undoRedo(async (state) => {
      await poll(() => field('title').inputValue()).toBe(state === 'undone' ? HOME_TITLE : title);
      await poll(() => preview().locator('main h1').textContent()).toBe(state === 'undone' ? HOME_TITLE : title);
    });
    expect(await save()).toEqual([`-        title: ${HOME_TITLE}`, `+        title: ${title}`]);
  });

  test('an empty required field names the field, cannot be saved, and the draft survives a reload', async () => {
    await openPage('/');
    await openBlock(/^Block 1: Hero/);
    await field('title').fill('');
    await poll(() => page.locator('#field-title-problems').textContent()).toContain('must not be empty');
    const problems = page.getByRole('region', { name: /problems? to fix before saving/ });
    await poll(() => problems.textContent()).toContain('Water and Wastewater Treatment Engineering › Hero › Title');
    await poll(() => saveButton().isDisabled()).toBe(true);
    await page.reload();
    await preview().locator('main [data-block]').first().waitFor({ timeout: 30_000 });
    await poll(() => status().textContent()).toContain('restored');
    await page.getByRole('region', { name: /problems? to fix before saving/ }).getByRole('button').first().click();
    await poll(() => field('title').evaluate((element) => element === document.activeElement)).toBe(true);
    await poll(() => field('title').inputValue()).toBe('');
    await poll(() => saveButton().isDisabled()).toBe(true);
    expect(studio.diff()).toEqual([]);
    // Typed back to the saved title: nothing is left to save, and the file is as it was.
    await field('title').fill(`${HOME_TITLE}, made simple`);
    await poll(() => status().textContent()).toMatch(/^All changes saved/);
    await poll(() => saveButton().isDisabled()).toBe(true);
    expect(studio.diff()).toEqual([]);
  });

  test('reorders two blocks of /about by keyboard, undo and redo included', async () => {
    await openPage('/about');
    await openBlock(/^Block 2: Section/);
    const handle = page.getByRole('button', { name: /^Drag block 2 of \d+, Section/ });
    await moveWithKeyboard(page, handle, 'ArrowDown');
    await poll(() => page.getByRole('button', { name: /^Block 3: Section/ }).isVisible()).toBe(true);
    await poll(() => preview().locator('main > [data-block]').nth(2).getAttribute('data-block')).toBe('section');
    await undoRedo(async (state) => {
      await poll(() => page.getByRole('button', { name: state === 'undone' ? /^Block 2: Section/ : /^Block 3: Section/ }).isVisible()).toBe(true);
    });
    const before = studio.read();
    const lines = await save();
    expect(studio.read()).toBe(swapBlocks(before, '/about', 1));
    const [section, cards] = blockLines(before, '/about').slice(1, 3);
    const moved = before.split('\n').slice(section!.start, section!.end);
    const stayed = before.split('\n').slice(cards!.start, cards!.end);
    // Only the moved block's lines (or, as git may pick, its neighbour's) change place; nothing else.
    const changed = lines.map((line) => line.slice(1)).filter((line) => line !== '');
    expect([moved.length * 2, stayed.length * 2]).toContain(changed.length);
  });

  test('reorders them back by dragging with the pointer', async () => {
    await openPage('/about');
    const handle = page.getByRole('button', { name: /^Drag block 3 of \d+, Section/ });
    const target = page.getByRole('button', { name: /^Drag block 2 of \d+, Card grid/ });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await poll(() => page.getByRole('button', { name: /^Block 2: Section/ }).isVisible()).toBe(true);
    const before = studio.read();
    await save();
    expect(studio.read()).toBe(swapBlocks(before, '/about', 1));
    expect(blockLines(studio.read(), '/about').length).toBe(blockLines(original, '/about').length);
  });

  test('adds a call-to-action after the selected block, as a short starter with no link elsewhere; undo, redo and the notice follow', async () => {
    await openPage(SERVICE);
    const count = await page.getByRole('button', { name: /^Block \d+:/ }).count();
    await openBlock(/^Block 1:/);
    await page.getByRole('button', { name: 'Add block' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a block' });
    await poll(() => picker.getByRole('button').count()).toBe(blockTypes.length + 1); // every block type, and Close
    await picker.getByRole('button', { name: /^Call to action/ }).click();
    await poll(() => page.getByRole('button', { name: /^Block 2: Call to action/ }).isVisible()).toBe(true);
    await poll(() => preview().getByText('New heading').isVisible()).toBe(true);
    await undoRedo(async (state) => {
      await poll(() => page.getByRole('button', { name: /^Block \d+:/ }).count()).toBe(state === 'undone' ? count : count + 1);
    });
    // The notice names the block by the heading it now has, not the starter's.
    await field('heading').fill('Ask an engineer');
    await poll(() => status().textContent()).toContain('Added Call to action “Ask an engineer” at position 2');
    const lines = await save();
    expect(lines.filter((line) => line !== '+')).toEqual([
      '+      - type: call-to-action',
      '+        heading: Ask an engineer',
      '+        actions:',
      '+          - label: New label',
      '+            to: /',
    ]);
    const saved = studio.read();
    const second = blockLines(saved, SERVICE)[1]!;
    expect(saved.split('\n').slice(second.start, second.end)[0]).toBe('      - type: call-to-action');
  });

  test('duplicates then deletes a card, undo and redo included', async () => {
    await openPage('/');
    await openBlock(/^Block 3: Card grid/);
    const cardLines = ['          - title: Global Impact', '            icon: globe', expect.stringMatching(/^ {12}text: The plants we have designed/)];
    await page.getByRole('button', { name: 'Duplicate card 1' }).click();
    await poll(() => page.getByRole('button', { name: /^Card 2\s*Global Impact/ }).isVisible()).toBe(true);
    await undoRedo(async (state) => {
      await poll(() => page.getByRole('button', { name: /^Card 2\s*Global Impact/ }).count()).toBe(state === 'undone' ? 0 : 1);
    });
    // The copy's three lines are added (then removed), nothing else; git may align a duplicate with either copy, so the
    // order of those lines in the diff is git's own.
    const cardDiff = (sign: '+' | '-') => cardLines.map((line) => (typeof line === 'string' ? `${sign}${line}` : expect.stringMatching(new RegExp(`^\\${sign} {12}text: The plants`))));
    const added = await save();
    expect(added).toHaveLength(3);
    expect(added).toEqual(expect.arrayContaining(cardDiff('+')));
    await page.getByRole('button', { name: 'Remove card 2' }).click();
    await undoRedo(async (state) => {
      await poll(() => page.getByRole('button', { name: /^Card 2\s*Global Impact/ }).count()).toBe(state === 'undone' ? 1 : 0);
    });
    const removed = await save();
    expect(removed).toHaveLength(3);
    expect(removed).toEqual(expect.arrayContaining(cardDiff('-')));
  });

  test('a change made on disk while the studio has unsaved edits is detected, kept, and the edits re-applied', async () => {
    await openPage('/contact');
    await openBlock(/^Block 1: Hero/);
    const title = await field('title').inputValue();
    await field('title').fill(`${title} today`);
    const onDisk = studio.read().replace('# Every page of the site.', '# Every page of the site (edited in another editor).');
    studio.write(onDisk);
    const dialog = page.getByRole('dialog', { name: 'The pages changed outside the studio' });
    await poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(studio.read()).toBe(onDisk);
    await dialog.getByRole('button', { name: 'Re-apply my changes' }).click();
    await poll(() => field('title').inputValue()).toBe(`${title} today`);
    const lines = await save();
    expect(lines).toEqual([
      '-# Every page of the site. Each page is a path, a title, a search description and its blocks, top to bottom.',
      '+# Every page of the site (edited in another editor). Each page is a path, a title, a search description and its blocks, top to bottom.',
      `-        title: ${title}`,
      `+        title: ${title} today`,
    ]);
  });

  test('refuses requests from another origin or host and writes nothing', async () => {
    const before = studio.read();
    const port = Number(new URL(studio.url).port);
    const send = (headers: Record<string, string>, path = '/api/save', body = JSON.stringify({ files: { 'pages.yaml': 'pages: []\n' }, base: {} })) =>
      new Promise<number>((done, fail) => {
        const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
          response.resume();
          done(response.statusCode ?? 0);
        });
        outgoing.on('error', fail);
        outgoing.end(body);
      });
    expect(await send({ Origin: 'http://evil.example' })).toBe(403);
    expect(await send({ Host: `evil.example:${port}` })).toBe(403);
    expect(await send({ Host: `127.0.0.1:${port}` }, '/api/save', JSON.stringify({ files: { '../package.json': '{}' }, base: {} }))).toBeGreaterThanOrEqual(400);
    expect(studio.read()).toBe(before);
  });

  test("adds a map whose example picture is copied into the site's pictures, shown in the preview and saved at once", async () => {
    await openPage(SERVICE);
    await openBlock(/^Block 1:/);
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: /^Map/ }).click();
    await poll(() => page.getByRole('button', { name: /^Block 2: Map/ }).isVisible()).toBe(true);
    const picture = preview().locator('img[src*="street-map"]').first();
    await poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await picture.getAttribute('src')).toMatch(/^\/images\/street-map\.svg/);
    const lines = await save();
    expect(lines).toContain('+          src: /images/street-map.svg');
    expect(lines.join('\n')).not.toContain('/_blocks/');
    expect(readFileSync(join(studio.root, 'public/images/street-map.svg')).equals(readFileSync('src/blocks/map/street-map.svg'))).toBe(true);
  });

  test('the built site shows the saved changes', async () => {
    execFileSync(process.execPath, scriptArgs('scripts/build.ts'), { cwd: studio.root, stdio: 'pipe', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
    const home = readFileSync(join(studio.root, 'dist/index.html'), 'utf8');
    expect(home).toContain(`${HOME_TITLE.replace('&', '&amp;')}, made simple`);
    const service = readFileSync(join(studio.root, `dist${SERVICE}/index.html`), 'utf8');
    expect(service).toContain('Ask an engineer');
    expect(readFileSync(join(studio.root, 'dist/images/street-map.svg')).equals(readFileSync('src/blocks/map/street-map.svg'))).toBe(true);
  }, 240_000);
});
