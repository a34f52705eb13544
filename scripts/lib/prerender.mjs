import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deferScripts } from './deferredScripts.mjs';
import { escape, headTags } from './headTags.mjs';
import { moveHydrationData } from './hydrationData.mjs';
import { chunksFor, stylesFor } from './manifest.mjs';

/** The statuses the static server answers with the error screen (see src/server/staticServer.ts). */
export const ERROR_PAGES = [
  { status: 400, statusText: 'Bad Request' },
  { status: 405, statusText: 'Method Not Allowed' },
];

/**
 * The web fonts of the page's @font-face rules, fetched from the start instead of after the first style pass, so
 * text is first painted in its own font rather than swapped (and shifted) a moment later.
 */
const fontPreloads = (css) =>
  [...new Set([...css.matchAll(/url\((\/[^)]+\.woff2)\)/g)].map((match) => match[1]))].map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`);

const globalStyle = (css) => `<style id="global-css">${css}</style>`;

// Replacer functions, never replacement strings: the page's HTML is content, and `$&`, `$'` or `` $` `` in a text
// would otherwise be read as patterns and copy parts of the template into the page.
const fill = (template, { lang, head, app }) =>
  template
    .replace(/<meta name="description" content="" \/>\s*<title><\/title>/, '')
    .replace('<html lang="en">', () => `<html lang="${escape(lang)}">`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => app);

function write(dist, file, text) {
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
}

/**
 * Renders every route of the built site to `dist/<path>/index.html`, the not-found page to `dist/404.html`, the error
 * screens to `dist/_error/<status>.html`, and writes sitemap.xml, robots.txt and manifest.webmanifest.
 */
export async function prerender({ dist, serverEntry }) {
  const server = await import(pathToFileURL(resolve(serverEntry)).href);
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const targets = [...server.paths.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })), { path: '/404-not-found', file: '404.html' }];
  const lang = server.site.language;
  const blockErrors = [];

  for (const { path, file } of targets) {
    const rendered = await server.render(path);
    for (const error of rendered.blockErrors) blockErrors.push({ source: rendered.source, ...error });
    const preloads = chunksFor(manifest, rendered.blockTypes).map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
    const styles = stylesFor(manifest, rendered.blockTypes).map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`);
    const { app, dataTag } = moveHydrationData(rendered.html);
    const head = [headTags({ site: server.site, page: rendered.page, path: file === '404.html' ? null : path, documentTitle: server.documentTitle, themeColor: server.browserColors.theme }), ...fontPreloads(server.globalCss), ...preloads, ...styles, globalStyle(server.globalCss), rendered.styleTags, dataTag].join('\n    ');
    write(dist, file, deferScripts(fill(template, { lang, head, app })));
  }

  // A page without one of its blocks must not ship: stop with each block's place in pages.yaml and its error.
  if (blockErrors.length) throw await blockRenderError(blockErrors);

  // Error screens: static (no client script, so nothing re-renders them as the page at the requested URL).
  for (const { status, statusText } of ERROR_PAGES) {
    const rendered = await server.renderError(status, statusText);
    const title = server.documentTitle(server.site.titleTemplate, `${status} ${statusText}`);
    const head = [`<title>${escape(title)}</title>`, '<meta name="robots" content="noindex">', `<meta name="theme-color" content="${escape(server.browserColors.theme)}">`, globalStyle(server.globalCss), rendered.styleTags].join('\n    ');
    const html = fill(template, { lang, head, app: rendered.html.replace(/<script>window\.__staticRouterHydrationData[\s\S]*?<\/script>/, '') })
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
    write(dist, `_error/${status}.html`, html);
  }

  writeSeoFiles(dist, server.site, server.paths, server.browserColors);
  return targets.length;
}

/** An error whose message is the located list of blocks that failed (printed by the build without a stack trace). */
async function blockRenderError(errors) {
  const { runTs } = await import('./runTs.mjs');
  const { formatBlockRenderErrors } = await runTs('src/content/renderProblems.ts');
  const error = new Error(formatBlockRenderErrors(process.cwd(), errors));
  error.name = 'ContentError';
  return error;
}

/** sitemap.xml with every route, robots.txt pointing to it, and the web manifest. */
function writeSeoFiles(dist, site, paths, browserColors) {
  const urls = paths.map((path) => `  <url><loc>${escape(new URL(path, site.url).href)}</loc></url>`);
  write(dist, 'sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  write(dist, 'robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.url).href}\n`);
  const webManifest = {
    name: site.name,
    short_name: site.name,
    description: site.tagline,
    lang: site.language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: browserColors.background,
    theme_color: browserColors.theme,
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/images/logo-mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  write(dist, 'manifest.webmanifest', `${JSON.stringify(webManifest, null, 2)}\n`);
}
