import { createContext, useContext, type ReactNode } from 'react';
import type { NavFile } from './siteSchema';

const NavContext = createContext<NavFile | null>(null);

/**
 * nav.yaml (validated) for the header and footer: the site passes the build's copy, the studio's preview the editor's
 * draft, so both render the same components from their own data.
 */
export function SiteNavProvider({ nav, children }: { nav: NavFile; children: ReactNode }) {
  return <NavContext.Provider value={nav}>{children}</NavContext.Provider>;
}

export function useSiteNav(): NavFile {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('useSiteNav needs <SiteNavProvider> (the site layout provides it)');
  return nav;
}
