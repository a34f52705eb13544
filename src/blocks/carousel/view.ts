// The runtime half of the carousel block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland } from '../island';
import type { CarouselBlock } from './schema';

export const component: ComponentLoader<CarouselBlock> = () => import('./Carousel');

export const island = defineIsland<CarouselBlock>({ when: 'visible', load: component });
