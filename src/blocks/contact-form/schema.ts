import { z } from 'zod';
import { contactDetailsSchema } from '../contact-info/schema';
import { blockBase } from '../../shared/blockBase';
import { text } from '../../shared/fields';

const labels = z
  .strictObject({
    firstName: text('Label of the first name field'),
    lastName: text('Label of the last name field'),
    phoneNumber: text('Label of the phone number field'),
    validateEmail: text('Label of the email field'),
    Organisation: text('Label of the organisation name field'),
    message: text('Label of the message box'),
    optional: text('Note after the label of a field that may be left empty, e.g. "optional"'),
    inquiry: text('Heading of the subject choice, e.g. "Subject"'),
    honeypot: text('Label of the hidden anti-spam field (only robots see it), e.g. "Leave this field empty"'),
  })
  .describe('The words beside each field');

const hints = z
  .strictObject({
    phoneNumber: text('Help under the phone field, e.g. which characters are allowed').optional(),
    message: text('Help under the message box, e.g. its length limit').optional(),
  })
  .describe('Optional help lines shown under a field');

const inquiryOptions = z
  .strictObject({
    GeneralInquiry: text('Label of the General Inquiry choice'),
    TechnicalSupport: text('Label of the Technical Support choice'),
    WebsiteFeedback: text('Label of the Website Feedback choice'),
  })
  .describe('Labels of the three subject choices');

const messages = z
  .strictObject({
    required: text('Shown under a required field left empty, e.g. "Required"'),
    tooShort: text('Shown when a name, organisation or message is too short, e.g. "too short!"'),
    tooLong: text('Shown when a name, organisation or message is too long, e.g. "too long!"'),
    phone: text('Shown when the phone number is empty or not a phone number, e.g. "Please enter a valid phone number"'),
    email: text('Shown when the email address is not valid, e.g. "invalid email"'),
    inquiry: text('Shown when no subject is chosen, e.g. "A radio option is required"'),
  })
  .describe('Error messages shown in red under the fields');

const notices = z
  .strictObject({
    success: text('Notice after a message was sent, e.g. "Your form is submitted !"'),
    failure: text('Start of the notice when sending failed; the email service\'s reason follows it'),
    network: text('Reason shown when the email service cannot be reached (no connection)'),
    kept: text('Sentence telling the visitor that what they typed is kept and can be restored'),
    notConfigured: text('Shown when this build of the site has no email service settings, so messages cannot be sent'),
    unsent: text('Sentence beside the restore button when an unsent message is kept'),
    restore: text('Button that brings back an unsent message, e.g. "Restore your unsent message"'),
    restoreShort: text('Short button in the failure notice that brings the message back, e.g. "Restore"'),
  })
  .describe('Notices about sending: success, failure and the kept message');

export const contactFormSchema = blockBase
  .extend({
    type: z.literal('contact-form'),
    heading: text('Heading of the form card, e.g. "Send us a message"'),
    text: text('A sentence under the heading').optional(),
    labels,
    hints: hints.optional(),
    inquiryOptions,
    submit: text('Text of the send button, e.g. "Send Message"'),
    sending: text('Text of the send button while the message is being sent, e.g. "Sending…"'),
    messages,
    notices,
    aside: contactDetailsSchema.optional().describe('Contact details shown beside the form (below it on phones)'),
  })
  .describe('The enquiry form, sent by the email service, with optional contact details beside it');

export type ContactFormBlock = z.infer<typeof contactFormSchema>;
