import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, iconName, imageSchema, linkTarget, text, longText } from '../../shared/fields';

export const cardSchema = z
  .strictObject({
    title: text('Heading of the card'),
    text: longText('Body text of the card').optional(),
    items: listOf(z.array(text('A list item')), 'item', 'items').min(1).optional().describe('A short bulleted list inside the card'),
    icon: iconName.optional(),
    image: imageSchema.optional().describe('Picture at the top of the card'),
    link: z
      .strictObject({
        label: text('Visible link text, e.g. "Read more"'),
        to: linkTarget,
        description: longText('What the link opens, read by screen readers with the label, e.g. "about aeration"').optional(),
      })
      .optional()
      .describe('A link at the bottom of the card'),
  })
  .describe('One card');

export const cardGridSchema = blockBase
  .extend({
    type: z.literal('card-grid'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the cards').optional(),
    intro: longText('A paragraph between the heading and the cards').optional(),
    cards: listOf(z.array(cardSchema), 'card', 'cards').min(1).describe('The cards, in order; the grid picks its columns from their number'),
    tilt: z.boolean().default(false).describe('Cards tilt gently in 3D under the pointer (off for visitors who prefer less motion)'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(3).optional().describe('Buttons under the cards'),
  })
  .describe('A grid of cards with icon or picture, title and text');

export type CardGridBlock = z.infer<typeof cardGridSchema>;
export type Card = z.infer<typeof cardSchema>;
