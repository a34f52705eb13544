// The runtime half of the steps block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { StepsBlock } from './schema';

export const component: ComponentLoader<StepsBlock> = () => import('./Steps');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
