// The component of a block folder's `view.ts`, typed against the block's own data: a loader whose component takes
// another block's props is a type error, as an island's is through `defineIsland<Block>` (./island.ts).
import type { ComponentType } from 'react';
import type { BlockProps } from './types';

export type ComponentLoader<B> = () => Promise<{ default: ComponentType<BlockProps<B>> }>;

export const defineComponent = <B>(load: ComponentLoader<B>): ComponentLoader<B> => load;
