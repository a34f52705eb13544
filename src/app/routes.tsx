import { useLoaderData, type RouteObject } from 'react-router-dom';
import { nav, notFound, routes } from 'virtual:wastely/site';
import { ErrorScreen } from '../layout/ErrorScreen';
import { SiteLayout } from '../layout/SiteLayout';
import { loadBlocks } from '../renderer/loadBlocks';
import type { PageData, RouteEntry } from '../renderer/pageData';
import { PageView } from '../renderer/PageView';

function PageRoute() {
  const page = useLoaderData() as PageData;
  return <PageView page={page} titleTemplate={nav.site.titleTemplate} />;
}

/**
 * A page route: its content arrives as loader data (prerendered pages carry it in their hydration data, so the browser
 * fetches no content chunk to hydrate) and its block components load lazily; both resolve before the route renders.
 */
function pageRoute(entry: Omit<RouteEntry, 'path'>): Pick<RouteObject, 'loader' | 'lazy'> {
  return {
    loader: async () => (await entry.load()).default,
    lazy: async () => {
      await loadBlocks(entry.blockTypes);
      return { Component: PageRoute };
    },
  };
}

/** The route tree, generated from pages.yaml: one page route per page under the site layout. */
export function createRoutes(children: RouteObject[] = pageRoutes()): RouteObject[] {
  return [{ id: 'root', path: '/', Component: SiteLayout, ErrorBoundary: ErrorScreen, children }];
}

function pageRoutes(): RouteObject[] {
  return [
    ...routes.map((entry): RouteObject => (entry.path === '/' ? { index: true, ...pageRoute(entry) } : { path: entry.path, ...pageRoute(entry) })),
    { id: 'not-found', path: '*', ...pageRoute(notFound) },
  ];
}
