import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, imageSchema, text, longText } from '../../shared/fields';

export const bannerSchema = blockBase
  .extend({
    type: z.literal('banner'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('The headline of the band, e.g. "The Mysteries Of The Water"'),
    text: longText('One or two sentences under the heading').optional(),
    image: imageSchema.optional().describe('Background picture, darkened so the white text stays readable'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(3).optional().describe('Buttons under the text'),
  })
  .describe('A striking dark band across the page with a headline, optional background picture and buttons');

export type BannerBlock = z.infer<typeof bannerSchema>;
