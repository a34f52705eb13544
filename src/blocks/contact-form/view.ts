// The runtime half of the contact-form block (Vite builds only; the tooling never imports it): its component and island.
import type { ComponentLoader } from '../component';
import { defineIsland } from '../island';
import type { ContactFormBlock } from './schema';

export const component: ComponentLoader<ContactFormBlock> = () => import('./ContactForm');

export const island = defineIsland<ContactFormBlock>({ when: 'visible', load: component });
