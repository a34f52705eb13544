// Build-time half of the block registry: the zod schema of every block type.
// Never imported by browser code (zod stays out of the bundle); components.ts is the browser half.
import { z } from 'zod';
import { bannerSchema } from './banner/schema';
import { callToActionSchema } from './call-to-action/schema';
import { cardGridSchema } from './card-grid/schema';
import { carouselSchema } from './carousel/schema';
import { checklistSchema } from './checklist/schema';
import { contactFormSchema } from './contact-form/schema';
import { contactInfoSchema } from './contact-info/schema';
import { credentialsSchema } from './credentials/schema';
import { heroSchema } from './hero/schema';
import { mapSchema } from './map/schema';
import { mediaTextSchema } from './media-text/schema';
import { referencesSchema } from './references/schema';
import { relatedSchema } from './related/schema';
import { sectionSchema } from './section/schema';
import { statsSchema } from './stats/schema';
import { stepsSchema } from './steps/schema';
import { tableSchema } from './table/schema';
import { timelineSchema } from './timeline/schema';
import { valueRotatorSchema } from './value-rotator/schema';
import { videoBlockSchema } from './video/schema';

export const blockSchemas = [
  heroSchema,
  sectionSchema,
  cardGridSchema,
  tableSchema,
  callToActionSchema,
  contactInfoSchema,
  contactFormSchema,
  mapSchema,
  carouselSchema,
  valueRotatorSchema,
  mediaTextSchema,
  videoBlockSchema,
  statsSchema,
  stepsSchema,
  bannerSchema,
  referencesSchema,
  credentialsSchema,
  checklistSchema,
  timelineSchema,
  relatedSchema,
] as const;

export const blockSchema = z.discriminatedUnion('type', [...blockSchemas]);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Every block type name, for messages and suggestions. */
export const blockTypes: readonly BlockType[] = blockSchemas.map((schema) => schema.shape.type.value);
