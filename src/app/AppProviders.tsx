import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { nav } from 'virtual:wastely/site';
import { SiteLabelsProvider } from '../renderer/SiteLabels';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/tokens';

/** Theme, global styles and interface words around the whole app (server and browser alike). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteLabelsProvider labels={nav.site.labels}>{children}</SiteLabelsProvider>
    </ThemeProvider>
  );
}
