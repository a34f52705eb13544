// The runtime half of the table block (Vite builds only; the tooling never imports it): its component (no island: the block is static HTML).
import { defineComponent } from '../component';
import type { TableBlock } from './schema';

export const component = defineComponent<TableBlock>(() => import('./Table'));

/** Static: rendered to HTML at build time, its component never reaches the browser. */
export const island = undefined;
