// The islands of a page, in block order: what the server renders as roots of their own, and what the page writer
// needs to know of them (which loader modules the page names, the browser's island data) without reading the HTML.
import { isScriptIsland, type IslandSpec } from '../blocks/island';
import type { Block } from '../blocks/registry';
import { islandOf, viewModules } from '../blocks/views';
import type { IslandProps } from './IslandRoot';
import { blockPropsAt } from './PageView';
import type { PageData } from './pageData';

/**
 * One island of a page: its block's position and type, when and where it wakes, and either `react` (hydrated as its
 * own root, with the props the browser hydrates it with) or `script` (its server HTML stays; a plain script runs on it).
 */
export type PageIsland = {
  index: number;
  type: Block['type'];
  /** The source path of the block's view module: the build's map of island modules names its island's module. */
  view: string;
} & Pick<IslandSpec<Block>, 'when' | 'media'> & ({ kind: 'react'; props: IslandProps } | { kind: 'script' });

/** The page's islands: every block whose type has an island that this block's data makes interactive. */
export function pageIslands(page: PageData): PageIsland[] {
  return page.blocks.flatMap((block, index): PageIsland[] => {
    const island = islandOf(block);
    if (!island) return [];
    const timing = { index, type: block.type, view: viewModules[block.type]!, when: island.when, media: island.media };
    if (isScriptIsland(island)) return [{ ...timing, kind: 'script' }];
    return [{ ...timing, kind: 'react', props: { index, props: blockPropsAt(page, index), source: page.sources?.[index] } }];
  });
}
