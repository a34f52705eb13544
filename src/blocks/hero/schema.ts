import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, imageSchema, text, longText, videoSchema } from '../../shared/fields';

export const heroSchema = blockBase
  .extend({
    type: z.literal('hero'),
    eyebrow: text('Small label above the title, e.g. the section of the site').optional(),
    title: text('The main heading of the page'),
    tagline: text('One line under the title').optional(),
    text: longText('A short paragraph under the tagline').optional(),
    image: imageSchema.optional().describe("Illustration of the page's subject, shown whole beside the text on wide screens and below it on phones (use either image or video)"),
    video: videoSchema.optional().describe('Muted looping video shown in the illustration\'s place, starting from its poster (use either image or video)'),
    size: z
      .enum(['full', 'large', 'medium'])
      .default('large')
      .describe('Height: full (whole screen), large (at least 500 px) or medium'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(4).optional().describe('Buttons under the text, in order'),
  })
  .refine((hero) => !(hero.image && hero.video), {
    error: 'use either `image` or `video` as the illustration, not both',
    path: ['video'],
  })
  .describe('Large banner at the top of a page: title, tagline, buttons and an illustration (or video) of the page\'s subject');

export type HeroBlock = z.infer<typeof heroSchema>;
