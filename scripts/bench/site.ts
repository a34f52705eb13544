// The site part of `npm run bench`: builds the site once into a temporary folder, makes a copy of it with every script
// removed (stripScripts.ts), serves both with the site's own static server (same headers, compression and cache
// rules), and runs Lighthouse (mobile, simulated throttling, performance only) on every route of pages.yaml,
// interleaved: in each round every route as built, then the same route without scripts (the order flips every other
// round), so a busy moment of the shared machine hits both sides alike. The table reports the medians of both and
// their differences, against the islands targets (issue 23: TBT within 50 ms and the score within 2 points of the page
// without scripts, LCP within 1.05x of it). A bare React + router + styled-components page (bench/reference/) is
// measured once per round as a yardstick.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { createStaticServer, readHostRules } from '../../src/server/staticServer';
import { kb } from '../lib/routeBytes';
import { markdownTable, median } from './stats';
import { copyWithoutScripts } from './stripScripts';

/** The targets of issue 23, each side compared with the same page without scripts. */
const targets = { tbtDeltaMs: 50, perfDeltaPoints: 2, lcpRatio: 1.05 };

/** The folders a bench run writes to: `work` (temporary) and `ssrWork` (server renderers, inside the project). */
type WorkFolders = { root: string; work: string; ssrWork: string };

type Served = { server: Server; origin: string };

/** The built site and its copy without scripts, each served; `close()` stops both servers. */
export type ServedSite = { dir: string; origin: string; withoutScripts: { dir: string; origin: string }; close: () => void };

/** One Lighthouse run's numbers (milliseconds, the score in points, script bytes as transferred). */
type LighthouseRun = { perf: number; fcp: number; lcp: number; tbt: number; cls: number; si: number; jsTransfer: number; jsRequests: number };
const metrics = ['perf', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'jsTransfer', 'jsRequests'] as const;
/** The medians of a side's runs and how many runs there were. */
type Summary = LighthouseRun & { runs: number };

type LighthouseOptions = { root: string; chromePath: string; chromeFlags: string; reportsDir: string; name: string };

/** The parts of Lighthouse's JSON report (its LHR) the bench reads. */
type LighthouseReport = {
  runtimeError?: { code?: string; message?: string };
  categories: { performance?: { score?: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] } } | undefined>;
};

type Delta = { perfPoints: number; tbtMs: number; lcpRatio: number; jsTransfer: number };
type RouteRuns = { asBuilt: LighthouseRun[]; withoutScripts: LighthouseRun[] };
type RouteRow = { route: string; asBuilt: Summary; withoutScripts: Summary; delta: Delta; missed: string[]; runs: RouteRuns };

export type LighthouseResult = {
  lighthouse: string;
  chromium: string;
  rounds: number;
  targets: typeof targets;
  /** The bare page's medians, with its runs' numbers. */
  reference: (LighthouseRun & { runs: LighthouseRun[] }) | null;
  rows: RouteRow[];
};


/** Every route of pages.yaml in its order, or those named in `filter` (matched without regard to case). */
export function siteRoutes(root: string, filter: readonly string[] = []): string[] {
  // Only the paths are read, and the site is valid (the bench builds it first).
  const { pages } = parse(readFileSync(join(root, 'pages.yaml'), 'utf8')) as { pages: { path: string }[] };
  const paths = pages.map((page) => page.path);
  if (!filter.length) return paths;
  const unknown = filter.filter((route) => !paths.some((path) => path.toLowerCase() === route.toLowerCase()));
  if (unknown.length) console.warn(`Unknown routes ignored: ${unknown.join(', ')}`);
  return paths.filter((path) => filter.some((route) => route.toLowerCase() === path.toLowerCase()));
}

/**
 * Builds the site with `npm run build` into `work/site` (dist/ stays untouched), copies it without scripts into
 * `work/site-without-scripts`, and serves both; `close()` stops the servers.
 */
export async function buildAndServeSite({ root, work, ssrWork }: WorkFolders): Promise<ServedSite> {
  const asBuilt = join(work, 'site');
  const started = performance.now();
  const built = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/build.ts')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, BUILD_OUT_DIR: asBuilt, BUILD_SSR_OUT_DIR: join(ssrWork, 'site') } });
  if (built.status !== 0) throw new Error('npm run build failed');
  console.log(`site build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const withoutScripts = join(work, 'site-without-scripts');
  console.log(`copy without scripts: ${await copyWithoutScripts(asBuilt, withoutScripts)} HTML files changed`);
  // The copy is served under the build's own host rules (its deployment.json sits next to the build, not the copy).
  const rules = readHostRules(asBuilt);
  const site = await listen(createStaticServer(asBuilt, [], rules));
  const bare = await listen(createStaticServer(withoutScripts, [], rules));
  return { dir: asBuilt, origin: site.origin, withoutScripts: { dir: withoutScripts, origin: bare.origin }, close: () => (site.server.close(), bare.server.close()) };
}

async function listen(server: Server): Promise<Served> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  // Listening on a port, the address is an AddressInfo (a string only for a pipe or socket file).
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

/** Builds and prerenders the reference page (bench/reference/) with the same Vite, target and Babel plugin; serves it. */
async function buildAndServeReference({ root, work, ssrWork }: WorkFolders): Promise<Served> {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: babel } = await import('vite-plugin-babel');
  const referenceRoot = join(root, 'bench/reference');
  const outDir = join(work, 'reference');
  const plugins = () => [
    babel({
      include: /\.tsx$/,
      exclude: /node_modules/,
      babelConfig: { babelrc: false, configFile: false, parserOpts: { plugins: ['typescript', 'jsx'] }, plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]] },
    }),
    react(),
  ];
  const common = { root: referenceRoot, configFile: false as const, logLevel: 'warn' as const, plugins: plugins(), ssr: { noExternal: ['styled-components'] } };
  await build({ ...common, build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' } });
  await build({ ...common, plugins: plugins(), build: { ssr: 'src/server.tsx', outDir: join(ssrWork, 'reference'), emptyOutDir: true, target: 'es2022' } });
  // The reference's server entry (bench/reference/src/server.tsx), built above.
  const server = (await import(pathToFileURL(join(ssrWork, 'reference', 'server.js')).href)) as { render: (path: string) => Promise<{ html: string; styleTags: string }> };
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const [path, file] of [['/', 'index.html'], ['/about', 'about/index.html']] as const) {
    const { html, styleTags } = await server.render(path);
    mkdirSync(join(outDir, file, '..'), { recursive: true });
    writeFileSync(join(outDir, file), template.replace('<!--head-->', styleTags).replace('<!--app-->', html));
  }
  // What any static site has, so the reference loses no points the site does not lose.
  writeFileSync(join(outDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(outDir, '404.html'), '<!doctype html><html lang="en"><title>Not found</title><h1>Not found</h1></html>\n');
  return listen(createStaticServer(outDir));
}

/**
 * One Lighthouse run (mobile, the CLI's defaults, performance only) in its own Chromium; resolves with its numbers, or
 * null. A run that fails or reports no score (a runtime error, e.g. the page did not paint in time on a busy machine)
 * is tried once more.
 */
async function lighthouse(url: string, options: LighthouseOptions): Promise<LighthouseRun | null> {
  return (await lighthouseOnce(url, options)) ?? lighthouseOnce(url, options);
}

function lighthouseOnce(url: string, { root, chromePath, chromeFlags, reportsDir, name }: LighthouseOptions): Promise<LighthouseRun | null> {
  return new Promise((done) => {
    const output = join(reportsDir, `lh-${name}-${Date.now()}.json`);
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/lighthouse/cli/index.js'), url, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-flags=${chromeFlags}`, '--only-categories=performance'],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) => {
      try {
        const lhr = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
        if (lhr.runtimeError || typeof lhr.categories.performance?.score !== 'number') {
          console.error(`\nLighthouse gave no score on ${url}: ${lhr.runtimeError?.code ?? 'no performance score'} ${lhr.runtimeError?.message ?? ''}`.trimEnd());
          return done(null);
        }
        const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
        done({
          perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          si: value('speed-index'),
          // Bytes on the wire, as served (gzip or brotli by the static server), every script the page loaded.
          jsTransfer: scripts?.transferSize ?? 0,
          jsRequests: scripts?.requestCount ?? 0,
        });
      } catch {
        console.error(`\nLighthouse failed on ${url} (exit ${code}): ${errors.trim().split('\n').slice(-3).join(' | ')}`);
        done(null);
      }
    });
  });
}

const summarise = (results: readonly LighthouseRun[]): Summary => {
  const medians = Object.fromEntries(metrics.map((key) => [key, median(results.map((result) => result[key]))])) as LighthouseRun;
  return { ...medians, runs: results.length };
};

/** The differences of a route's medians to the same page without scripts, and which targets it meets. */
function compare(asBuilt: LighthouseRun, withoutScripts: LighthouseRun): { delta: Delta; missed: string[] } {
  const delta: Delta = { perfPoints: asBuilt.perf - withoutScripts.perf, tbtMs: asBuilt.tbt - withoutScripts.tbt, lcpRatio: asBuilt.lcp / withoutScripts.lcp, jsTransfer: asBuilt.jsTransfer - withoutScripts.jsTransfer };
  const missed: string[] = [];
  if (!(delta.tbtMs <= targets.tbtDeltaMs)) missed.push('TBT');
  if (!(delta.perfPoints >= -targets.perfDeltaPoints)) missed.push('perf');
  if (!(delta.lcpRatio <= targets.lcpRatio)) missed.push('LCP');
  return { delta, missed };
}

/**
 * Lighthouse on every route, as built and without scripts, interleaved over `runs` rounds; with `reference`, the bare
 * React page once per round. Returns the medians, differences and every run's numbers.
 */
export async function lighthouseSite(
  site: ServedSite,
  { root, work, ssrWork, routes, runs, reference, chromePath, chromeFlags, reportsDir }: WorkFolders & { routes: string[]; runs: number; reference: boolean; chromePath: string; chromeFlags: string; reportsDir: string },
): Promise<LighthouseResult> {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  const lighthouseOptions = { root, chromePath, chromeFlags, reportsDir: reportsDir || work };
  const ref = reference ? await buildAndServeReference({ root, work, ssrWork }) : null;
  const runsOf = new Map(routes.map((route): [string, RouteRuns] => [route, { asBuilt: [], withoutScripts: [] }]));
  const referenceRuns: LighthouseRun[] = [];
  const sides: [keyof RouteRuns, string][] = [
    ['asBuilt', site.origin],
    ['withoutScripts', site.withoutScripts.origin],
  ];
  try {
    console.log(`Lighthouse ${version}, mobile, performance only, ${runs} interleaved round(s), ${routes.length} route(s), Chromium ${chromePath}`);
    for (let round = 0; round < runs; round += 1) {
      process.stdout.write(`round ${round + 1}/${runs}: `);
      if (ref) {
        const result = await lighthouse(`${ref.origin}/`, { ...lighthouseOptions, name: 'reference' });
        if (result) referenceRuns.push(result);
        process.stdout.write('r');
      }
      for (const route of routes) {
        // Every other round the page without scripts goes first, so neither side always runs second.
        for (const [side, origin] of round % 2 ? [...sides].reverse() : sides) {
          const result = await lighthouse(`${origin}${encodeURI(route)}`, { ...lighthouseOptions, name: `${side}${route.replace(/\W+/g, '_')}` });
          if (result) runsOf.get(route)?.[side].push(result);
          process.stdout.write(side === 'asBuilt' ? 'b' : 's');
        }
      }
      process.stdout.write('\n');
    }
  } finally {
    ref?.server.close();
  }
  const rows = routes.map((route): RouteRow => {
    const routeRuns = runsOf.get(route) ?? { asBuilt: [], withoutScripts: [] };
    const medians = { asBuilt: summarise(routeRuns.asBuilt), withoutScripts: summarise(routeRuns.withoutScripts) };
    return { route, ...medians, ...compare(medians.asBuilt, medians.withoutScripts), runs: routeRuns };
  });
  return { lighthouse: version, chromium: chromePath, rounds: runs, targets, reference: ref ? { ...summarise(referenceRuns), runs: referenceRuns } : null, rows };
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '-');
const signed = (value: number) => (Number.isFinite(value) ? `${value > 0 ? '+' : ''}${Math.round(value)}` : '-');
const kilobytes = (value: number) => (Number.isFinite(value) ? kb(value) : '-');

/** The Lighthouse results as a markdown table (with a heading line saying how they were measured). */
export function lighthouseTable(result: LighthouseResult): string {
  const header = ['route', 'perf', 'perf no JS', 'Δ perf', 'LCP ms', 'LCP no JS', 'LCP ratio', 'TBT ms', 'TBT no JS', 'Δ TBT ms', 'JS KB', 'JS no JS KB', 'targets'];
  const lines = result.rows.map((row) => [
    row.route,
    ms(row.asBuilt.perf),
    ms(row.withoutScripts.perf),
    signed(row.delta.perfPoints),
    ms(row.asBuilt.lcp),
    ms(row.withoutScripts.lcp),
    Number.isFinite(row.delta.lcpRatio) ? row.delta.lcpRatio.toFixed(2) : '-',
    ms(row.asBuilt.tbt),
    ms(row.withoutScripts.tbt),
    signed(row.delta.tbtMs),
    kilobytes(row.asBuilt.jsTransfer),
    kilobytes(row.withoutScripts.jsTransfer),
    row.missed.length ? `missed: ${row.missed.join(', ')}` : 'met',
  ]);
  if (result.reference) {
    const ref = result.reference;
    lines.push(['(bare React + router + styled-components page, bench/reference)', ms(ref.perf), '-', '-', ms(ref.lcp), '-', '-', ms(ref.tbt), '-', '-', kilobytes(ref.jsTransfer), '-', '-']);
  }
  const fewer = result.rows.filter((row) => row.asBuilt.runs < result.rounds || row.withoutScripts.runs < result.rounds).map((row) => row.route);
  return [
    `Lighthouse ${result.lighthouse} mobile (simulated throttling), medians of ${result.rounds} interleaved run(s) per side. "no JS" = the same built page with every script removed, served beside it by the same server. JS = scripts transferred (compressed as served), KB = 1024 bytes. Targets (issue 23): Δ TBT <= ${targets.tbtDeltaMs} ms, Δ perf >= -${targets.perfDeltaPoints}, LCP ratio <= ${targets.lcpRatio}.`,
    '',
    markdownTable(header, lines),
    ...(fewer.length ? ['', `Fewer successful runs than rounds on: ${fewer.join(', ')}`] : []),
  ].join('\n');
}
