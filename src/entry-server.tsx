// Server entry used at build time to prerender every route to static HTML.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { nav, notFound, routes as pageEntries } from 'virtual:wastely/site';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';
import { documentTitle } from './renderer/PageView';
import { globalCss } from './theme/globalCss';
import { serverStyleTag } from './theme/serverStyles';
import { colors, components } from './theme/tokens';
import type { PageData } from './renderer/pageData';

export type RenderedPage = {
  status: number;
  html: string;
  styleTags: string;
  page: PageData;
  blockTypes: string[];
};

export const site = nav.site;
/** The document-wide CSS, written into every page's head. */
export { globalCss };
export const paths = pageEntries.map((entry) => entry.path);
/** The browser's UI colour (theme-color) is the header's deep blue; the web manifest's background, the page's. */
export const browserColors = { theme: components.headerBg, background: colors.surface };

const routes = createRoutes();
const handler = createStaticHandler(routes);

async function pageAt(url: URL) {
  const entry = pageEntries.find((candidate) => candidate.path.toLowerCase() === url.pathname.toLowerCase()) ?? notFound;
  return { page: (await entry.load()).default, blockTypes: entry.blockTypes };
}

/** Renders one URL to HTML with its styled-components CSS. */
export async function render(url: string): Promise<RenderedPage> {
  const rendered = await renderWith(handler, url);
  const { page, blockTypes } = await pageAt(new URL(url, site.url));
  return { ...rendered, page, blockTypes };
}

/**
 * Renders the site's error screen for an HTTP status (e.g. 405 Method Not Allowed): a route whose loader throws that
 * status, caught by the root ErrorBoundary exactly as a failing route would be in the browser.
 */
export async function renderError(status: number, statusText: string): Promise<{ status: number; html: string; styleTags: string }> {
  const errorHandler = createStaticHandler(
    createRoutes([
      {
        id: 'error',
        path: '*',
        Component: () => null,
        loader: () => {
          throw new Response(null, { status, statusText });
        },
      },
    ]),
  );
  return renderWith(errorHandler, '/_error');
}

async function renderWith(staticHandler: ReturnType<typeof createStaticHandler>, url: string) {
  const request = new Request(new URL(url, site.url));
  const context = await staticHandler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </StyleSheetManager>,
    );
    return { status: context.statusCode, html, styleTags: serverStyleTag(sheet.instance.toString()) };
  } finally {
    sheet.seal();
  }
}

export { documentTitle };
