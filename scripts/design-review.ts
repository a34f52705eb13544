// Before | after pictures of every route, for a design review (issue 36), in one line:
//   npx tsx scripts/design-review.ts --before http://127.0.0.1:4301 --after http://127.0.0.1:4302 --out docs/design-review/issue-36
// Both sites must already be built and served, e.g. the old one from a worktree of d3609a5 (its scripts are .mjs):
//   git worktree add --detach ../wt-before d3609a5 && (cd ../wt-before && npm ci && npm run build && PORT=4301 node scripts/start.mjs --no-build)
//   npm run build && PORT=4302 npx tsx scripts/start.ts --no-build
// Options: --before-label TEXT (default d3609a5, the site before issue 36), --after-label TEXT (default: this
// checkout's commit), --all-tops (full-page tops for every route, not one route of each kind).
//
// The routes are this checkout's pages.yaml, read by the content loader the build uses, plus the not-found page. For
// each route, at 1366x768 and 375x812, both sites are loaded, scrolled through once (lazy images load), their fonts
// awaited; the first screen is captured for every route, and the top of the page (the full page cut to 2,400 px on the
// desktop, 4,000 px on the phone) for one route of each kind, so that the folder stays a few megabytes. Each pair is
// joined side by side under a caption row and written as WebP, scaled down until the file is under ~150 KB. DIR/README.md
// gets the table of pictures and a few measurements read from the pages; its hand-written notes between the
// `<!-- notes -->` markers are kept when the script runs again.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { loadSite } from '../src/content/loadSite';
import { siteRoot } from '../src/content/siteRoot';

const { values: options } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    out: { type: 'string' },
    'before-label': { type: 'string', default: 'd3609a5' },
    'after-label': { type: 'string' },
    'all-tops': { type: 'boolean', default: false },
  },
});
if (!options.before || !options.after || !options.out) {
  console.error('Usage: npx tsx scripts/design-review.ts --before URL --after URL --out DIR [--before-label TEXT] [--after-label TEXT] [--all-tops]');
  process.exit(2);
}
const out = options.out;
const beforeLabel = `before ${options['before-label']}`;
const afterLabel = `after ${options['after-label'] ?? execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}`;

const SIZES = [
  { name: 'desktop', width: 1366, height: 768, topLimit: 2400 },
  { name: 'phone', width: 375, height: 812, topLimit: 4000 },
] as const;
type Size = (typeof SIZES)[number];
/** Each picture's byte ceiling: the folder of ~60 pictures stays within a few megabytes. */
const MAX_BYTES = 150_000;
const GAP = 12;
const CAPTION_HEIGHT = 30;
/** An address no page has: the server answers it with the not-found page. */
const NOT_FOUND_PATH = '/design-review-no-such-page';

type Route = { path: string; slug: string; kind: string };

/** The kind of page a path is (home, about, contact, service, product, solution, not-found), from its address. */
function kindOf(path: string): string {
  if (path === '/') return 'home';
  if (path === NOT_FOUND_PATH) return 'not-found';
  const parts = path.toLowerCase().split('/').filter(Boolean);
  return parts[0] === 'application' && parts[1] ? parts[1] : (parts[0] ?? 'page');
}

function routes(): Route[] {
  const checked = loadSite(siteRoot(process.cwd()));
  if (!checked.content) {
    console.error(`The content has problems; run npm run validate.\n${checked.problems.map((problem) => problem.message).join('\n')}`);
    process.exit(1);
  }
  const paths = [...checked.content.pages.pages.map((page) => page.path), NOT_FOUND_PATH];
  return paths.map((path) => {
    const kind = kindOf(path);
    const rest = path.toLowerCase().split('/').filter(Boolean).slice(kind === 'home' || kind === 'not-found' ? 0 : -1).join('-');
    const slug = kind === 'home' || kind === 'not-found' ? kind : rest === kind ? kind : `${kind}-${rest}`;
    return { path, slug, kind };
  });
}

/** Loads a page at a size, scrolls it through so lazy images load, waits for its fonts and images, back at the top. */
async function open(browser: Browser, url: string, size: Size): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: 1 });
  // tsx compiles the functions below with esbuild's keepNames, whose `__name(...)` calls the page does not have.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await page.goto(url, { waitUntil: 'load' });
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.round(window.innerHeight * 0.8)) {
      // Instant: the site's smooth scrolling would still be gliding when the next step or the capture comes.
      window.scrollTo({ top: y, behavior: 'instant' });
      await pause(80);
    }
    await document.fonts.ready;
    const images = [...document.images].filter((image) => !image.complete);
    const settled = (image: HTMLImageElement) =>
      new Promise((done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
      });
    await Promise.race([Promise.all(images.map(settled)), pause(4000)]);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForTimeout(600);
  return page;
}

type Shots = { first: Buffer; top: Buffer | undefined };

async function capture(page: Page, size: Size, withTop: boolean): Promise<Shots> {
  const first = await page.screenshot({ type: 'png' });
  if (!withTop) return { first, top: undefined };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const top = await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width: size.width, height: Math.min(height, size.topLimit) } });
  return { first, top };
}

/** A caption cell: the label in dark text on a light grey band. */
async function caption(text: string, width: number): Promise<Buffer> {
  const label = await sharp({ text: { text: `<span foreground="#222">${text}</span>`, font: 'DejaVu Sans 13', rgba: true, dpi: 72 } }).png().toBuffer();
  return sharp({ create: { width, height: CAPTION_HEIGHT, channels: 4, background: '#eceff1' } })
    .composite([{ input: label, left: 8, top: 7 }])
    .png()
    .toBuffer();
}

/** Before | after with a thin gap and a caption row, as WebP, scaled down until the file is under MAX_BYTES. */
async function sideBySide(before: Buffer, after: Buffer, file: string): Promise<number> {
  const [left, right] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
  const width = left.width + GAP + right.width;
  const height = CAPTION_HEIGHT + Math.max(left.height, right.height);
  const joined = await sharp({ create: { width, height, channels: 3, background: '#9e9e9e' } })
    .composite([
      { input: await caption(beforeLabel, left.width), left: 0, top: 0 },
      { input: await caption(afterLabel, right.width), left: left.width + GAP, top: 0 },
      { input: before, left: 0, top: CAPTION_HEIGHT },
      { input: after, left: left.width + GAP, top: CAPTION_HEIGHT },
    ])
    .png()
    .toBuffer();
  for (let scale = width > 1600 ? 0.7 : 1; ; scale *= 0.85) {
    const webp = await sharp(joined).resize({ width: Math.round(width * scale) }).webp({ quality: 70, effort: 5 }).toBuffer();
    if (webp.length <= MAX_BYTES || scale < 0.3) {
      writeFileSync(file, webp);
      return webp.length;
    }
  }
}

/** Facts read from the page in the browser, for the README's measurements table (empty where the page has none). */
type Facts = { formFieldY?: number; statsY?: number; heroArt?: string; dashed: number; bulletRows?: string };

async function facts(page: Page): Promise<Facts> {
  return page.evaluate(async () => {
    const main = document.querySelector('main') ?? document.body;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top + window.scrollY);
    const field = [...main.querySelectorAll('form input:not([type=hidden]), form textarea, form select')].find(visible);
    // The blocks are marked with their type (data-block), the same before and after.
    const stats = [...main.querySelectorAll('[data-block=stats]')].find(visible);
    // The hero's drawing: the widest visible picture in the hero block, against the width of the hero's content column
    // (its container's width less its padding; main itself spans the window).
    const hero = main.querySelector('[data-block=hero]');
    const container = hero?.querySelector('section > div');
    const contentWidth = container ? container.clientWidth - parseFloat(getComputedStyle(container).paddingLeft) - parseFloat(getComputedStyle(container).paddingRight) : main.clientWidth;
    const art = hero ? [...hero.querySelectorAll('img, svg')].filter(visible).sort((a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width)[0] : undefined;
    const dashed = [...main.querySelectorAll('*')].filter((element) => visible(element) && getComputedStyle(element).borderStyle.includes('dashed')).length;
    // Per carousel, the rows its visible bullets take; a carousel showing a counter ("3 / 9") instead counts as "counter".
    // Each is scrolled into view first and watched for up to 5 s: its island starts only when it comes near the screen,
    // and on a busy machine Swiper adds the bullets a few seconds later.
    const carousels: string[] = [];
    for (const carousel of main.querySelectorAll('[data-block=carousel]')) {
      carousel.scrollIntoView({ block: 'center', behavior: 'instant' });
      let bullets: Element[] = [];
      let counter: Element | undefined;
      for (let waited = 0; waited < 5000 && !bullets.length && !counter; waited += 250) {
        await new Promise((done) => setTimeout(done, 250));
        bullets = [...carousel.querySelectorAll('.swiper-pagination-bullet')].filter(visible);
        counter = [...carousel.querySelectorAll('*')].find((element) => visible(element) && element.children.length === 0 && /^\s*\d+\s*\/\s*\d+\s*$/.test(element.textContent ?? ''));
      }
      carousels.push(bullets.length ? String(new Set(bullets.map((bullet) => Math.round(bullet.getBoundingClientRect().top))).size) : counter ? 'counter' : 'no bullets');
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return {
      formFieldY: field ? top(field) : undefined,
      statsY: stats ? top(stats) : undefined,
      heroArt: art ? `${Math.round(art.getBoundingClientRect().width)} / ${Math.round(contentWidth)}` : undefined,
      dashed,
      bulletRows: carousels.length ? carousels.join(', ') : undefined,
    };
  });
}

const NOTES_START = '<!-- notes -->';
const NOTES_END = '<!-- /notes -->';

function readme(rows: { route: Route; files: Record<string, string[]> }[], measured: string[]): string {
  const old = existsSync(join(out, 'README.md')) ? readFileSync(join(out, 'README.md'), 'utf8') : '';
  const notes = old.includes(NOTES_START) ? old.slice(old.indexOf(NOTES_START), old.indexOf(NOTES_END) + NOTES_END.length) : `${NOTES_START}\n(What changed, page by page: written by the reviewer after looking at the pictures.)\n${NOTES_END}`;
  const link = (file: string | undefined, text: string) => (file ? `[${text}](${file})` : '');
  const table = rows.map(({ route, files }) => {
    const cells = SIZES.map((size) => [link(files[size.name]?.[0], 'first screen'), link(files[size.name]?.[1], 'top of page')].filter(Boolean).join(' · '));
    return `| \`${route.path}\` | ${route.kind} | ${cells.join(' | ')} |`;
  });
  return [
    '# Design review: before | after',
    '',
    `Left: ${beforeLabel}. Right: ${afterLabel}. Regenerate, with both sites built and served first (the top of scripts/design-review.ts shows how; the old site's scripts are .mjs):`,
    '',
    '```sh',
    `npx tsx scripts/design-review.ts --before ${options.before} --after ${options.after} --out ${out}`,
    '```',
    '',
    'Desktop is 1366x768, phone 375x812. "First screen" is the viewport after a scroll through the page and back; "top of page" is the full page cut to 2,400 px (desktop) / 4,000 px (phone), for one route of each kind. Pictures are scaled down to stay under ~150 KB each.',
    '',
    notes,
    '',
    '## Pictures',
    '',
    '| route | kind | desktop 1366 | phone 375 |',
    '| --- | --- | --- | --- |',
    ...table,
    '',
    '## Measured in the browser',
    '',
    'Read by the script from the pages; "a → b" is before → after, one value where they are equal, – where the page has none (y from the top of the page, in CSS px). Form field: the first visible field of a form in `main`. Stats: the top of the stats block. Hero art: the widest picture (img or svg) in the hero block / the width of the hero\'s content column (its container less padding; wider than the column = drawn edge to edge). Dashed: visible elements in `main` with a dashed border. Bullet rows: per carousel, how many rows its visible bullets take (1 = no wrap; "counter" = a "3 / 9" counter shows instead; "no bullets" = arrows only or a single slide).',
    '',
    '| route | width | form field y | stats y | hero art width | dashed borders | bullet rows |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...measured,
    '',
  ].join('\n');
}

const all = routes();
const firstOfKind = new Set(all.filter((route, index) => all.findIndex((other) => other.kind === route.kind) === index).map((route) => route.path));
mkdirSync(out, { recursive: true });
// Pictures of an earlier run go (a route may have been renamed); the README is rewritten, keeping its notes.
for (const file of readdirSync(out)) if (file.endsWith('.webp')) rmSync(join(out, file));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows: { route: Route; files: Record<string, string[]> }[] = [];
const measured: string[] = [];
const show = (value: unknown) => (value === undefined ? '–' : String(value));
for (const route of all) {
  const files: Record<string, string[]> = {};
  const withTop = options['all-tops'] || firstOfKind.has(route.path);
  for (const size of SIZES) {
    const shots: Shots[] = [];
    const read: Facts[] = [];
    for (const base of [options.before, options.after]) {
      const page = await open(browser, new URL(route.path, base).href, size);
      shots.push(await capture(page, size, withTop));
      read.push(await facts(page));
      await page.close();
    }
    const [before, after] = shots as [Shots, Shots];
    const pair = (key: keyof Facts) => {
      const [was, is] = read.map((fact) => show(fact[key]));
      return was === is ? was : `${was} → ${is}`;
    };
    measured.push(`| \`${route.path}\` | ${size.width} | ${pair('formFieldY')} | ${pair('statsY')} | ${pair('heroArt')} | ${pair('dashed')} | ${pair('bulletRows')} |`);
    const names = [`${route.slug}-${size.name}-first.webp`];
    await sideBySide(before.first, after.first, join(out, names[0]!));
    if (before.top && after.top) {
      names.push(`${route.slug}-${size.name}-top.webp`);
      await sideBySide(before.top, after.top, join(out, names[1]!));
    }
    files[size.name] = names;
  }
  rows.push({ route, files });
  console.log(`${route.path}: ${Object.values(files).flat().join(', ')}`);
}
await browser.close();
writeFileSync(join(out, 'README.md'), readme(rows, measured));
const bytes = readdirSync(out).reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
console.log(`Wrote ${rows.length} routes to ${out}/ (${(bytes / 1e6).toFixed(1)} MB).`);
