import type { RouteObject } from 'react-router-dom';
import { nav, notFound, routes } from 'virtual:wastely/site';
import { ErrorScreen } from '../layout/ErrorScreen';
import { SiteLayout } from '../layout/SiteLayout';
import { loadBlocks } from '../renderer/loadBlocks';
import type { RouteEntry } from '../renderer/pageData';
import { PageView } from '../renderer/PageView';

/** A route whose page content and block components load together, before the route renders. */
export function lazyPage(entry: Omit<RouteEntry, 'path'>, titleTemplate: string): RouteObject['lazy'] {
  return async () => {
    const [{ default: page }] = await Promise.all([entry.load(), loadBlocks(entry.blockTypes)]);
    return { Component: () => <PageView page={page} titleTemplate={titleTemplate} /> };
  };
}

/** The route tree, generated from pages.yaml: one lazy route per page under the site layout. */
export function createRoutes(children: RouteObject[] = pageRoutes()): RouteObject[] {
  return [{ id: 'root', path: '/', Component: SiteLayout, ErrorBoundary: ErrorScreen, children }];
}

export function pageRoutes(): RouteObject[] {
  const template = nav.site.titleTemplate;
  return [
    ...routes.map((entry): RouteObject =>
      entry.path === '/' ? { index: true, lazy: lazyPage(entry, template) } : { path: entry.path, lazy: lazyPage(entry, template) },
    ),
    { id: 'not-found', path: '*', lazy: lazyPage(notFound, template) },
  ];
}
