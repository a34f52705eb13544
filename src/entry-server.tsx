// Server entry: renders every route to static HTML at build time and every request in the development server. Static
// blocks become plain HTML; each interactive block (an island, see blocks/island.ts) is rendered as its own root,
// placed in the page, and described in the page's island data so the browser can hydrate it on its own.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { nav, notFound, routes as pageEntries, theme } from 'virtual:site/site';
import { AppProviders } from './app/AppProviders';
import { createRoutes, createRoutesFor } from './app/routes';
import { BlockFailureReporter, type BlockFailure } from './renderer/blockFailures';
import { IslandMarkup, type IslandMark } from './renderer/islandMarkup';
import { islandIdPrefix, IslandRoot } from './renderer/IslandRoot';
import { blockComponent, loadEveryBlockInOrder } from './renderer/loadBlocks';
import { pageIslands, type PageIsland } from './renderer/pageIslands';
import type { PageData } from './renderer/pageData';
import { pageScriptStarter } from './app/client/pageScriptStarter';
import { globalCss as documentCss } from './theme/globalCss';
import { serverStyleTag, withIslandMarkersOnly, withoutUnusedComponentIds } from './theme/serverStyles';

export type RenderedPage = {
  status: number;
  html: string;
  styleTags: string;
  page: PageData;
  /** The page's islands in block order (none when every block is static): the page writer names their modules. */
  islands: PageIsland[];
  /** Where the page is in pages.yaml: ['pages', N] or ['notFound']. */
  source: Array<string | number>;
  /** Blocks that threw while rendering (left out of `html`): the build stops with their location and message. */
  blockErrors: BlockError[];
};

export type BlockError = BlockFailure & { message: string };

// What the page writer (scripts/lib/prerender.ts, pageHtml.ts) reads of the content: only this bundle has it, from the
// content plugin's virtual modules.
export const site = nav.site;
/** The document-wide CSS, written into every page's head: the site's colours (nav.yaml), then the rules. */
export const globalCss = theme.css + documentCss;
/**
 * The inline starter is its function's own source text, so the page writer takes it as this bundle compiled it:
 * imported by a script through tsx, whose transform adds `__name(...)` calls to the function, the browser would run a
 * helper it does not have.
 */
export { pageScriptStarter };
export const paths = pageEntries.map((entry) => entry.path);
/** The browser's UI colour (theme-color) is the header's primary colour; the web manifest's background, the page's. */
export const browserColors = theme.browserColors;

const handler = createStaticHandler(createRoutes());
/** The handler for one address: its page's own route table when it is a page's path (see createRoutesFor). */
const handlerFor = (url: URL) => {
  const routes = createRoutesFor(url.pathname);
  return routes ? createStaticHandler(routes) : handler;
};

function sourceOf(url: URL): Array<string | number> {
  const index = pageEntries.findIndex((candidate) => candidate.path.toLowerCase() === url.pathname.toLowerCase());
  return index === -1 ? ['notFound'] : ['pages', index];
}

/** The page a route rendered: the loader data of the deepest match (none for the error screens). */
function pageOf(context: StaticHandlerContext): PageData | null {
  const match = context.matches.at(-1);
  const data = match ? (context.loaderData[match.route.id] as PageData | undefined) : undefined;
  return data && Array.isArray(data.blocks) ? data : null;
}

/** One React root rendered to HTML into the page's shared style sheet, with the blocks that failed inside it. */
function renderRoot(element: ReactElement, sheet: ServerStyleSheet, identifierPrefix?: string) {
  const failures: BlockFailure[] = [];
  const html = renderToString(
    <BlockFailureReporter.Provider value={(failure) => failures.push(failure)}>
      <StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>
    </BlockFailureReporter.Provider>,
    identifierPrefix ? { identifierPrefix } : undefined,
  );
  return { html, failures, element };
}

/**
 * Renders the page's React islands, each alone, and returns every island's mark for the page's render. The route's
 * loader has loaded the page's block components already.
 */
function renderIslands(islands: readonly PageIsland[], sheet: ServerStyleSheet) {
  const marks = new Map<number, IslandMark>();
  const roots: ReturnType<typeof renderRoot>[] = [];
  for (const island of islands) {
    if (island.kind === 'script') {
      marks.set(island.index, { when: island.when, media: island.media, script: true });
      continue;
    }
    const root = renderRoot(<IslandRoot Component={blockComponent(island.type)} labels={nav.site.labels} {...island.props} />, sheet, islandIdPrefix(island.index));
    roots.push(root);
    marks.set(island.index, { html: root.html, when: island.when, media: island.media });
  }
  return { marks, roots };
}

const everyBlockLoaded = loadEveryBlockInOrder();

/** Renders one URL to HTML with its styled-components CSS and its islands, and reports the blocks that failed. */
export async function render(url: string): Promise<RenderedPage> {
  await everyBlockLoaded;
  const request = new Request(new URL(url, site.url));
  const pageHandler = handlerFor(new URL(request.url));
  const context = await pageHandler.query(request);
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const page = pageOf(context);
  if (!page) throw new Error(`No page rendered for ${url}`);
  const sheet = new ServerStyleSheet();
  try {
    const islands = pageIslands(page);
    const rendered = renderIslands(islands, sheet);
    // The page is rendered with a placeholder for each React island, so that its own markup, never hydrated, can be
    // trimmed; the islands' markup goes in afterwards, as rendered.
    const placeholders = new Map([...rendered.marks].map(([index, mark]) => [index, 'html' in mark ? { ...mark, html: islandPlaceholder(index) } : mark]));
    const pageRoot = renderRoot(
      <IslandMarkup.Provider value={placeholders}>
        <RouterPage handler={pageHandler} context={context} />
      </IslandMarkup.Provider>,
      sheet,
    );
    const islandsHtml = rendered.roots.map((root) => root.html).join('');
    const css = withIslandMarkersOnly(sheet.instance.toString(), islandsHtml);
    let html = withoutUnusedComponentIds(pageRoot.html, css);
    for (const [index, mark] of rendered.marks) if ('html' in mark) html = html.replace(islandPlaceholder(index), () => mark.html);
    const roots = [pageRoot, ...rendered.roots];
    const blockErrors = (await Promise.all(roots.map((root) => failureMessages(root.element, root.failures)))).flat();
    return { status: context.statusCode, html, styleTags: serverStyleTag(css), page, islands, source: sourceOf(new URL(url, site.url)), blockErrors };
  } finally {
    sheet.seal();
  }
}

function RouterPage({ handler: staticHandler, context }: { handler: ReturnType<typeof createStaticHandler>; context: StaticHandlerContext }) {
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  // No hydration data: the router renders on the server only, and its inline data script would need a CSP hash.
  return (
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/**
 * The errors behind the blocks that failed: renderToString keeps them to itself, so the root is rendered once more
 * with the renderer that reports them (in tree order, the order of `failures`). That renderer also renders fallbacks
 * ahead of need, so only renderToString says which blocks failed.
 */
async function failureMessages(element: ReactElement, failures: BlockFailure[]): Promise<BlockError[]> {
  if (!failures.length) return [];
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

/** Stands for a React island's markup in the page's render: a comment unlike any React writes. */
const islandPlaceholder = (index: number) => `<!--island ${index}-->`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : error === undefined ? 'it did not finish rendering on the server' : String(error));

/**
 * Renders the site's error screen for an HTTP status (e.g. 405 Method Not Allowed): a route whose loader throws that
 * status, caught by the root ErrorBoundary exactly as a failing route would be.
 */
export async function renderError(status: number, statusText: string): Promise<{ status: number; html: string; styleTags: string }> {
  await everyBlockLoaded;
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
  const context = await errorHandler.query(new Request(new URL('/_error', site.url)));
  if (context instanceof Response) throw new Error('Unexpected redirect while rendering an error screen');
  const sheet = new ServerStyleSheet();
  try {
    const { html } = renderRoot(<RouterPage handler={errorHandler} context={context} />, sheet);
    const css = withIslandMarkersOnly(sheet.instance.toString(), '');
    return { status: context.statusCode, html: withoutUnusedComponentIds(html, css), styleTags: serverStyleTag(css) };
  } finally {
    sheet.seal();
  }
}
