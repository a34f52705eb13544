// The component of a block folder's `view.ts`, typed against the block's own data: a loader whose component takes
// another block's props is a type error, as an island's is through `defineIsland<Block>` (./island.ts). A type
// annotation, not a function call: the browser's island table imports each view's `island` only, and a call the
// bundler cannot prove pure would keep every view's component loader (and its chunks' reach) in that table.
import type { ComponentType } from 'react';
import type { BlockProps } from './types';

export type ComponentLoader<B> = () => Promise<{ default: ComponentType<BlockProps<B>> }>;
