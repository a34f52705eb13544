// The runtime half of the stats block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { StatsBlock } from './schema';

export const component: ComponentLoader<StatsBlock> = () => import('./Stats');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
