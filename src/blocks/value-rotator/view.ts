// The runtime half of the value-rotator block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland } from '../island';
import type { ValueRotatorBlock } from './schema';

export const component: ComponentLoader<ValueRotatorBlock> = () => import('./ValueRotator');

// Moving cards between list items needs no React: the first pointer, focus or key in the block starts its script,
// and the click that did so is replayed once it runs.
export const island = defineIsland<ValueRotatorBlock>({ when: 'interaction', script: () => import('./rotateValues') });
