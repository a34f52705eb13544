// The runtime half of the media-text block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import type { ComponentLoader } from '../component';
import type { MediaTextBlock } from './schema';

export const component: ComponentLoader<MediaTextBlock> = () => import('./MediaText');

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
