// Build-time half of the block registry: the zod schema of every block type.
// Never imported by browser code (zod stays out of the bundle); components.ts is the browser half.
import { z } from 'zod';
import { callToActionSchema } from './call-to-action/schema';
import { cardGridSchema } from './card-grid/schema';
import { heroSchema } from './hero/schema';
import { sectionSchema } from './section/schema';
import { tableSchema } from './table/schema';

export const blockSchemas = [heroSchema, sectionSchema, cardGridSchema, tableSchema, callToActionSchema] as const;

export const blockSchema = z.discriminatedUnion('type', [...blockSchemas]);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** Every block type name, for messages and suggestions. */
export const blockTypes: readonly BlockType[] = blockSchemas.map((schema) => schema.shape.type.value);
