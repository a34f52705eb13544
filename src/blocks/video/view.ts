// The runtime half of the video block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland } from '../island';
import type { VideoBlock } from './schema';

export const component: ComponentLoader<VideoBlock> = () => import('./VideoBlock');

// It starts on a click: the click that wakes it is replayed once it has hydrated.
export const island = defineIsland<VideoBlock>({ when: 'interaction', load: component });
