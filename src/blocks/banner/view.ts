// The runtime half of the banner block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { BannerBlock } from './schema';

export const component: ComponentLoader<BannerBlock> = () => import('./Banner');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
