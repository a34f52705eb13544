import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, imageSchema, richBody, text } from '../../shared/fields';

export const mediaTextSchema = blockBase
  .extend({
    type: z.literal('media-text'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading beside the picture'),
    body: richBody,
    image: imageSchema.describe('The picture shown beside the text'),
    imageSide: z
      .enum(['start', 'end'])
      .default('end')
      .describe('Side of the picture on wide screens: start (left) or end (right); alternate them down a page'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(3).optional().describe('Buttons under the text'),
  })
  .describe('A picture beside a block of text; on phones the picture sits above the text');

export type MediaTextBlock = z.infer<typeof mediaTextSchema>;
