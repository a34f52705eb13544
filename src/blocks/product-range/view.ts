// The runtime half of the product-range block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { ProductRangeBlock } from './schema';

export const component: ComponentLoader<ProductRangeBlock> = () => import('./ProductRange');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
