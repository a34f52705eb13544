import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createRoutes } from '../../src/app/routes';
import { loadSite } from '../../src/content/loadSite';

/** The real site's content as validated from pages.yaml and nav.yaml. */
export const site = () => loadSite(process.cwd()).content!;

/** Renders the real app (routes from pages.yaml, layout from nav.yaml) at `path`, in memory. */
export function renderApp(path: string, routes: RouteObject[] = createRoutes()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { router, ...render(<AppProviders><RouterProvider router={router} /></AppProviders>) };
}
