import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, figureSchema, richBody, text, longText } from '../../shared/fields';

const sectionAsideSchema = z
  .strictObject({
    title: text('Heading of the panel, e.g. "At a glance"'),
    text: longText('A sentence or two in the panel').optional(),
    figures: listOf(z.array(figureSchema), 'figure', 'figures').min(1).max(4).optional().describe('Key figures the page states, up to four'),
    list: listOf(z.array(text('A short point')), 'list item', 'list items').min(1).max(8).optional().describe('Short points, up to eight'),
    action: buttonSchema.optional().describe('A link at the foot of the panel, e.g. an enquiry to /contact'),
  })
  .refine((aside) => !(aside.figures && aside.list), { error: 'use either `figures:` or `list:`, not both', path: ['list'] })
  .refine((aside) => Boolean(aside.text ?? aside.figures ?? aside.list), { error: 'needs `text:`, `figures:` or `list:`' })
  .describe('A panel beside the text on wide screens (not shown on narrower ones): key figures, short points or an enquiry prompt, all also stated elsewhere on the page');

export const sectionSchema = blockBase
  .extend({
    type: z.literal('section'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading of the section').optional(),
    body: richBody,
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(3).optional().describe('Buttons after the text'),
    align: z.enum(['start', 'center']).default('start').describe('Text alignment: start (left) or center'),
    aside: sectionAsideSchema.optional(),
    width: z
      .enum(['text', 'full'])
      .optional()
      .describe('text (the default): one column at a comfortable reading width; full: the text runs in two columns across wide screens'),
  })
  .refine((section) => !(section.aside && section.width === 'full'), {
    error: 'a section with a panel beside it already fills the width: leave out `width: full`',
    path: ['width'],
  })
  .describe('A block of text: heading, paragraphs, lists and optional buttons, with an optional panel beside it');

export type SectionBlock = z.infer<typeof sectionSchema>;
export type SectionAside = z.infer<typeof sectionAsideSchema>;
