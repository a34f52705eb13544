// What each prerendered route makes the browser download before and at its first render, measured from dist/:
// used by the byte-budget tests (tests/site/browser/budgets.test.ts) and by `npm run bench`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/** Every prerendered page of dist/: `{ path, file }`, 404.html as path `null`. */
export function prerenderedPages(dist) {
  const pages = [];
  const walk = (dir) => {
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
export function routeBytes(dist, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const gz = new Map();
  const gzSize = (url) => {
    if (!gz.has(url)) gz.set(url, gzipSync(readFileSync(join(dist, url.replace(/^\//, '').split('?')[0]))).length);
    return gz.get(url);
  };
  const rawSize = (url) => statSync(join(dist, decodeURI(url.replace(/^\//, '').split('?')[0]))).size;

  // JS: the entry script, the modulepreloaded chunks, and everything they import statically.
  const js = new Set();
  const addJs = (file) => {
    if (js.has(file)) return;
    js.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) if (manifest[imported]) addJs(manifest[imported].file);
  };
  // The page's starter names them in data attributes (scripts/lib/pageHtml.mjs); a plain module script counts the same.
  const starters = tags(html, 'script').filter((tag) => attr(tag, 'data-modules'));
  const scripts = [
    ...starters.flatMap((tag) => [...attr(tag, 'data-modules').split(' '), ...(attr(tag, 'data-preload') ?? '').split(' ')]),
    ...tags(html, 'script').filter((tag) => attr(tag, 'type') === 'module').map((tag) => attr(tag, 'src')),
    ...tags(html, 'link').filter((tag) => attr(tag, 'rel') === 'modulepreload').map((tag) => attr(tag, 'href')),
  ];
  for (const src of scripts) if (src) addJs(src.replace(/^\//, ''));
  // Inline scripts that run (not JSON data, not speculation rules) are JavaScript the page carries too.
  const inlineJs = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype=")[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]).join('');

  // CSS: linked stylesheets (gzipped) and the inline <style> blocks (styled-components' critical CSS).
  const cssFiles = tags(html, 'link').filter((tag) => attr(tag, 'rel') === 'stylesheet').map((tag) => attr(tag, 'href'));
  const inlineCss = (html.match(/<style[^>]*>[\s\S]*?<\/style>/gi) ?? []).join('');

  // Images needed for the first render: every <img> not marked loading="lazy" (its largest srcset candidate when it
  // has one), <source> sets of those pictures, video posters, and images preloaded in the head. Not the deferred video.
  const images = new Set();
  const largest = (srcset) => srcset.split(',').map((part) => part.trim().split(/\s+/)[0]).filter(Boolean).at(-1);
  for (const tag of tags(html, 'img')) {
    if (attr(tag, 'loading') === 'lazy') continue;
    const src = attr(tag, 'srcset') ? largest(attr(tag, 'srcset')) : attr(tag, 'src');
    if (src && src.startsWith('/')) images.add(src);
  }
  for (const tag of tags(html, 'video')) if (attr(tag, 'poster')?.startsWith('/')) images.add(attr(tag, 'poster'));
  for (const tag of tags(html, 'link')) if (attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'image' && attr(tag, 'href')?.startsWith('/')) images.add(attr(tag, 'href'));

  const sum = (values) => values.reduce((total, value) => total + value, 0);
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

export const kb = (bytes) => (bytes / 1024).toFixed(1);
