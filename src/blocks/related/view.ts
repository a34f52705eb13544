// The runtime half of the related block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { RelatedBlock } from './schema';

export const component: ComponentLoader<RelatedBlock> = () => import('./Related');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
