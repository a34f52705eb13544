// The runtime half of the card-grid block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland, motionAllowed } from '../island';
import type { CardGridBlock } from './schema';

export const component: ComponentLoader<CardGridBlock> = () => import('./CardGrid');

// Tilt follows a fine pointer; on touch screens and for reduced motion the cards are plain HTML.
export const island = defineIsland<CardGridBlock>({ when: 'visible', media: `(hover: hover) and (pointer: fine) and ${motionAllowed}`, isInteractive: (block) => block.tilt, load: component });
