import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createRoutes } from './app/routes';

/**
 * Resolves the lazy routes that match the current URL before the router starts, so the first client
 * render has the page and its block components ready and matches the prerendered HTML.
 */
async function resolveMatchedLazyRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start() {
  const routes = createRoutes();
  const container = document.getElementById('root')!;
  const isPrerendered = container.firstElementChild !== null;
  if (isPrerendered) await resolveMatchedLazyRoutes(routes);
  // Only pages rendered from scratch (the development server) lack the prerendered head's global CSS.
  else (await import('./theme/globalCss')).addGlobalCss(document);
  // The router reads the prerendered hydration data (window.__staticRouterHydrationData) itself.
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating inside a transition lets React yield to the browser between components instead of holding the main
  // thread for the whole page: the page stays responsive to input while it becomes interactive.
  if (isPrerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
