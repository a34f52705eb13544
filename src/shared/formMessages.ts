import { z } from 'zod';
import { text } from './fields';

/**
 * The error messages of a form's fields: site-wide in nav.yaml (`site.labels.formMessages`), and each contact form may
 * override any of them with its own `messages`.
 */
export const formMessagesSchema = z
  .strictObject({
    required: text('Shown under a required field left empty, e.g. "Required"'),
    tooShort: text('Shown when a text is shorter than its field\'s minLength, e.g. "too short!"'),
    tooLong: text('Shown when a text is longer than its field\'s maxLength, e.g. "too long!"'),
    phone: text('Shown when a phone field is empty or not a phone number, e.g. "Please enter a valid phone number"'),
    email: text('Shown when an email address is not valid, e.g. "invalid email"'),
    choice: text('Shown when a required choice is left unchosen, e.g. "A radio option is required"'),
    pattern: text('Shown when a text does not match its field\'s pattern and the field has no patternMessage, e.g. "not in the expected form"'),
  })
  .describe('Error messages shown in red under the fields of a form');

export type FormMessages = z.infer<typeof formMessagesSchema>;
export type FormMessageKind = keyof FormMessages;
