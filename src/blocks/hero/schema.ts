import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, imageSchema, text, longText, videoSchema } from '../../shared/fields';

/** A key figure shown as a chip: the value in bold, then what it measures. */
const factSchema = z
  .strictObject({
    value: text('The figure with its unit, e.g. 2,000 m³/d'),
    label: text('What the figure measures, e.g. largest unit'),
  })
  .describe('A key figure: a value and what it measures');

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
    layout: z
      .enum(['split', 'scene', 'wide', 'product', 'service', 'compact'], {
        error: 'must be one of split, scene, wide, product, service or compact (see docs/blocks.md, hero)',
      })
      .default('split')
      .describe(
        'First-screen layout, by what the page is for: split (text beside a framed drawing on the dark band), scene (a home page: the whole band given to the drawing, unframed, from the text to the screen\'s edge), wide (a place or setting: the drawing\'s sky becomes the light band), product (the equipment on a light surface, with its key figures as chips), service (the call to action first, the drawing of the team on a light panel) or compact (a short band, so the page\'s first content shows at once, e.g. a contact form)',
      ),
    facts: listOf(
      z.array(factSchema).min(2, { error: 'give two to four key figures, or none' }).max(4, { error: 'give two to four key figures, or none' }),
      'key figure',
      'key figures',
    )
      .optional()
      .describe('Two to four key figures shown as chips under the text, e.g. 30% / energy saved (best with the product layout)'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(4).optional().describe('Buttons under the text, in order'),
  })
  .refine((hero) => !(hero.image && hero.video), {
    error: 'use either `image` or `video` as the illustration, not both',
    path: ['video'],
  })
  .describe('Large banner at the top of a page: title, tagline, buttons and an illustration (or video) of the page\'s subject');

export type HeroBlock = z.infer<typeof heroSchema>;
