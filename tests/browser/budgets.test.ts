// Byte budgets of the built site: deterministic, measured from dist/ (built by this project's globalSetup).
// Per route: the gzipped JS a page loads before any island wakes (its inline starter, the modules it starts and their
// imports), the
// CSS it links, and for the home page the images of the first render (everything but the deferred video). Per island
// type: what waking it loads (React, styled-components and the block's own chunks).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islands } from '../../src/blocks/islands';
import { withImports, type ManifestChunk } from '../../scripts/lib/manifest.mjs';
import { kb, prerenderedPages, routeBytes, type RouteBytes } from '../../scripts/lib/routeBytes.mjs';
import { loadSite } from '../../src/content/loadSite';

const KB = 1024;
/** The targets: a static page at most a header enhancer, an island page at most the loader before any trigger. */
const TARGET = { staticJs: 1.5 * KB, loaderJs: 3 * KB, islandJs: 130 * KB, routeCssGz: 15 * KB, homeMedia: 400 * KB };

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
/** What waking an island of a type loads: the hydration runtime and the block's chunk, with their imports. */
const islandFiles = (type: string) => {
  const block = Object.keys(manifest).find((key) => key.startsWith(`src/blocks/${type}/`) && manifest[key]!.isDynamicEntry)!;
  return [...withImports(manifest, block, withImports(manifest, 'src/app/client/hydrateIsland.tsx')).keys()];
};
const islandTable = Object.keys(islands).map((type) => ({ type, files: islandFiles(type), bytes: islandFiles(type).reduce((sum, file) => sum + gz(file), 0) }));

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

  it(`waking the largest island loads at most ${TARGET.islandJs / KB} KB of JS`, () => {
    expect(Math.max(...islandTable.map((island) => island.bytes))).toBeLessThanOrEqual(TARGET.islandJs);
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
