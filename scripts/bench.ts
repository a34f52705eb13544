// `npm run bench`: builds the site into a temporary folder, plus a copy of it with every script removed, serves both like
// a static host, and runs Lighthouse (mobile, simulated throttling) on every route of both, interleaved, plus a
// prerendered bare React + router + styled-components reference page (bench/reference/); prints per route the medians
// and the differences to the page without scripts (scripts/bench/site.ts). Then times the first tap on the phone menu
// and on a carousel's next button, to the next painted frame, in Chromium as a slowed phone
// (scripts/bench/firstInteraction.ts). Then times `npm run build` per page on the real site and a generated site of
// 1,000 pages: clean, unchanged, and after one page edit (scripts/bench/buildTimes.ts). Then times `npm run validate` on the real site and on generated sites of 100 and
// 1,000 pages, and the studio (`npm run studio`): time until the editor is ready in Chromium, and keystroke to preview
// update. Not part of `npm test`.
//
//   npm run bench                                   every route, 3 runs each
//   npm run bench -- --routes /,/about --runs 1     a subset
//   npm run bench -- --no-lighthouse --no-interaction --no-validate --no-studio    the build times alone
//   options: --no-build  --build-sizes 1000 (generated sites built besides the real one)  --no-validate  --no-lighthouse  --no-interaction  --no-reference  --no-studio  --tap-runs 5
//            --json FILE  --markdown FILE (the site tables, to compare two runs)  --sizes 100,1000  --validate-runs 3
//            --reports DIR (keep Lighthouse JSON)
//            --studio-sizes 1000 (generated sites the studio is timed on besides the real one; 0 for the real site only)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { buildTimes, type BuildTimesRow } from './bench/buildTimes';
import { firstInteraction, firstInteractionTable, type FirstInteractionResult } from './bench/firstInteraction';
import { writeGeneratedSite } from './bench/generatedSite';
import { buildAndServeSite, lighthouseSite, lighthouseTable, siteRoutes, type LighthouseResult } from './bench/site';
import { median } from './bench/stats';
import { kb } from './lib/routeBytes';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1) return process.argv[index + 1] ?? fallback;
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
const runs = Number(option('runs', '3'));
const routeFilter = option('routes', '').split(',').map((route) => route.trim()).filter(Boolean);
const sizes = option('sizes', '100,1000').split(',').map(Number).filter(Boolean);
const validateRuns = Number(option('validate-runs', '3'));
const buildSizes = option('build-sizes', '1000').split(',').map(Number).filter(Boolean);
const reportsDir = option('reports', '') ? resolve(option('reports', '')) : '';
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const tapRuns = Number(option('tap-runs', '5'));
const jsonFile = option('json', '') ? resolve(option('json', '')) : '';
const markdownFile = option('markdown', '') ? resolve(option('markdown', '')) : '';
// What the site benches measured, for --json (to diff two runs, e.g. before and after a pipeline change) and --markdown.
const report: { date: string; commit: string; arguments: string[]; lighthouse?: LighthouseResult; firstInteraction?: FirstInteractionResult; build?: BuildTimesRow[] } = { date: new Date().toISOString(), commit: spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim(), arguments: process.argv.slice(2) };
const markdown: string[] = [];
const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'site-bench-'));
// Server renderers must sit inside the project to resolve node_modules.
const ssrWork = join(root, 'node_modules/.cache', `site-bench-${process.pid}`);
const cleanUp = () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(ssrWork, { recursive: true, force: true });
};
process.on('exit', cleanUp);

/** The site: Lighthouse as built against without scripts (bench/site.ts), then the first taps (bench/firstInteraction.ts). */
async function siteBench() {
  const site = await buildAndServeSite({ root, work, ssrWork });
  try {
    if (!flag('no-lighthouse')) {
      const routes = siteRoutes(root, routeFilter);
      report.lighthouse = await lighthouseSite(site, { root, work, ssrWork, routes, runs, reference: !flag('no-reference'), chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, reportsDir });
      markdown.push(lighthouseTable(report.lighthouse));
      console.log(`\n${markdown.at(-1)}\n`);
    }
    if (!flag('no-interaction')) {
      report.firstInteraction = await firstInteraction(site, { root, runs: tapRuns, chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      markdown.push(firstInteractionTable(report.firstInteraction));
      console.log(`\n${markdown.at(-1)}\n`);
    }
  } finally {
    site.close();
  }
}

/** How many pages a site's pages.yaml lists (each starts a line with `  - path: `). */
const pageCount = (dir: string): number => readFileSync(join(dir, 'pages.yaml'), 'utf8').match(/^ {2}- path: /gm)?.length ?? 0;

const generatedSites = new Map<number, { dir: string; bytes: number }>();

/** A copy of the project whose pages.yaml has `count` pages (bench/generatedSite.ts), made once per size. */
function generatedSite(count: number): { dir: string; bytes: number } {
  const made = generatedSites.get(count) ?? writeGeneratedSite(root, join(work, `site-${count}`), count);
  generatedSites.set(count, made);
  return made;
}

/** `npm run build` timed per page on a copy of the real site and on the generated sites (bench/buildTimes.ts). */
function buildBench() {
  const realPages = pageCount(root);
  // Copies: the bench edits a page of each. A copy of the real size is the real site's content.
  const real = { label: 'real site', pages: realPages, dir: writeGeneratedSite(root, join(work, 'build-real'), realPages).dir };
  const generated = buildSizes.map((size) => ({ label: 'generated', pages: size, dir: writeGeneratedSite(root, join(work, `build-${size}`), size).dir }));
  report.build = buildTimes(root, [real, ...generated], { ssrWork });
}

function timeValidate(dir: string) {
  const times: number[] = [];
  let output = '';
  let status = 0;
  for (let run = 0; run < validateRuns; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'scripts/validate.ts')], { cwd: dir, encoding: 'utf8' });
    times.push(performance.now() - started);
    output = `${result.stdout}${result.stderr}`.trim();
    status = result.status ?? 1;
  }
  return { median: median(times), times, status, output };
}

function validateBench() {
  const rows = [];
  const real = timeValidate(root);
  const realPages = pageCount(root);
  rows.push({ label: 'real site', pages: realPages, bytes: Buffer.byteLength(readFileSync(join(root, 'pages.yaml'))), ...real });
  for (const size of sizes) {
    const { dir, bytes } = generatedSite(size);
    rows.push({ label: `generated`, pages: size, bytes, ...timeValidate(dir) });
  }
  console.log(`\nnpm run validate (tsx scripts/validate.ts, wall time incl. Node start-up, median of ${validateRuns}):`);
  console.log('| site | pages | pages.yaml KB | KB/page | median ms | runs ms | ms/page | result |\n|---|---:|---:|---:|---:|---|---:|---|');
  for (const row of rows) {
    const result = row.status === 0 ? 'valid' : `exit ${row.status}: ${row.output.split('\n').slice(0, 2).join(' / ')}`;
    console.log(`| ${row.label} | ${row.pages} | ${kb(row.bytes)} | ${kb(row.bytes / row.pages)} | ${Math.round(row.median)} | ${row.times.map(Math.round).join(', ')} | ${(row.median / row.pages).toFixed(2)} | ${result} |`);
  }
}

/** The answers the studio timings leave in the editor's window (only in the bench's browser, so not a global type). */
type ProbeWindow = Window & { __keystroke?: Promise<number>; __typing?: Promise<number[]> };

/** Starts `npm run studio` on a site folder; resolves with its URL and a stop function once it prints that it is ready. */
function startStudio(dir: string): Promise<{ url: string; stop: () => Promise<unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/studio.ts'), '--root', dir, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /Studio ready: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match?.[1]) done({ url: match[1], stop: () => new Promise((stopped) => (child.once('exit', stopped), child.kill('SIGTERM'))) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`npm run studio exited (${code}):\n${output}`)));
  });
}

/** Milliseconds from a key press in the home hero's title field to the new text in the preview frame's DOM, painted. */
async function keystrokeToPreview(page: Page, character: string): Promise<number> {
  // Listening first (one evaluate), pressing second: the key must not arrive before the listeners.
  await page.evaluate((typed) => {
    const frameDocument = document.querySelector('iframe')?.contentDocument;
    if (!frameDocument) throw new Error('The studio shows no preview frame');
    (window as ProbeWindow).__keystroke = new Promise((done) => {
      let pressed = 0;
      addEventListener('keydown', () => (pressed = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!pressed || !frameDocument.querySelector('main h1')?.textContent?.endsWith(typed)) return;
        observer.disconnect();
        requestAnimationFrame(() => done(performance.now() - pressed));
      });
      observer.observe(frameDocument.body, { subtree: true, childList: true, characterData: true });
    });
  }, character);
  await page.keyboard.press(character);
  return page.evaluate(() => (window as ProbeWindow).__keystroke ?? NaN);
}

/**
 * Typing `text` with `delay` ms between keys into the focused field: for each key, milliseconds from its key press to
 * the preview frame's hero heading showing the text typed so far, painted (a later update that shows several keys at
 * once counts for each of them).
 */
async function typingToPreview(page: Page, text: string, delay: number): Promise<number[]> {
  await page.evaluate((typed) => {
    const frameDocument = document.querySelector('iframe')?.contentDocument;
    if (!frameDocument) throw new Error('The studio shows no preview frame');
    const pressed: number[] = [];
    const latencies: number[] = [];
    (window as ProbeWindow).__typing = new Promise((done) => {
      addEventListener('keydown', () => pressed.push(performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        const shown = frameDocument.querySelector('main h1')?.textContent ?? '';
        // The longest typed prefix at the end of the heading: how many keys the preview shows.
        let keys = 0;
        for (let length = typed.length; length > 0; length -= 1) {
          if (shown.endsWith(typed.slice(0, length))) {
            keys = length;
            break;
          }
        }
        const painted = latencies.length;
        if (keys <= painted) return;
        requestAnimationFrame(() => {
          const now = performance.now();
          for (let key = latencies.length; key < keys; key += 1) latencies.push(now - (pressed[key] ?? NaN));
          if (latencies.length === typed.length) {
            observer.disconnect();
            done(latencies);
          }
        });
      });
      observer.observe(frameDocument.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  await page.keyboard.type(text, { delay });
  return page.evaluate(() => (window as ProbeWindow).__typing ?? []);
}

async function studioBench() {
  const { chromium } = await import('playwright-core');
  const studioSizes = option('studio-sizes', '1000').split(',').map(Number).filter(Boolean);
  const sites = [{ label: 'real site', dir: root, pages: pageCount(root) }];
  for (const size of studioSizes) sites.push({ label: 'generated', dir: generatedSite(size).dir, pages: size });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.split(' ') });
  const rows = [];
  try {
    for (const site of sites) {
      for (const start of ['first', 'second']) {
        // The real site's first start is the first after a change to the editor: it builds the editor first.
        const rebuild = site === sites[0] && start === 'first';
        if (rebuild) rmSync(join(root, 'node_modules/.cache/site-renderer/studio-editor'), { recursive: true, force: true });
        const started = performance.now();
        const studio = await startStudio(site.dir);
        const serverReady = performance.now() - started;
        const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
        const page = await context.newPage();
        await page.goto(studio.url);
        await page.getByRole('button', { name: /^Block 1: Hero/ }).waitFor({ timeout: 120_000 });
        const listsReady = performance.now() - started;
        await page.frameLocator('iframe').locator('main [data-block]').first().waitFor({ timeout: 120_000 });
        const editorReady = performance.now() - started;
        await page.getByRole('button', { name: /^Block 1: Hero/ }).click();
        await page.locator('#field-title').click();
        await page.keyboard.press('End');
        const latencies = [];
        for (const character of 'abcdefghijklmnopqrst') latencies.push(await keystrokeToPreview(page, character));
        const typed = await typingToPreview(page, 'uvwxyzabcdefghijklmn', 80);
        await context.close();
        await studio.stop();
        rows.push({ ...site, start: rebuild ? 'first, editor built' : start, serverReady, listsReady, editorReady, latencies, typed });
      }
    }
  } finally {
    await browser.close();
  }
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1] ?? NaN;
  console.log('\nnpm run studio (Chromium 1366 px; ready = from starting the process to the page list, block list and preview shown; keystroke = key press to the new text in the preview, painted, 20 keys, one at a time and typed 80 ms apart):');
  console.log('| site | pages | start | server ready ms | lists shown ms | editor ready ms | one key median ms | p90 ms | max ms | 80 ms apart median ms | p90 ms | max ms |\n|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const latency = (values: number[]) => `${median(values).toFixed(1)} | ${p90(values).toFixed(1)} | ${Math.max(...values).toFixed(1)}`;
  for (const row of rows) {
    console.log(`| ${row.label} | ${row.pages} | ${row.start} | ${Math.round(row.serverReady)} | ${Math.round(row.listsReady)} | ${Math.round(row.editorReady)} | ${latency(row.latencies)} | ${latency(row.typed)} |`);
  }
}

try {
  if (!flag('no-lighthouse') || !flag('no-interaction')) await siteBench();
  if (markdownFile) writeFileSync(markdownFile, `${markdown.join('\n\n')}\n`);
  if (!flag('no-build')) buildBench();
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  if (!flag('no-validate')) validateBench();
  if (!flag('no-studio')) await studioBench();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
