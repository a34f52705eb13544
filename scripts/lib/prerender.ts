import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BlockError, RenderedPage } from '../../src/entry-server';
import { formatBlockRenderErrors } from '../../src/content/renderProblems';
import { documentTitle } from '../../src/renderer/documentTitle';
import { escape } from './headTags';
import { islandStyles, pageScript, type Manifest } from './manifest';
import { fillTemplate, globalStyle, iconType, pageDocument, pageInlineScripts, type ServerEntry } from './pageHtml';

/** The statuses the static server answers with the error screen (see src/server/staticServer.ts). */
export const ERROR_PAGES = [
  { status: 400, statusText: 'Bad Request' },
  { status: 405, statusText: 'Method Not Allowed' },
];

function write(dist: string, file: string, text: string) {
  const out = join(dist, file);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  return out;
}

/**
 * Renders every route of the built site to `dist/<path>/index.html`, the not-found page to `dist/404.html`, the error
 * screens to `dist/_error/<status>.html`, and writes sitemap.xml, robots.txt and manifest.webmanifest. Returns how many
 * documents it wrote and the text of every inline script they may run (for the Content-Security-Policy).
 */
export async function prerender({
  dist,
  serverEntry,
  template: templateFile = 'index.html',
  onPage = () => {},
}: {
  dist: string;
  serverEntry: string;
  template?: string;
  /** Called with each route's finished page as soon as it is written (the build starts compressing it). */
  onPage?: (file: string) => void;
}): Promise<{ pages: number; inlineScripts: string[] }> {
  const server = (await import(pathToFileURL(resolve(serverEntry)).href)) as ServerEntry;
  const template = readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Which module each block view's island loads (src/blocks/islandModulesPlugin.ts writes it beside the manifest).
  const islandModules = JSON.parse(readFileSync(join(dist, '.vite/islands.json'), 'utf8')) as Record<string, string>;
  const targets = [...server.paths.map((path) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html` })), { path: '/404-not-found', file: '404.html' }];
  const blockErrors: (BlockError & Pick<RenderedPage, 'source'>)[] = [];
  const absolute = (file: string) => `/${file}`;

  for (const { path, file } of targets) {
    const rendered = await server.render(path);
    for (const error of rendered.blockErrors) blockErrors.push({ source: rendered.source, ...error });
    const { modules, preload, fallback, hydrate, scripts } = pageScript(manifest, rendered.islands.length > 0);
    const script = { modules: modules.map(absolute), preload: preload.map(absolute), fallback: absolute(fallback), hydrate: hydrate?.map(absolute), scripts: scripts?.map(absolute) };
    const styles = islandStyles(manifest, islandModules, rendered.islands.filter((island) => island.kind === 'react').map((island) => island.view)).map(absolute);
    const written = write(dist, file, pageDocument({ template, server, rendered, path: file === '404.html' ? null : path, script, styles }));
    // 404.html is finished later: the host files add the redirect script to it.
    if (file !== '404.html') onPage(written);
  }

  // A page without one of its blocks must not ship: stop with each block's place in pages.yaml and its error.
  if (blockErrors.length) throw blockRenderError(blockErrors);

  // Error screens: the site's frame and the message, with no script at all.
  for (const { status, statusText } of ERROR_PAGES) {
    const rendered = await server.renderError(status, statusText);
    const title = documentTitle(server.site.titleTemplate, `${status} ${statusText}`);
    const head = [`<title>${escape(title)}</title>`, '<meta name="robots" content="noindex">', `<meta name="theme-color" content="${escape(server.browserColors.theme)}">`, globalStyle(server.globalCss), rendered.styleTags].join('\n    ');
    write(dist, `_error/${status}.html`, fillTemplate(template, { lang: server.site.language, favicon: server.site.favicon, head, app: rendered.html }));
  }

  writeSeoFiles(dist, server.site, server.paths, server.browserColors);
  return { pages: targets.length, inlineScripts: pageInlineScripts(server) };
}

/** An error whose message is the located list of blocks that failed (printed by the build without a stack trace). */
function blockRenderError(errors: Parameters<typeof formatBlockRenderErrors>[1]): Error {
  const error = new Error(formatBlockRenderErrors(process.cwd(), errors));
  error.name = 'ContentError';
  return error;
}

/** sitemap.xml with every route, robots.txt pointing to it, and the web manifest. */
function writeSeoFiles(dist: string, site: ServerEntry['site'], paths: string[], browserColors: ServerEntry['browserColors']) {
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
    // nav.yaml's favicon, then its app icon (the larger picture a home screen shows).
    icons: [...new Set([site.favicon, site.appIcon ?? site.favicon])].map((src) => ({ src, sizes: 'any', type: iconType(src), purpose: 'any' })),
  };
  write(dist, 'manifest.webmanifest', `${JSON.stringify(webManifest, null, 2)}\n`);
}
