// The runtime half of every block type: each folder's `view.ts` (its component, and its island if it has one), found by
// Vite at build time and keyed by block type (the folder's name). Vite builds and tests only: the tooling reads the
// definitions (./registry.ts) and never a component. tests/blocks/registry.test.ts proves each block type has its view.
import type { ComponentType } from 'react';
import { activeIsland, type IslandSpec } from './island';
import type { BlockProps } from './types';

type AnyBlock = { type: string };

export type BlockView = {
  /** The block's component, loaded on demand so a page loads only the blocks it uses. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: () => Promise<{ default: ComponentType<BlockProps<any>> }>;
  /** When the block comes alive in the browser; without it the block is static HTML. */
  island?: IslandSpec<AnyBlock>;
};

// Relative to this file, not the Vite root: the studio's editor is built from another root and renders these views.
const modules = import.meta.glob<BlockView>('./*/view.ts', { eager: true });
const typeOf = (file: string) => file.split('/')[1]!;

export const views: Readonly<Record<string, BlockView>> = Object.fromEntries(Object.entries(modules).map(([file, view]) => [typeOf(file), view]));

/** Each block type's view module, by its source path from the project (the key of the build's map of island modules). */
export const viewModules: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(modules).map((file) => [typeOf(file), `src/blocks/${file.slice(2)}`]));

/** The island of a block type, whatever a block's data says, or null when the type is always static. */
export const islandSpecOf = (type: string): IslandSpec<AnyBlock> | null => views[type]?.island ?? null;

/** The island of a block, or null when the block is static HTML. */
export const islandOf = (block: AnyBlock): IslandSpec<AnyBlock> | null => activeIsland(islandSpecOf(block.type) ?? undefined, block);
