// `npm run bench`: builds the site into a temporary folder, serves it like a static host, runs Lighthouse (mobile,
// simulated throttling) N times per route plus on a prerendered bare React + router + styled-components reference page
// (bench/reference/), and prints the medians with each route's LCP and JS as a ratio to the reference. Then times
// `npm run validate` on the real site and on generated sites of 100 and 1,000 pages, and the studio (`npm run studio`):
// time until the editor is ready in Chromium, and keystroke to preview update. Not part of `npm test`.
//
//   npm run bench                                   every route, 3 runs each
//   npm run bench -- --routes /,/about --runs 1     a subset
//   options: --no-validate  --no-lighthouse  --no-studio  --sizes 100,1000  --validate-runs 3  --reports DIR (keep Lighthouse JSON)
//            --studio-sizes 1000 (generated sites the studio is timed on besides the real one; 0 for the real site only)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { kb, prerenderedPages, routeBytes } from './lib/routeBytes.mjs';
import { runTs } from './lib/runTs.mjs';

process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1) return process.argv[index + 1];
  const inline = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : fallback;
}
const flag = (name) => process.argv.includes(`--${name}`);
const runs = Number(option('runs', '3'));
const routeFilter = option('routes', '')?.split(',').map((route) => route.trim()).filter(Boolean);
const sizes = option('sizes', '100,1000').split(',').map(Number).filter(Boolean);
const validateRuns = Number(option('validate-runs', '3'));
const reportsDir = option('reports', '') ? resolve(option('reports', '')) : '';
if (reportsDir) mkdirSync(reportsDir, { recursive: true });
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'wastely-bench-'));
// Server renderers must sit inside the project to resolve node_modules.
const ssrWork = join(root, 'node_modules/.cache', `wastely-bench-${process.pid}`);
const cleanUp = () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(ssrWork, { recursive: true, force: true });
};
process.on('exit', cleanUp);

/** Builds the site with `npm run build` into a temporary folder (dist/ stays untouched). */
function buildSite() {
  const outDir = join(work, 'site');
  const started = performance.now();
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, BUILD_OUT_DIR: outDir, BUILD_SSR_OUT_DIR: join(ssrWork, 'site') } });
  if (built.status !== 0) throw new Error('npm run build failed');
  console.log(`site build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}

/** Builds and prerenders the reference page (bench/reference/) with the same Vite, target and Babel plugin. */
async function buildReference() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: babel } = await import('vite-plugin-babel');
  const referenceRoot = resolve('bench/reference');
  const outDir = join(work, 'reference');
  const plugins = () => [
    babel({
      include: /\.tsx$/,
      exclude: /node_modules/,
      babelConfig: { babelrc: false, configFile: false, parserOpts: { plugins: ['typescript', 'jsx'] }, plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]] },
    }),
    react(),
  ];
  const common = { root: referenceRoot, configFile: false, logLevel: 'warn', plugins: plugins(), ssr: { noExternal: ['styled-components'] } };
  await build({ ...common, build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' } });
  await build({ ...common, plugins: plugins(), build: { ssr: 'src/server.tsx', outDir: join(ssrWork, 'reference'), emptyOutDir: true, target: 'es2022' } });
  const server = await import(pathToFileURL(join(ssrWork, 'reference', 'server.js')).href);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const [path, file] of [['/', 'index.html'], ['/about', 'about/index.html']]) {
    const { html, styleTags } = await server.render(path);
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), template.replace('<!--head-->', styleTags).replace('<!--app-->', html));
  }
  // What any static site has, so the reference loses no points the site does not lose.
  writeFileSync(join(outDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(outDir, '404.html'), '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>\n');
  return outDir;
}

/** One Lighthouse run (mobile, the CLI's defaults) in its own Chromium; resolves with the numbers of the report. */
function lighthouse(url, name) {
  return new Promise((done) => {
    const output = join(reportsDir || work, `lh-${name}-${Date.now()}.json`);
    const child = spawn(
      process.execPath,
      [resolve('node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo'],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH } },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) => {
      try {
        const lhr = JSON.parse(readFileSync(output, 'utf8'));
        const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id);
        done({ perf: score('performance'), a11y: score('accessibility'), bp: score('best-practices'), seo: score('seo'), fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time'), cls: value('cumulative-layout-shift'), failing });
      } catch {
        console.error(`Lighthouse failed on ${url} (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' | ')}`);
        done(null);
      }
    });
  });
}

async function serve(dist) {
  const { createStaticServer } = await runTs('src/server/staticServer.ts');
  const server = createStaticServer(dist);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://localhost:${server.address().port}` };
}

async function measure(label, origin, path, bytes) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(`${origin}${encodeURI(path)}`, label.startsWith('(') ? 'reference' : path.replace(/\W+/g, '_'));
    if (result) results.push(result);
    process.stdout.write('.');
  }
  const pick = (key) => median(results.map((result) => result[key]));
  const failing = [...new Set(results.flatMap((result) => result.failing))];
  return { label, path, perf: pick('perf'), a11y: pick('a11y'), bp: pick('bp'), seo: pick('seo'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), js: bytes.jsGzip, css: bytes.cssGzip + bytes.inlineCssGzip, failing, runs: results.length };
}

function printTable(rows, reference) {
  const header = ['route', 'perf', 'a11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gz KB', 'CSS gz KB', 'LCP/ref', 'JS/ref'];
  const lines = rows.map((row) => [
    row.label,
    row.perf,
    row.a11y,
    row.bp,
    row.seo,
    Math.round(row.fcp),
    Math.round(row.lcp),
    Math.round(row.tbt),
    row.cls.toFixed(3),
    kb(row.js),
    kb(row.css),
    reference ? (row.lcp / reference.lcp).toFixed(2) : '',
    reference ? (row.js / reference.js).toFixed(2) : '',
  ].map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (line) => `| ${line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(['', format(header), `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`, ...lines.map(format)].join('\n'));
  for (const row of rows) if (row.failing.length) console.log(`  ${row.label}: audits not passed in some run: ${row.failing.join(', ')}`);
  if (rows.some((row) => row.runs < runs)) console.log(`  (some routes have fewer than ${runs} successful runs)`);
}

async function lighthouseBench() {
  const [siteDist, referenceDist] = [buildSite(), await buildReference()];
  const pages = prerenderedPages(siteDist).filter((page) => page.path !== null);
  const wanted = routeFilter?.length ? pages.filter((page) => routeFilter.some((route) => route.toLowerCase() === page.path.toLowerCase())) : pages;
  if (routeFilter?.length && wanted.length !== routeFilter.length) console.warn(`Unknown routes ignored: ${routeFilter.filter((route) => !pages.some((page) => page.path.toLowerCase() === route.toLowerCase())).join(', ')}`);
  const site = await serve(siteDist);
  const ref = await serve(referenceDist);
  try {
    console.log(`Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile, ${runs} run(s) per route, Chromium ${CHROME_PATH}`);
    process.stdout.write('reference ');
    const reference = await measure('(reference: React+router+SC, prerendered)', ref.origin, '/', routeBytes(referenceDist, join(referenceDist, 'index.html')));
    const rows = [];
    for (const page of wanted) {
      process.stdout.write(`\n${page.path} `);
      rows.push(await measure(page.path, site.origin, page.path, routeBytes(siteDist, page.file)));
    }
    console.log('\n\nMedians (KB = 1024 bytes gzip; CSS = linked + inline styled-components CSS; ratios to the reference):');
    printTable([reference, ...rows], reference);
    const worst = (key) => Math.max(...rows.map((row) => row[key]));
    console.log(`\nTargets: scores 100 -> min perf ${Math.min(...rows.map((row) => row.perf))}, a11y ${Math.min(...rows.map((row) => row.a11y))}, BP ${Math.min(...rows.map((row) => row.bp))}, SEO ${Math.min(...rows.map((row) => row.seo))}; LCP <= 1.15x ref -> worst ${(worst('lcp') / reference.lcp).toFixed(2)}x; TBT < 50 ms -> worst ${Math.round(worst('tbt'))} ms; CLS 0 -> worst ${worst('cls').toFixed(3)}`);
  } finally {
    site.server.close();
    ref.server.close();
  }
}

const generatedSites = new Map();

/** A copy of the project whose pages.yaml has `count` pages: the real ones, then clones chained by a link each. */
function generatedSite(count) {
  if (generatedSites.has(count)) return generatedSites.get(count);
  const dir = join(work, `site-${count}`);
  mkdirSync(dir);
  for (const entry of ['src', 'scripts', 'schema', 'package.json', 'tsconfig.json']) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  for (const entry of ['node_modules', 'public']) symlinkSync(join(root, entry), join(dir, entry));
  const source = readFileSync(join(root, 'pages.yaml'), 'utf8');
  const start = source.indexOf('\n  - path: ');
  const end = source.indexOf('\nnotFound:');
  const pages = source.slice(start + 1, end).split(/\n(?=  - path: )/).map((page) => page.replace(/\s+$/, ''));
  // Clones of the smaller real pages, so a generated page is about 3 KB of YAML like the issue's yardstick.
  const models = pages.filter((page) => page.length <= 6000);
  const clones = [];
  for (let index = 0; clones.length < count - pages.length; index += 1) {
    const number = clones.length + 1;
    const page = (models.length ? models : pages)[index % (models.length || pages.length)]
      .replace(/^ {2}- path: .*/, `  - path: /generated/page-${number}`)
      .replace(/^ {4}title: (.*)$/m, (_, title) => `    title: ${JSON.stringify(`${JSON.parse(title.startsWith('"') ? title : JSON.stringify(title))} ${number}`)}`);
    const next = number < count - pages.length ? `/generated/page-${number + 1}` : '/';
    clones.push(`${page}\n\n      - type: call-to-action\n        heading: Next page\n        actions:\n          - label: Continue\n            to: ${next}`);
  }
  writeFileSync(join(dir, 'pages.yaml'), `${source.slice(0, end)}\n\n${clones.join('\n\n')}\n${source.slice(end + 1)}`);
  const nav = readFileSync(join(root, 'nav.yaml'), 'utf8');
  writeFileSync(join(dir, 'nav.yaml'), count > pages.length ? nav.replace('footer:\n  columns:\n', 'footer:\n  columns:\n    - heading: Generated\n      links:\n        - label: Generated pages\n          to: /generated/page-1\n') : nav);
  const site = { dir, bytes: Buffer.byteLength(readFileSync(join(dir, 'pages.yaml'))) };
  generatedSites.set(count, site);
  return site;
}

function timeValidate(dir) {
  const times = [];
  let output = '';
  let status = 0;
  for (let run = 0; run < validateRuns; run += 1) {
    const started = performance.now();
    const result = spawnSync(process.execPath, [join(dir, 'scripts/validate.mjs')], { cwd: dir, encoding: 'utf8' });
    times.push(performance.now() - started);
    output = `${result.stdout}${result.stderr}`.trim();
    status = result.status ?? 1;
  }
  return { median: median(times), times, status, output };
}

function validateBench() {
  const rows = [];
  const real = timeValidate(root);
  const realPages = readFileSync(join(root, 'pages.yaml'), 'utf8').match(/^ {2}- path: /gm).length;
  rows.push({ label: 'real site', pages: realPages, bytes: Buffer.byteLength(readFileSync(join(root, 'pages.yaml'))), ...real });
  for (const size of sizes) {
    const { dir, bytes } = generatedSite(size);
    rows.push({ label: `generated`, pages: size, bytes, ...timeValidate(dir) });
  }
  console.log(`\nnpm run validate (node scripts/validate.mjs, wall time incl. Node start-up, median of ${validateRuns}):`);
  console.log('| site | pages | pages.yaml KB | KB/page | median ms | runs ms | ms/page | result |\n|---|---:|---:|---:|---:|---|---:|---|');
  for (const row of rows) {
    const result = row.status === 0 ? 'valid' : `exit ${row.status}: ${row.output.split('\n').slice(0, 2).join(' / ')}`;
    console.log(`| ${row.label} | ${row.pages} | ${kb(row.bytes)} | ${kb(row.bytes / row.pages)} | ${Math.round(row.median)} | ${row.times.map(Math.round).join(', ')} | ${(row.median / row.pages).toFixed(2)} | ${result} |`);
  }
}

/** Starts `npm run studio` on a site folder; resolves with its URL and a stop function once it prints that it is ready. */
function startStudio(dir) {
  const child = spawn(process.execPath, [join(root, 'scripts/studio.mjs'), '--root', dir, '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /Studio ready: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) done({ url: match[1], stop: () => new Promise((stopped) => (child.once('exit', stopped), child.kill('SIGTERM'))) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => fail(new Error(`npm run studio exited (${code}):\n${output}`)));
  });
}

/** Milliseconds from a key press in the home hero's title field to the new text in the preview frame's DOM, painted. */
async function keystrokeToPreview(page, character) {
  // Listening first (one evaluate), pressing second: the key must not arrive before the listeners.
  await page.evaluate((typed) => {
    const frameDocument = document.querySelector('iframe').contentDocument;
    window.__keystroke = new Promise((done) => {
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
  return page.evaluate(() => window.__keystroke);
}

/**
 * Typing `text` with `delay` ms between keys into the focused field: for each key, milliseconds from its key press to
 * the preview frame's hero heading showing the text typed so far, painted (a later update that shows several keys at
 * once counts for each of them).
 */
async function typingToPreview(page, text, delay) {
  await page.evaluate((typed) => {
    const frameDocument = document.querySelector('iframe').contentDocument;
    const pressed = [];
    const latencies = [];
    window.__typing = new Promise((done) => {
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
          for (let key = latencies.length; key < keys; key += 1) latencies.push(now - pressed[key]);
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
  return page.evaluate(() => window.__typing);
}

async function studioBench() {
  const { chromium } = await import('playwright-core');
  const studioSizes = option('studio-sizes', '1000').split(',').map(Number).filter(Boolean);
  const sites = [{ label: 'real site', dir: root, pages: readFileSync(join(root, 'pages.yaml'), 'utf8').match(/^ {2}- path: /gm).length }];
  for (const size of studioSizes) sites.push({ label: 'generated', dir: generatedSite(size).dir, pages: size });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.split(' ') });
  const rows = [];
  try {
    for (const site of sites) {
      for (const start of ['first', 'second']) {
        // The real site's first start is the first after a change to the editor: it builds the editor first.
        const rebuild = site === sites[0] && start === 'first';
        if (rebuild) rmSync(join(root, 'node_modules/.cache/wastely/studio-editor'), { recursive: true, force: true });
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
  const p90 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1];
  console.log('\nnpm run studio (Chromium 1366 px; ready = from starting the process to the page list, block list and preview shown; keystroke = key press to the new text in the preview, painted, 20 keys, one at a time and typed 80 ms apart):');
  console.log('| site | pages | start | server ready ms | lists shown ms | editor ready ms | one key median ms | p90 ms | max ms | 80 ms apart median ms | p90 ms | max ms |\n|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const latency = (values) => `${median(values).toFixed(1)} | ${p90(values).toFixed(1)} | ${Math.max(...values).toFixed(1)}`;
  for (const row of rows) {
    console.log(`| ${row.label} | ${row.pages} | ${row.start} | ${Math.round(row.serverReady)} | ${Math.round(row.listsReady)} | ${Math.round(row.editorReady)} | ${latency(row.latencies)} | ${latency(row.typed)} |`);
  }
}

try {
  if (!flag('no-lighthouse')) await lighthouseBench();
  if (!flag('no-validate')) validateBench();
  if (!flag('no-studio')) await studioBench();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
