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

const pageRouteOf = (entry: RouteEntry): RouteObject => (entry.path === '/' ? { index: true, ...pageRoute(entry) } : { path: entry.path, ...pageRoute(entry) });
const notFoundRoute = (): RouteObject => ({ id: 'not-found', path: '*', ...pageRoute(notFound) });

function pageRoutes(): RouteObject[] {
  return [...routes.map(pageRouteOf), notFoundRoute()];
}

/** How the router compares a page's path with an address: letter case and trailing slashes aside. */
const routeKey = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
let entriesByKey: Map<string, RouteEntry> | undefined;

/**
 * The route table for rendering the page at `pathname`: the site layout with that page alone (and the not-found
 * page), which renders it exactly as the whole table does, since every page's path is a fixed one. The router matches
 * an address by going over every route, and does so several times a render: against the whole table, a site of 1,000
 * pages spent more time there than in rendering. Undefined when `pathname` is no page's path.
 */
export function createRoutesFor(pathname: string): RouteObject[] | undefined {
  // The first page of a path wins, as in the router (validation refuses two pages whose paths differ by case alone).
  entriesByKey ??= new Map([...routes].reverse().map((entry) => [routeKey(entry.path), entry]));
  const entry = entriesByKey.get(routeKey(pathname));
  return entry && createRoutes([pageRouteOf(entry), notFoundRoute()]);
}
