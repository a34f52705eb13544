// The runtime half of the map block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland } from '../island';
import type { MapBlock } from './schema';

export const component: ComponentLoader<MapBlock> = () => import('./MapEmbed');

// It starts on a click: the click that wakes it is replayed once it has hydrated.
export const island = defineIsland<MapBlock>({ when: 'interaction', load: component });
