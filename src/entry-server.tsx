// Server entry used at build time to prerender every route to static HTML.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { nav, notFound, routes as pageEntries } from 'virtual:wastely/site';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';
import { BlockFailureReporter, type BlockFailure } from './renderer/blockFailures';
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
  /** Where the page is in pages.yaml: ['pages', N] or ['notFound']. */
  source: Array<string | number>;
  /** Blocks that threw while rendering (left out of `html`): the build stops with their location and message. */
  blockErrors: BlockError[];
};

export type BlockError = BlockFailure & { message: string };

export const site = nav.site;
/** The document-wide CSS, written into every page's head. */
export { globalCss };
export const paths = pageEntries.map((entry) => entry.path);
/** The browser's UI colour (theme-color) is the header's deep blue; the web manifest's background, the page's. */
export const browserColors = { theme: components.headerBg, background: colors.surface };

const routes = createRoutes();
const handler = createStaticHandler(routes);

async function pageAt(url: URL) {
  const index = pageEntries.findIndex((candidate) => candidate.path.toLowerCase() === url.pathname.toLowerCase());
  const entry = pageEntries[index] ?? notFound;
  return { page: (await entry.load()).default, blockTypes: entry.blockTypes, source: index === -1 ? ['notFound'] : ['pages', index] };
}

/** Renders one URL to HTML with its styled-components CSS, and reports the blocks that failed to render. */
export async function render(url: string): Promise<RenderedPage> {
  const failures: BlockFailure[] = [];
  const rendered = await renderWith(handler, url, (failure) => failures.push(failure));
  const { page, blockTypes, source } = await pageAt(new URL(url, site.url));
  const blockErrors = failures.length ? await failureMessages(rendered.element, failures) : [];
  return { status: rendered.status, html: rendered.html, styleTags: rendered.styleTags, page, blockTypes, source, blockErrors };
}

/**
 * The errors behind the blocks that failed: renderToString keeps them to itself, so the page is rendered once more
 * with the renderer that reports them (in tree order, the order of `failures`). That renderer also renders fallbacks
 * ahead of need, so only renderToString says which blocks failed.
 */
async function failureMessages(element: ReactElement, failures: BlockFailure[]): Promise<BlockError[]> {
  const errors: unknown[] = [];
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(<StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>, { onError: (error) => void errors.push(error) });
    prelude.resume();
  } finally {
    sheet.seal();
  }
  const paired = errors.length === failures.length;
  return failures.map((failure, index) => ({ ...failure, message: paired ? messageOf(errors[index]) : errors.map(messageOf).join('; ') || messageOf(undefined) }));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : error === undefined ? 'it did not finish rendering on the server' : String(error));

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

async function renderWith(staticHandler: ReturnType<typeof createStaticHandler>, url: string, onBlockFailure?: (failure: BlockFailure) => void) {
  const request = new Request(new URL(url, site.url));
  const context = await staticHandler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const element = (
    <AppProviders>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>
  );
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      <BlockFailureReporter.Provider value={onBlockFailure ?? null}>
        <StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>
      </BlockFailureReporter.Provider>,
    );
    return { status: context.statusCode, html, styleTags: serverStyleTag(sheet.instance.toString()), element };
  } finally {
    sheet.seal();
  }
}

export { documentTitle };
