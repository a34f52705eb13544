// Byte budgets of the built site: deterministic, measured from dist/ (built by this project's globalSetup).
// Per route: the gzipped JS a page loads before any island wakes (its inline starter, the modules it starts and their
// imports), the
// CSS it links, and for the home page the images of the first render (everything but the deferred video). Per island
// type: what waking it loads (React, styled-components and the block's own chunks).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScriptIsland } from '../../../src/blocks/island';
import { blockTypes, type BlockType } from '../../../src/blocks/registry';
import { islandSpecOf, viewModules } from '../../../src/blocks/views';
import { BROWSER_ENTRIES } from '../../../scripts/lib/browserEntries';
import { withImports, type ManifestChunk } from '../../../scripts/lib/manifest';
import { kb, prerenderedPages, routeBytes, type RouteBytes } from '../../../scripts/lib/routeBytes';
import { loadSite } from '../../../src/content/loadSite';
import { withoutScripts } from '../../../scripts/bench/stripScripts';
import { brotliPage } from '../../../scripts/lib/compressors';
import { baseUrl, useBrowser } from '../../browser/session';

const KB = 1024;
/** The targets: a static page at most a header enhancer, an island page at most the loader before any trigger. */
const TARGET = { staticJs: 1.5 * KB, loaderJs: 3 * KB, islandJs: 130 * KB, scriptIslandJs: 3 * KB, routeCssGz: 15 * KB, homeMedia: 400 * KB };

const dist = resolve('dist');
const content = loadSite(process.cwd()).content!;
const routes = prerenderedPages(dist).map(({ path, file }) => ({ path: path ?? '(404.html)', textOnly: !readFileSync(file, 'utf8').includes('data-island='), bytes: routeBytes(dist, file) }));
// The not-found page also carries the script that sends a mistyped capital letter to the page (writeHostFiles.ts).
const notFoundRedirectJs = 0.5 * KB;
const textOnly = routes.filter((route) => route.textOnly && route.path !== '(404.html)');
const notFound = routes.find((route) => route.path === '(404.html)')!;
const withIslands = routes.filter((route) => !route.textOnly);
const maxJs = (list: typeof routes) => Math.max(...list.map((route) => route.bytes.jsGzip));

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
/**
 * What waking an island of a type loads: the block's chunk with its imports, after the hydration runtime (React) for a
 * React island or the runner for a script island.
 */
const islandModules = JSON.parse(readFileSync(join(dist, '.vite/islands.json'), 'utf8')) as Record<string, string>;
const islandFiles = (type: BlockType) => {
  const block = islandModules[viewModules[type]!]!;
  const runtime = isScriptIsland(islandSpecOf(type)!) ? BROWSER_ENTRIES.runIslandScript : BROWSER_ENTRIES.hydrateIsland;
  return [...withImports(manifest, block, withImports(manifest, runtime)).keys()];
};
const islandTable = blockTypes.filter((type) => islandSpecOf(type)).map((type) => ({ type, files: islandFiles(type), bytes: islandFiles(type).reduce((sum, file) => sum + gz(file), 0) }));

function table(rows: { path: string; textOnly: boolean; bytes: RouteBytes }[]) {
  const lines = rows.map(({ path, textOnly, bytes }) =>
    [path.padEnd(50), textOnly ? 'static' : 'island', kb(bytes.jsGzip).padStart(7), String(bytes.jsFiles.length).padStart(4), kb(bytes.cssGzip).padStart(7), String(bytes.cssFiles.length).padStart(4), kb(bytes.inlineCssGzip).padStart(7), kb(bytes.imageBytes).padStart(8)].join(' '),
  );
  return [['route'.padEnd(50), 'kind  ', 'JS gz'.padStart(7), 'jsN'.padStart(4), 'CSS gz'.padStart(7), 'csN'.padStart(4), 'inl gz'.padStart(7), 'img KB'.padStart(8)].join(' '), ...lines].join('\n');
}

describe('byte budgets (KB = 1024 bytes, gzip level 6)', () => {
  it('measures every prerendered route and every island type', () => {
    expect(routes.length).toBe(content.pages.pages.length + 1);
    console.log(`\n${table(routes)}\n`);
    console.log(islandTable.map(({ type, files, bytes }) => `${type.padEnd(16)} ${kb(bytes).padStart(7)} KB gz when it wakes: ${files.join(', ')}`).join('\n'));
    for (const route of routes) expect(route.bytes.jsFiles.length, route.path).toBeGreaterThanOrEqual(1);
  });

  it(`a route whose blocks are all static loads at most ${TARGET.staticJs / KB} KB of JS`, () => {
    expect(textOnly.length).toBeGreaterThan(10);
    expect(maxJs(textOnly)).toBeLessThanOrEqual(TARGET.staticJs);
    expect(notFound.textOnly).toBe(true);
    expect(notFound.bytes.jsGzip).toBeLessThanOrEqual(TARGET.staticJs + notFoundRedirectJs);
  });

  it(`a route with islands loads at most ${TARGET.loaderJs / KB} KB of JS before any island wakes, and no React`, () => {
    expect(withIslands.length).toBeGreaterThan(3);
    expect(maxJs(withIslands)).toBeLessThanOrEqual(TARGET.loaderJs);
    for (const route of routes) expect(route.bytes.jsFiles.filter((file) => /hydrateIsland|Carousel|ContactForm|MapEmbed|VideoBlock|ValueRotator|CardGrid|Hero/.test(file)), route.path).toEqual([]);
  });

  it(`waking the largest island loads at most ${TARGET.islandJs / KB} KB of JS; a script island loads no React, at most ${TARGET.scriptIslandJs / KB} KB`, () => {
    expect(Math.max(...islandTable.map((island) => island.bytes))).toBeLessThanOrEqual(TARGET.islandJs);
    const scripts = islandTable.filter((island) => isScriptIsland(islandSpecOf(island.type)!));
    expect(scripts.map((island) => island.type).sort()).toEqual(['hero', 'value-rotator']);
    for (const island of scripts) {
      expect(island.files.filter((file) => /react|hydrateIsland|jsx-runtime/.test(file)), island.type).toEqual([]);
      expect(island.bytes, island.type).toBeLessThanOrEqual(TARGET.scriptIslandJs);
    }
  });

  it(`every route's CSS is inlined or under ${TARGET.routeCssGz / KB} KB gz`, () => {
    for (const route of routes) expect(route.bytes.cssGzip, route.path).toBeLessThan(TARGET.routeCssGz);
  });

  it(`the home page's first-render images total under ${TARGET.homeMedia / KB} KB`, () => {
    const home = routes.find((route) => route.path === '/')!;
    expect(home.bytes.images).toContain('/images/hero-home-poster.svg');
    expect(home.bytes.imageBytes).toBeLessThan(TARGET.homeMedia);
    expect(home.bytes.images.some((src) => /\.(webm|mp4)$/.test(src))).toBe(false);
  });

  it("carries Swiper's CSS inline on carousel pages only, with no stylesheet request", () => {
    const swiperRule = /\.swiper-wrapper\{/;
    const htmlOf = (path: string) => readFileSync(prerenderedPages(dist).find((page) => page.path === path)!.file, 'utf8');
    const about = routes.find((route) => route.path === '/about')!;
    expect(islandFiles('carousel').some((file) => file.includes('Carousel'))).toBe(true);
    expect(about.bytes.cssFiles).toEqual([]);
    expect(htmlOf('/about')).toMatch(swiperRule);
    expect(htmlOf('/contact')).not.toMatch(swiperRule);
  });

  it('keeps on-demand code out of the first load (tilt, the hero video player), and gives every page the header enhancer', () => {
    for (const route of routes) expect(route.bytes.jsFiles.filter((file) => /TiltEffect|startHeroVideo|runIslandScript|react-parallax-tilt/.test(file)), route.path).toEqual([]);
    for (const route of routes) expect(route.bytes.jsFiles.some((file) => /everyPage/.test(file)), route.path).toBe(true);
    expect(readdirSync(join(dist, 'assets')).some((file) => /^TiltEffect-.*\.js$/.test(file))).toBe(true);
  });
});

/** What a new connection carries in its first round trip: 10 TCP segments of 1,460 bytes (the initial window). */
const FIRST_ROUND_TRIP = 10 * 1460;
/** The most a page's scripts (the inline starter, the speculation rules, the island data) add to its response. */
const SCRIPTS_IN_HTML = { static: 0.6 * KB, islands: 1.5 * KB };

describe("each page's first response, as Chromium receives it", () => {
  const browser = useBrowser();

  it("comes compressed at build time, and its scripts never push it past a new connection's first round trip", async () => {
    const page = await browser.tab(390);
    const rows: string[] = [];
    for (const route of routes.filter((candidate) => candidate.path !== '(404.html)')) {
      const response = (await page.goto(`${baseUrl()}${route.path}`, { waitUntil: 'commit' }))!;
      const sizes = await response.request().sizes();
      const received = sizes.responseHeadersSize + sizes.responseBodySize;
      const { file } = prerenderedPages(dist).find((candidate) => candidate.path === route.path)!;
      const html = readFileSync(file, 'utf8');
      // The same page without its scripts, compressed the same way, with the same headers.
      const withoutItsScripts = sizes.responseHeadersSize + (await brotliPage(Buffer.from(withoutScripts(html)))).length;
      rows.push(`${route.path.padEnd(50)} ${String(received).padStart(6)} ${String(withoutItsScripts).padStart(6)}`);
      // Brotli as the build compresses pages: what a server would compress on the fly is about a sixth larger.
      expect(response.headers()['content-encoding'], route.path).toBe('br');
      expect(sizes.responseBodySize, route.path).toBe(readFileSync(`${file}.br`).length);
      expect(received - withoutItsScripts, route.path).toBeLessThanOrEqual(route.textOnly ? SCRIPTS_IN_HTML.static : SCRIPTS_IN_HTML.islands);
      // A page that would arrive in one round trip without its scripts arrives in one with them: they cost no round trip
      // before the first screen can be drawn.
      if (withoutItsScripts <= FIRST_ROUND_TRIP) expect(received, `${route.path}: its scripts push it past the first round trip`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
    console.log(`\n${'route'.padEnd(50)} ${'bytes'.padStart(6)} ${'no JS'.padStart(6)}  (headers and compressed HTML; first round trip ${FIRST_ROUND_TRIP})\n${rows.join('\n')}\n`);
    await page.context().close();
  });
});
