// `npm run dev`: every page request is rendered the way the build renders it (server-rendered HTML with islands,
// scripts/lib/pageHtml.ts), from the current content, with Vite's client and instant reload added.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { BROWSER_ENTRIES } from '../../scripts/lib/browserEntries';
import { pageDocument, type ServerEntry } from '../../scripts/lib/pageHtml';

const SERVER_ENTRY = '/src/entry-server.tsx';
/** A browser entry as the development server serves it: its source path, from the root. */
const served = (entry: keyof typeof BROWSER_ENTRIES) => `/${BROWSER_ENTRIES[entry]}`;

/** A request for a page: a GET for a path without a file extension, from a browser that accepts HTML. */
const isPageRequest = (request: Connect.IncomingMessage) =>
  request.method === 'GET' && !/\.[a-z0-9]+$/i.test(new URL(request.url ?? '/', 'http://dev').pathname) && (request.headers.accept ?? '').includes('text/html');

async function renderPage(server: ViteDevServer, url: string) {
  const template = readFileSync(join(server.config.root, 'index.html'), 'utf8');
  try {
    const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
    const rendered = await entry.render(url);
    const script = {
      modules: rendered.islands.length ? [served('everyPage'), served('islandPage')] : [served('everyPage')],
      preload: [],
      fallback: served('phoneMenuFallback'),
      hydrate: [served('hydrateIsland')],
      scripts: [served('runIslandScript')],
    };
    const isNotFound = rendered.source[0] === 'notFound';
    const path = isNotFound ? null : new URL(url, 'http://dev').pathname;
    return { status: isNotFound ? 404 : rendered.status, html: await server.transformIndexHtml(url, pageDocument({ template, server: entry, rendered, path, script })) };
  } catch (error) {
    // Content with problems and no good version yet: the page is the author error page alone (added by the content
    // plugin's scripts); anything else is a bug, shown in Vite's overlay with its stack.
    server.ssrFixStacktrace(error as Error);
    if (!String((error as Error).message).startsWith('Content problems')) server.config.logger.error(String((error as Error).stack ?? error));
    return { status: 500, html: await server.transformIndexHtml(url, template.replace('<!--head-->', '').replace('<!--app-->', '')) };
  }
}

export function devPages(): Plugin {
  return {
    name: 'site-dev-pages',
    apply: 'serve',
    configureServer(server) {
      // After Vite's own middlewares (modules, public files): what is left and asks for a page is a page.
      return () => {
        server.middlewares.use((request, response, next) => {
          if (!isPageRequest(request)) return next();
          renderPage(server, request.originalUrl ?? request.url ?? '/').then(({ status, html }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          }, next);
        });
      };
    },
  };
}
