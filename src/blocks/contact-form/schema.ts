import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { contactDetailsSchema } from '../contact-info/schema';
import { blockBase } from '../../shared/blockBase';
import { text, longText } from '../../shared/fields';
import { formMessagesSchema } from '../../shared/formMessages';
import { formFieldSchema } from './fieldSchema';

const labels = z
  .strictObject({
    optional: text('Note after the label of a field that may be left empty, e.g. "optional"'),
    honeypot: text('Label of the hidden anti-spam field (only robots see it), e.g. "Leave this field empty"'),
  })
  .describe('Words of the form itself');

const notices = z
  .strictObject({
    success: text('Notice after a message was sent, e.g. "Your form is submitted !"'),
    failure: text('Start of the notice when sending failed; the email service\'s reason follows it'),
    network: text('Reason shown when the email service cannot be reached (no connection)'),
    kept: longText('Sentence telling the visitor that what they typed is kept and can be restored'),
    notConfigured: text('Shown when this build of the site has no email service settings, so messages cannot be sent'),
    unsent: longText('Sentence beside the restore button when an unsent message is kept'),
    restore: text('Button that brings back an unsent message, e.g. "Restore your unsent message"'),
    restoreShort: text('Short button in the failure notice that brings the message back, e.g. "Restore"'),
  })
  .describe('Notices about sending: success, failure and the kept message');

export const contactFormSchema = blockBase
  .extend({
    type: z.literal('contact-form'),
    heading: text('Heading of the form card, e.g. "Send us a message"'),
    text: longText('A sentence under the heading').optional(),
    fields: listOf(z.array(formFieldSchema), 'field', 'fields').min(1).max(20).describe('The fields, in order; the enquiry carries each value under its field\'s name'),
    labels,
    submit: text('Text of the send button, e.g. "Send Message"'),
    sending: text('Text of the send button while the message is being sent, e.g. "Sending…"'),
    messages: formMessagesSchema.partial().optional().describe('This form\'s own error messages, in place of the site\'s (nav.yaml, site.labels.formMessages)'),
    notices,
    aside: contactDetailsSchema.optional().describe('Contact details shown beside the form (below it on phones)'),
  })
  .describe('The enquiry form, sent by the email service, with optional contact details beside it');

export type ContactFormBlock = z.infer<typeof contactFormSchema>;
