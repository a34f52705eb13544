// Browser half of the block registry: each block type's component, loaded on demand so a page
// downloads only the blocks it uses. The mapped type keeps it in step with schemas.ts:
// a block type without a component, or a component without a schema, does not compile.
import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from './schemas';
import type { BlockProps } from './types';

type BlockComponent<T extends BlockType> = ComponentType<BlockProps<BlockOf<T>>>;
type Loaders = { [T in BlockType]: () => Promise<{ default: BlockComponent<T> }> };

export const blockComponents: Loaders = {
  hero: () => import('./hero/Hero'),
  section: () => import('./section/Section'),
  'card-grid': () => import('./card-grid/CardGrid'),
  table: () => import('./table/Table'),
  'call-to-action': () => import('./call-to-action/CallToAction'),
  carousel: () => import('./carousel/Carousel'),
  'value-rotator': () => import('./value-rotator/ValueRotator'),
  'media-text': () => import('./media-text/MediaText'),
  video: () => import('./video/VideoBlock'),
  stats: () => import('./stats/Stats'),
  steps: () => import('./steps/Steps'),
  banner: () => import('./banner/Banner'),
  'contact-info': () => import('./contact-info/ContactInfo'),
  'contact-form': () => import('./contact-form/ContactForm'),
  map: () => import('./map/MapEmbed'),
};
