import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { phoneNumber, socialLinkSchema, text, longText } from '../../shared/fields';

const labelled = <T extends z.ZodRawShape>(what: string, shape: T) =>
  z.strictObject({ label: text(`Word shown above the ${what}, e.g. "${what[0]!.toUpperCase()}${what.slice(1)}"`), ...shape });

/** The contact details themselves; shared by the contact-info block and the panel beside the contact form. */
const contactDetailsShape = {
  email: labelled('email', {
    address: z.email({ error: 'must be an email address like enquiries@example.com' }).describe('The email address; it opens the visitor\'s mail program'),
  })
    .optional()
    .describe('Email address with its label'),
  phone: labelled('phone', { number: phoneNumber.describe('Phone number as it should be shown, e.g. +1 555 0100; it can be tapped to call') })
    .optional()
    .describe('Phone number with its label'),
  fax: labelled('fax', { number: phoneNumber.describe('Fax number as it should be shown') })
    .optional()
    .describe('Fax number with its label'),
  address: labelled('address', { lines: listOf(z.array(text('One line of the postal address')), 'line', 'lines').min(1).max(8).describe('The postal address, one line each') })
    .optional()
    .describe('Postal address with its label'),
  socials: labelled('social icons', { links: listOf(z.array(socialLinkSchema), 'link', 'links').min(1).max(8).describe('The social icons, in order') })
    .optional()
    .describe('Social icons with a heading'),
};

const hasDetail = (details: Record<string, unknown>) => ['email', 'phone', 'fax', 'address', 'socials'].some((key) => details[key] !== undefined);
const needsDetail = { error: 'give at least one of `email`, `phone`, `fax`, `address` or `socials`' };

export const contactDetailsSchema = z
  .strictObject({
    heading: text('Heading of the panel, e.g. "Get in touch"'),
    text: longText('A sentence under the heading').optional(),
    ...contactDetailsShape,
  })
  .refine(hasDetail, needsDetail)
  .describe('Contact details: email, phone, fax, postal address and social icons (each optional)');

export const contactInfoSchema = blockBase
  .extend({
    type: z.literal('contact-info'),
    heading: text('Heading of the block, e.g. "Headquarters"'),
    text: longText('A sentence under the heading').optional(),
    ...contactDetailsShape,
  })
  .refine(hasDetail, needsDetail)
  .describe('Contact details in a band: email, phone, fax, postal address and social icons, e.g. a Headquarters block');

export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export type ContactInfoBlock = z.infer<typeof contactInfoSchema>;
