// Server entry used at build time to prerender every route to static HTML.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { nav, notFound, routes as pageEntries } from 'virtual:wastely/site';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';
import { documentTitle } from './renderer/PageView';
import type { PageData } from './renderer/pageData';

export type RenderedPage = {
  status: number;
  html: string;
  styleTags: string;
  page: PageData;
  blockTypes: string[];
  pageModule: string;
};

export const site = nav.site;
export const paths = pageEntries.map((entry) => entry.path);

const routes = createRoutes();
const handler = createStaticHandler(routes);

async function pageAt(url: URL) {
  const entry = pageEntries.find((candidate) => candidate.path.toLowerCase() === url.pathname.toLowerCase()) ?? notFound;
  return { page: (await entry.load()).default, blockTypes: entry.blockTypes, pageModule: entry.module };
}

/** Renders one URL to HTML with its styled-components CSS. */
export async function render(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, site.url));
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <StyleSheetManager sheet={sheet.instance}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} />
        </AppProviders>
      </StyleSheetManager>,
    );
    const { page, blockTypes, pageModule } = await pageAt(new URL(url, site.url));
    return { status: context.statusCode, html, styleTags: sheet.getStyleTags(), page, blockTypes, pageModule };
  } finally {
    sheet.seal();
  }
}

export { documentTitle };
