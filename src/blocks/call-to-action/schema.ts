import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, phoneNumber, socialLinkSchema, text, longText } from '../../shared/fields';

/** The person who answers: a name and a number make a closing band an introduction rather than a form to fill in. */
const contactPersonSchema = z
  .strictObject({
    name: text('Who answers, e.g. "Priya Raman"'),
    role: text('Their role, e.g. "Head of Process Engineering"').optional(),
    phone: z
      .strictObject({
        label: text('Words before the number, e.g. "Call"'),
        number: phoneNumber.describe('Phone number as it should be shown, e.g. +1 555 0100; it can be tapped to call'),
      })
      .describe('Their phone number with its label'),
    response: text('How soon they answer, e.g. "Replies within one working day"').optional(),
  })
  .describe('A named contact shown beside the text, with phone number and response time');

export const callToActionSchema = blockBase
  .extend({
    type: z.literal('call-to-action'),
    heading: text('The invitation, e.g. "Let\'s work together!"'),
    text: longText('One or two sentences under the heading').optional(),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').min(1).max(3).describe('The buttons, in order'),
    socials: listOf(z.array(socialLinkSchema), 'social link', 'social links').max(6).optional().describe('Social icons shown beside the buttons; they open in a new tab'),
    contact: contactPersonSchema.optional(),
  })
  .describe('A band inviting the visitor to act: heading and short text, beside the buttons (and optionally a named contact); social icons too');

export type CallToActionBlock = z.infer<typeof callToActionSchema>;
