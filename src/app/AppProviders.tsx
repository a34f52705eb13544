import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { nav } from 'virtual:wastely/site';
import { SiteLabelsProvider } from '../shared/SiteLabels';
import { theme } from '../theme/tokens';

/** Theme and interface words around the server-rendered page; the global CSS is in theme/globalCss.ts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteLabelsProvider labels={nav.site.labels}>{children}</SiteLabelsProvider>
    </ThemeProvider>
  );
}
