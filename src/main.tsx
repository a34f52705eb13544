import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { afterHydration, beginProgressiveHydration } from './renderer/progressiveHydration';
import { createRoutes } from './app/routes';
import { yieldToMain } from './app/yieldToMain';
import { whenIdle } from './hooks/whenIdle';
import { registerServerStyles } from './theme/serverStyles';

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
  await yieldToMain(); // the app's modules have just been evaluated
  const routes = createRoutes();
  const container = document.getElementById('root')!;
  const isPrerendered = container.firstElementChild !== null;
  // Before anything renders: the prerendered CSS's class names, so hydration generates and injects no CSS.
  const adoptServerStyles = isPrerendered ? registerServerStyles() : null;
  if (isPrerendered) await resolveMatchedLazyRoutes(routes);
  // Only pages rendered from scratch (the development server) lack the prerendered head's global CSS.
  else (await import('./theme/globalCss')).addGlobalCss(document);
  await yieldToMain();
  // The prerendered page carries the router's data in a JSON block (an inline script would need its own hash in the
  // Content-Security-Policy); the router reads it from window.__staticRouterHydrationData.
  const routerData = document.getElementById('router-data');
  if (routerData) Object.assign(window, { __staticRouterHydrationData: JSON.parse(routerData.textContent ?? 'null') });
  const router = createBrowserRouter(routes);
  await yieldToMain();
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The header's menus work without script; the enhancer adds hover intent, arrow keys and aria-expanded once React
  // has hydrated the header (a hydration that fell back to rendering afresh would have replaced its elements). It is
  // its own small chunk, fetched then: nothing in the first render needs it.
  afterHydration(() => void import('./layout/headerEnhancer').then(({ enhanceHeader }) => enhanceHeader()));
  // Hydrating inside a transition lets React yield to the browser between components instead of holding the main
  // thread for the whole page: the page stays responsive to input while it becomes interactive.
  if (isPrerendered) {
    beginProgressiveHydration();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
  // Moving the styles restyles the whole document: only once every block has hydrated, when the page is idle.
  if (adoptServerStyles) afterHydration(() => whenIdle(adoptServerStyles));
}

void start();
