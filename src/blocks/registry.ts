// The block registry: one line per block type, each its folder's definition (./defineBlock.ts). Build-time code, the
// content tooling and the studio read block types here; the browser never does (its islands are ./islandTable.ts), so
// no schema reaches a visitor. Components and islands are each folder's view.ts (./views.ts).
import { z } from 'zod';
import type { AnyBlockDefinition } from './defineBlock';
import hero from './hero/block';
import section from './section/block';
import cardGrid from './card-grid/block';
import table from './table/block';
import callToAction from './call-to-action/block';
import contactInfo from './contact-info/block';
import contactForm from './contact-form/block';
import map from './map/block';
import carousel from './carousel/block';
import valueRotator from './value-rotator/block';
import mediaText from './media-text/block';
import video from './video/block';
import stats from './stats/block';
import steps from './steps/block';
import banner from './banner/block';
import references from './references/block';
import credentials from './credentials/block';
import checklist from './checklist/block';
import productRange from './product-range/block';
import timeline from './timeline/block';
import related from './related/block';

/** Every block type, in the catalogue's and the studio picker's order. */
export const blockDefinitions = [hero, section, cardGrid, table, callToAction, contactInfo, contactForm, map, carousel, valueRotator, mediaText, video, stats, steps, banner, references, credentials, checklist, productRange, timeline, related] as const;

// Mapped over a type parameter, so that the tuple stays a tuple (the union below needs each schema's own type).
type SchemasOf<D extends readonly unknown[]> = { -readonly [K in keyof D]: D[K] extends { schema: infer S } ? S : never };
type Schemas = SchemasOf<typeof blockDefinitions>;

export const blockSchemas = blockDefinitions.map((definition) => definition.schema) as unknown as Schemas;

export const blockSchema = z.discriminatedUnion('type', blockSchemas);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Every block type name, for messages and suggestions. */
export const blockTypes: readonly BlockType[] = blockDefinitions.map((definition) => definition.type);

/** The definition of a block type, or undefined for a name that is none. */
export const definitionOf = (type: unknown): AnyBlockDefinition | undefined =>
  (blockDefinitions as readonly AnyBlockDefinition[]).find((definition) => definition.type === type);

