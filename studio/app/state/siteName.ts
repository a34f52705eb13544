import type { StudioState } from './types';

/** The site's name from the draft's nav.yaml (`site.name`), or '' while it has none. */
export function siteNameOf(data: StudioState['data']): string {
  const site = (data['nav.yaml'] as { site?: { name?: unknown } } | undefined)?.site;
  return typeof site?.name === 'string' ? site.name.trim() : '';
}

/** The studio's title: "<site name> studio", or "Studio" while the site has no name. */
export const studioTitle = (siteName: string) => (siteName ? `${siteName} studio` : 'Studio');
