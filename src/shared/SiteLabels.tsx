import { createContext, useContext, type ReactNode } from 'react';
import type { SiteLabels } from './labels';

const LabelsContext = createContext<SiteLabels | null>(null);

export function SiteLabelsProvider({ labels, children }: { labels: SiteLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>;
}

/** Interface words from nav.yaml (menus, media controls), so no visible text lives in code. */
export function useSiteLabels(): SiteLabels {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('useSiteLabels needs <SiteLabelsProvider> (the site layout provides it)');
  return labels;
}
