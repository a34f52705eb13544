// Byte budgets of the built site (issue 5): deterministic, measured from dist/ (built by this project's globalSetup).
// Per route: the initial gzipped JS (the scripts the page's loader adds: entry, shared app chunk, the route's block
// chunks and their imports), the CSS it links, and for the home page the images of the first render (everything but the deferred video).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kb, prerenderedPages, routeBytes, type RouteBytes } from '../../scripts/lib/routeBytes.mjs';
import { loadSite } from '../../src/content/loadSite';

const KB = 1024;
/** The targets. */
const TARGET = { textOnlyJs: 125 * KB, anyRouteJs: 175 * KB, routeCssGz: 15 * KB, homeMedia: 400 * KB };
/** Blocks that bring their own libraries or behaviour (Swiper, the form stack, maps, video, rotation). */
const INTERACTIVE = new Set(['carousel', 'contact-form', 'map', 'video', 'value-rotator']);

const dist = resolve('dist');
const content = loadSite(process.cwd()).content!;
const blockTypes = new Map<string | null, string[]>([
  ...content.pages.pages.map((page) => [page.path.toLowerCase(), page.blocks.map((block) => block.type)] as [string, string[]]),
  [null, content.pages.notFound.blocks.map((block) => block.type)],
]);
const routes = prerenderedPages(dist).map(({ path, file }) => {
  const types = blockTypes.get(path === null ? null : path.toLowerCase()) ?? [];
  return { path: path ?? '(404.html)', textOnly: !types.some((type) => INTERACTIVE.has(type)), bytes: routeBytes(dist, file) };
});
const textOnly = routes.filter((route) => route.textOnly);
const maxJs = (list: typeof routes) => Math.max(...list.map((route) => route.bytes.jsGzip));

function table(rows: { path: string; textOnly: boolean; bytes: RouteBytes }[]) {
  const lines = rows.map(({ path, textOnly, bytes }) =>
    [path.padEnd(50), textOnly ? 'text' : 'inter', kb(bytes.jsGzip).padStart(7), String(bytes.jsFiles.length).padStart(4), kb(bytes.cssGzip).padStart(7), String(bytes.cssFiles.length).padStart(4), kb(bytes.inlineCssGzip).padStart(7), kb(bytes.imageBytes).padStart(8)].join(' '),
  );
  return [['route'.padEnd(50), 'kind ', 'JS gz'.padStart(7), 'jsN'.padStart(4), 'CSS gz'.padStart(7), 'csN'.padStart(4), 'inl gz'.padStart(7), 'img KB'.padStart(8)].join(' '), ...lines].join('\n');
}

describe('byte budgets (KB = 1024 bytes, gzip level 6)', () => {
  it('measures every prerendered route', () => {
    expect(routes.length).toBe(content.pages.pages.length + 1);
    console.log(`\n${table(routes)}\n`);
    for (const route of routes) expect(route.bytes.jsFiles.length, route.path).toBeGreaterThan(1);
  });

  it(`text-only routes load at most ${TARGET.textOnlyJs / KB} KB of JS`, () => {
    expect(textOnly.length).toBeGreaterThan(10);
    expect(maxJs(textOnly)).toBeLessThanOrEqual(TARGET.textOnlyJs);
  });

  it(`no route loads more than ${TARGET.anyRouteJs / KB} KB of JS`, () => {
    expect(maxJs(routes)).toBeLessThanOrEqual(TARGET.anyRouteJs);
  });

  it(`every route's CSS is inlined or under ${TARGET.routeCssGz / KB} KB gz`, () => {
    for (const route of routes) expect(route.bytes.cssGzip, route.path).toBeLessThan(TARGET.routeCssGz);
  });

  it('loads no JS chunk of an interactive library on a text-only route', () => {
    for (const route of textOnly) expect(route.bytes.jsFiles.filter((file) => /Carousel|ContactForm|MapEmbed|VideoBlock|ValueRotator/.test(file)), route.path).toEqual([]);
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
    expect(about.bytes.jsFiles.some((file) => file.includes('Carousel'))).toBe(true);
    expect(about.bytes.cssFiles).toEqual([]);
    expect(htmlOf('/about')).toMatch(swiperRule);
    expect(htmlOf('/contact')).not.toMatch(swiperRule);
  });

  it('keeps on-demand code out of the first load: tilt, the hero video player and the header enhancer', () => {
    for (const route of routes) expect(route.bytes.jsFiles.filter((file) => /TiltEffect|headerEnhancer|HeroVideoPlayer|react-parallax-tilt/.test(file)), route.path).toEqual([]);
    const assets = readdirSync(join(dist, 'assets'));
    expect(assets.some((file) => /^TiltEffect-.*\.js$/.test(file))).toBe(true);
    expect(assets.some((file) => /^headerEnhancer-.*\.js$/.test(file))).toBe(true);
  });
});
