import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, socialLinkSchema, text, longText } from '../../shared/fields';

export const callToActionSchema = blockBase
  .extend({
    type: z.literal('call-to-action'),
    heading: text('The invitation, e.g. "Let\'s work together!"'),
    text: longText('One or two sentences under the heading').optional(),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').min(1).max(3).describe('The buttons, in order'),
    socials: listOf(z.array(socialLinkSchema), 'social link', 'social links').max(6).optional().describe('Social icons shown beside the buttons; they open in a new tab'),
  })
  .describe('A band inviting the visitor to act: heading, short text, buttons and optional social icons');

export type CallToActionBlock = z.infer<typeof callToActionSchema>;
