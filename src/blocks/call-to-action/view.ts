// The runtime half of the call-to-action block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { CallToActionBlock } from './schema';

export const component: ComponentLoader<CallToActionBlock> = () => import('./CallToAction');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
