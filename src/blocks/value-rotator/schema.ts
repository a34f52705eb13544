import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { iconName, text, longText } from '../../shared/fields';

export const rotatorSlideSchema = z
  .strictObject({
    title: text('Name of the value, e.g. Innovation'),
    text: longText('One or two sentences on what the value means in practice'),
    icon: iconName.optional(),
  })
  .describe('One value card');

export const valueRotatorSchema = blockBase
  .extend({
    type: z.literal('value-rotator'),
    label: text('Name of the rotator read by screen readers, e.g. "Our values"'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the cards').optional(),
    intro: longText('A paragraph between the heading and the cards').optional(),
    slides: listOf(z.array(rotatorSlideSchema), 'slide', 'slides')
      .min(2)
      .describe('The value cards, in order; wide screens show three at a time, phones one'),
  })
  .describe('Value cards with previous and next buttons: next moves the first card to the end, previous the last to the front');

export type ValueRotatorBlock = z.infer<typeof valueRotatorSchema>;
export type RotatorSlide = z.infer<typeof rotatorSlideSchema>;
