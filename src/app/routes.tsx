import { useLoaderData, type RouteObject } from 'react-router-dom';
import { notFound, routes } from 'virtual:site/site';
import { ErrorScreen } from '../layout/ErrorScreen';
import { SiteLayout } from '../layout/SiteLayout';
import { loadBlocks } from '../renderer/loadBlocks';
import type { PageData, RouteEntry } from '../renderer/pageData';
import { PageView } from '../renderer/PageView';

function PageRoute() {
  return <PageView page={useLoaderData() as PageData} />;
}

/** A page route: its content and its blocks' components both load before the route renders. */
function pageRoute(entry: Omit<RouteEntry, 'path'>): Pick<RouteObject, 'loader' | 'Component'> {
  return {
    loader: async () => {
      const [page] = await Promise.all([entry.load(), loadBlocks(entry.blockTypes)]);
      return page.default;
    },
    Component: PageRoute,
  };
}

/**
 * The route table, generated from pages.yaml: one page route per page under the site layout, and the not-found page.
 * It runs on the server only (at build time and in the development server): visitors get the rendered HTML.
 */
export function createRoutes(children: RouteObject[] = pageRoutes()): RouteObject[] {
  return [{ id: 'root', path: '/', Component: SiteLayout, ErrorBoundary: ErrorScreen, children }];
}

function pageRoutes(): RouteObject[] {
  return [
    ...routes.map((entry): RouteObject => (entry.path === '/' ? { index: true, ...pageRoute(entry) } : { path: entry.path, ...pageRoute(entry) })),
    { id: 'not-found', path: '*', ...pageRoute(notFound) },
  ];
}
