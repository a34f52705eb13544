// The browser's table of islands: the `island` of every block folder's `view.ts`, found by Vite at build time, keyed by
// block type (the folder's name). Only `island` is imported, so no component loader of a static block reaches the
// browser, and no schema either; tests/blocks/registry.test.ts proves it names the same islands as ./views.ts.
import { activeIsland, type IslandSpec } from './island';

const modules = import.meta.glob<IslandSpec<never> | undefined>('./*/view.ts', { eager: true, import: 'island' });

type AnyBlock = { type: string };

export const islandTable: Readonly<Record<string, IslandSpec<AnyBlock>>> = Object.fromEntries(
  Object.entries(modules).flatMap(([file, island]) => (island ? [[file.split('/')[1]!, island as unknown as IslandSpec<AnyBlock>]] : [])),
);

/** The island of a block type, whatever a block's data says, or null when the type is always static. */
export const islandSpecOf = (type: string): IslandSpec<AnyBlock> | null => islandTable[type] ?? null;

/** The island of a block, or null when the block is static HTML. */
export const islandOf = (block: AnyBlock): IslandSpec<AnyBlock> | null => activeIsland(islandTable[block.type], block);
