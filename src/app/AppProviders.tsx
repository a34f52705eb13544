import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { nav } from 'virtual:wastely/site';
import { SiteLabelsProvider } from '../shared/SiteLabels';
import { afterHydration, rootHydrated } from '../renderer/progressiveHydration';
import { theme } from '../theme/tokens';

/**
 * Marks the root once React has committed in the browser and every block waiting its turn has hydrated too, so tests
 * and tools can tell the whole page is interactive. Rendered on the server too (it renders nothing), so both trees
 * have the same shape and useId values match.
 */
function HydrationMarker() {
  useEffect(() => {
    afterHydration(() => document.getElementById('root')?.setAttribute('data-hydrated', ''));
    rootHydrated();
  }, []);
  return null;
}

/** Theme and interface words around the whole app (server and browser alike); the global CSS is in theme/globalCss.ts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteLabelsProvider labels={nav.site.labels}>
        {children}
        <HydrationMarker />
      </SiteLabelsProvider>
    </ThemeProvider>
  );
}
