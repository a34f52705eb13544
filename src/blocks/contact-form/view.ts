// The runtime half of the contact-form block (Vite builds only; the tooling never imports it): its component and island.
import { defineComponent } from '../component';
import { defineIsland } from '../island';
import type { ContactFormBlock } from './schema';

export const component = defineComponent<ContactFormBlock>(() => import('./ContactForm'));

export const island = defineIsland<ContactFormBlock>({ when: 'visible', load: component });
