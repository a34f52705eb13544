import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { figureSchema as statSchema, text, longText } from '../../shared/fields';

export const statsSchema = blockBase
  .extend({
    type: z.literal('stats'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the figures').optional(),
    intro: longText('A paragraph before the figures').optional(),
    size: z
      .enum(['normal', 'large'])
      .default('normal')
      .describe('Size of the figures: normal, or large (at least 56 px on a desktop) for a track record that follows the first screen'),
    items: listOf(z.array(statSchema), 'item', 'items').min(1).max(8).describe('The figures, in order'),
  })
  .describe('Key figures in large type, each with a short label; looks strong on the dark tone');

export type StatsBlock = z.infer<typeof statsSchema>;
