import type { SiteLabels } from '../../../src/app/preview';

/** What the editor sends the preview frame, and what the frame answers. Both sides are same-origin studio pages. */
export type ToPreview = {
  type: 'render';
  /** `path` is empty for the not-found page. */
  page: { path: string; title: string; description: string; blocks: unknown[] };
  labels: SiteLabels;
  /** The draft of nav.yaml as it stands: the frame shows the site's header and footer from it. */
  nav: unknown;
  selected: number | null;
  /** Scroll the selected block into view (a selection made in the list, not by clicking the preview). */
  reveal: boolean;
};

export type FromPreview = { type: 'ready' } | { type: 'select'; block: number };

export const isFromPreview = (data: unknown): data is FromPreview =>
  typeof data === 'object' && data !== null && ['ready', 'select'].includes((data as { type?: string }).type ?? '');
