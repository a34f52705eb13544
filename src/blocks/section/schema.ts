import { z } from 'zod';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, richBody, text } from '../../shared/fields';

export const sectionSchema = blockBase
  .extend({
    type: z.literal('section'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading of the section').optional(),
    body: richBody,
    actions: z.array(buttonSchema).max(3).optional().describe('Buttons after the text'),
    align: z.enum(['start', 'center']).default('start').describe('Text alignment: start (left) or center'),
  })
  .describe('A block of text: heading, paragraphs, lists and optional buttons');

export type SectionBlock = z.infer<typeof sectionSchema>;
