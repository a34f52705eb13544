import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * True inside an island hydrating a prerendered page, whose server stylesheet already holds every global style the
 * island renders. styled-components numbers a global style's instances as they first render, and a hydration render
 * that React discards and starts again (when the visitor acts during it on a busy phone) numbers its global styles
 * anew: the prerendered rules would no longer be recognised and would be injected a second time.
 */
const StylesInPage = createContext(false);

/** Marks what it wraps as hydrating a prerendered page (see `prerenderedOnce`). */
export function HydratingPrerenderedPage({ children }: { children: ReactNode }) {
  return <StylesInPage.Provider value>{children}</StylesInPage.Provider>;
}

/**
 * A global style rendered wherever its rules are not already in the page: on the server and in client-only renders
 * (the studio's preview), never while an island hydrates. A global style draws no element, so leaving it out of the
 * hydration render changes no markup.
 */
export function prerenderedOnce(GlobalStyle: ComponentType): ComponentType {
  return function PrerenderedGlobalStyle() {
    return useContext(StylesInPage) ? null : <GlobalStyle />;
  };
}
