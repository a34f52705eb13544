import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { nav } from 'virtual:site/site';
import { SiteLabelsProvider } from '../shared/SiteLabels';
import { SiteNavProvider } from '../shared/SiteNav';
import { theme } from '../theme/tokens';

/** Theme, interface words and menus around the server-rendered page; the global CSS is in theme/globalCss.ts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <SiteLabelsProvider labels={nav.site.labels}>
        <SiteNavProvider nav={nav}>{children}</SiteNavProvider>
      </SiteLabelsProvider>
    </ThemeProvider>
  );
}
