import { pageName, pagePathOf, pagesOf } from '../state/selectors';
import type { StudioState } from '../state/types';
import type { PageTarget } from './linkTargets';

function anchorsOf(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const anchor = (block as { anchor?: unknown } | null)?.anchor;
    return typeof anchor === 'string' && anchor ? [anchor] : [];
  });
}

/**
 * Every page's title, path and anchors, as one stable array while they are unchanged: typing into a block changes the
 * pages array on every keystroke, and the link pickers open on screen must not recompute their lists for it.
 */
let last: { pages: unknown; key: string; value: PageTarget[] } = { pages: null, key: '', value: [] };
export function pageTargets(state: StudioState): readonly PageTarget[] {
  const pages = pagesOf(state);
  if (pages === last.pages) return last.value;
  const fresh = pages.map((page, index) => ({ title: pageName(page, index), path: pagePathOf(page, index), anchors: anchorsOf(page.blocks) }));
  const key = JSON.stringify(fresh);
  last = { pages, key, value: key === last.key ? last.value : fresh };
  return last.value;
}
