import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { text } from '../../shared/fields';

/** What a value may be called: the email template reads it under this name. */
const fieldName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'must start with a letter and hold only letters, digits and _ (at most 40), e.g. `companySize`' });

export const fieldTypes = ['text', 'email', 'tel', 'textarea', 'choice'] as const;

const choiceOption = z
  .strictObject({
    value: fieldName.describe('What the enquiry carries when this option is chosen, e.g. `TechnicalSupport`'),
    label: text('What the visitor reads beside the option'),
  })
  .describe('One option of a choice');

/** One field of a contact form: what the visitor sees, and the rules its value must follow. */
export const formFieldSchema = z
  .strictObject({
    name: fieldName.describe('The field\'s name in the enquiry (the email template\'s parameter), e.g. `firstName`'),
    label: text('Label shown above the field (or above the options of a choice)'),
    type: z
      .enum(fieldTypes)
      .default('text')
      .describe('text (one line), email, tel (a phone number of 7 to 15 digits), textarea (a message box) or choice (one of the options)'),
    required: z.boolean().default(true).describe('Whether the field must be filled in; optional fields show the form\'s `optional` note'),
    options: listOf(z.array(choiceOption), 'option', 'options').min(2).max(12).optional().describe('The options of a choice, in order'),
    minLength: z.int().min(1).max(5000).optional().describe('Fewest characters a filled-in text may have'),
    maxLength: z.int().min(1).max(5000).optional().describe('Most characters a text may have'),
    pattern: z.string().min(1).max(200).optional().describe('A regular expression the whole value must match, e.g. ^[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}$ for a UK postcode'),
    patternMessage: text('Shown when the value does not match the pattern').optional(),
    hint: text('Help shown under the field, e.g. which characters are allowed').optional(),
    autocomplete: z
      .string()
      .regex(/^[a-z][a-z -]*$/, { error: 'must be an autocomplete token such as `given-name`, `organization` or `off`' })
      .optional()
      .describe('What browsers may fill in, e.g. given-name, family-name, organization, postal-code (default: email, tel or off by type)'),
    width: z.enum(['half', 'full']).optional().describe('half: beside another field on wide screens; full: the whole width (default for textarea and choice)'),
  })
  .describe('A field of the form');

export type FormField = z.infer<typeof formFieldSchema>;
