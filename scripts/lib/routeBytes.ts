// What each prerendered route makes the browser download before and at its first render, measured from dist/:
// used by the byte-budget tests (tests/site/browser/budgets.test.ts) and by `npm run bench`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest, ManifestChunk } from './manifest';

/** What one page makes the browser download (gzipped sizes in bytes; images as they are). */
export type RouteBytes = {
  jsFiles: string[];
  jsGzip: number;
  inlineJsGzip: number;
  cssFiles: string[];
  cssGzip: number;
  inlineCssGzip: number;
  images: string[];
  imageBytes: number;
  htmlGzip: number;
};

const attr = (tag: string, name: string): string | undefined => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/** Every prerendered page of dist/: `{ path, file }`, 404.html as path `null`. */
export function prerenderedPages(dist: string): { path: string | null; file: string }[] {
  const pages: { path: string | null; file: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || ['assets', '_error', '.vite', 'images', 'media'].includes(entry.name)) continue;
      const full = join(dir, entry.name);
      if (existsSync(join(full, 'index.html'))) pages.push({ path: `/${relative(dist, full).split(sep).join('/')}`, file: join(full, 'index.html') });
      walk(full);
    }
  };
  pages.push({ path: '/', file: join(dist, 'index.html') });
  walk(dist);
  if (existsSync(join(dist, '404.html'))) pages.push({ path: null, file: join(dist, '404.html') });
  return pages;
}

/** Bytes of one page: JS (its module script, preloads, their static imports and inline scripts), CSS, first-render images. */
export function routeBytes(dist: string, htmlFile: string): RouteBytes {
  const html = readFileSync(htmlFile, 'utf8');
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const byFile = new Map<string, ManifestChunk>(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const gz = new Map<string, number>();
  const pathOf = (url: string) => url.replace(/^\//, '').split('?')[0]!;
  const gzSize = (url: string): number => {
    if (!gz.has(url)) gz.set(url, gzipSync(readFileSync(join(dist, pathOf(url)))).length);
    return gz.get(url)!;
  };
  const rawSize = (url: string) => statSync(join(dist, decodeURI(pathOf(url)))).size;

  // JS: the entry script, the modulepreloaded chunks, and everything they import statically.
  const js = new Set<string>();
  const addJs = (file: string): void => {
    if (js.has(file)) return;
    js.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      const chunk = manifest[imported];
      if (chunk) addJs(chunk.file);
    }
  };
  // The page's starter names them in data attributes (scripts/lib/pageHtml.ts); a plain module script counts the same.
  const starters = tags(html, 'script').filter((tag) => attr(tag, 'data-modules'));
  const scripts = [
    ...starters.flatMap((tag) => [...(attr(tag, 'data-modules') ?? '').split(' '), ...(attr(tag, 'data-preload') ?? '').split(' ')]),
    ...tags(html, 'script').filter((tag) => attr(tag, 'type') === 'module').map((tag) => attr(tag, 'src')),
    ...tags(html, 'link').filter((tag) => attr(tag, 'rel') === 'modulepreload').map((tag) => attr(tag, 'href')),
  ];
  for (const src of scripts) if (src) addJs(src.replace(/^\//, ''));
  // Inline scripts that run (not JSON data, not speculation rules) are JavaScript the page carries too.
  const inlineJs = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype=")[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join('');

  // CSS: linked stylesheets (gzipped) and the inline <style> blocks (styled-components' critical CSS).
  const cssFiles = tags(html, 'link').flatMap((tag) => (attr(tag, 'rel') === 'stylesheet' ? [attr(tag, 'href') ?? ''] : []));
  const inlineCss = (html.match(/<style[^>]*>[\s\S]*?<\/style>/gi) ?? []).join('');

  // Images needed for the first render: every <img> not marked loading="lazy" (its largest srcset candidate when it
  // has one), <source> sets of those pictures, video posters, and images preloaded in the head. Not the deferred video.
  const images = new Set<string>();
  const largest = (srcset: string) => srcset.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean).at(-1);
  for (const tag of tags(html, 'img')) {
    if (attr(tag, 'loading') === 'lazy') continue;
    const srcset = attr(tag, 'srcset');
    const src = srcset ? largest(srcset) : attr(tag, 'src');
    if (src && src.startsWith('/')) images.add(src);
  }
  for (const tag of tags(html, 'video')) {
    const poster = attr(tag, 'poster');
    if (poster?.startsWith('/')) images.add(poster);
  }
  for (const tag of tags(html, 'link')) {
    const href = attr(tag, 'href');
    if (attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'image' && href?.startsWith('/')) images.add(href);
  }

  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    jsFiles: [...js],
    jsGzip: sum([...js].map((file) => gzSize(file))) + (inlineJs ? gzipSync(inlineJs).length : 0),
    inlineJsGzip: inlineJs ? gzipSync(inlineJs).length : 0,
    cssFiles,
    cssGzip: sum(cssFiles.map((href) => gzSize(href))),
    inlineCssGzip: inlineCss ? gzipSync(inlineCss).length : 0,
    images: [...images],
    imageBytes: sum([...images].map((src) => rawSize(src))),
    htmlGzip: gzipSync(html).length,
  };
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
