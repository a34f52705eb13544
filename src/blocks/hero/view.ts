// The runtime half of the hero block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland, motionAllowed } from '../island';
import type { HeroBlock } from './schema';

export const component: ComponentLoader<HeroBlock> = () => import('./Hero');

// The background video is only wanted by visitors who accept motion; everyone else keeps the poster. Starting a
// video needs no React: a hero is a script island.
export const island = defineIsland<HeroBlock>({ when: 'idle', media: motionAllowed, isInteractive: (block) => block.video !== undefined, script: () => import('./startHeroVideo') });
