import { blockTypeName } from '../../../src/content';
import { firstWords, pageName, pagePathOf, pagesOf } from '../state/selectors';
import type { StudioState } from '../state/types';
import type { PageTarget } from './linkTargets';

type BlockLike = { anchor?: unknown; type?: unknown } | null;

/** The anchors of a page's blocks, with the block each one names, as the editor recognises it. */
function anchorsOf(blocks: unknown): Pick<PageTarget, 'anchors' | 'anchorBlocks'> {
  const anchorBlocks: Record<string, string> = {};
  if (!Array.isArray(blocks)) return { anchors: [], anchorBlocks };
  for (const block of blocks as BlockLike[]) {
    if (typeof block?.anchor !== 'string' || !block.anchor) continue;
    const type = typeof block.type === 'string' ? blockTypeName(block.type) : 'Block';
    const words = firstWords(block as Record<string, unknown>, 32);
    anchorBlocks[block.anchor] = words ? `${type} “${words}”` : type;
  }
  return { anchors: Object.keys(anchorBlocks), anchorBlocks };
}

/**
 * Every page's title, path and anchors, as one stable array while they are unchanged: typing into a block changes the
 * pages array on every keystroke, and the link pickers open on screen must not recompute their lists for it.
 */
let last: { pages: unknown; key: string; value: PageTarget[] } = { pages: null, key: '', value: [] };
export function pageTargets(state: StudioState): readonly PageTarget[] {
  const pages = pagesOf(state);
  if (pages === last.pages) return last.value;
  const fresh = pages.map((page, index) => ({ title: pageName(page, index), path: pagePathOf(page, index), ...anchorsOf(page.blocks) }));
  const key = JSON.stringify(fresh);
  last = { pages, key, value: key === last.key ? last.value : fresh };
  return last.value;
}
