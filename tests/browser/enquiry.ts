import type { Page } from 'playwright-core';
import type { ContactFormBlock } from '../../src/blocks/contact-form/schema';
import { loadSite } from '../../src/content/loadSite';

const site = loadSite(process.cwd()).content!;

/** The first page with a contact form in the content in place (the first site's /contact), and that form. */
const formPage = site.pages.pages.find((page) => page.blocks.some((block) => block.type === 'contact-form'))!;
export const contactPath = formPage.path;
export const contactForm = formPage.blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;

/** The error messages the form shows: the site's, with the form's own in their place. */
export const formMessages = { ...site.nav.site.labels.formMessages!, ...contactForm.messages };

/** The label of the field named `name` (as the email template names it). */
export const labelOf = (name: string, form: ContactFormBlock = contactForm) => form.fields.find((field) => field.name === name)!.label;

/** The label of the option `value` of the choice named `name`. */
export const optionLabel = (name: string, value: string, form: ContactFormBlock = contactForm) =>
  form.fields.find((field) => field.name === name)!.options!.find((option) => option.value === value)!.label;

/**
 * What an enquirer types into a field, by its name (the first site's and the example site's fields), else by its type.
 * A required text field with a pattern needs its value named here: a sample cannot be made up from the pattern.
 */
const SAMPLES: Record<string, string> = {
  firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958', validateEmail: 'ada@example.com', Organisation: 'Analytical Engines',
  fullName: 'Ada Lovelace', postcode: 'BF4 2QT',
};
const BY_TYPE: Record<string, string> = { text: 'Ada Lovelace', email: 'ada@example.com', tel: '+44 20 7946 0958', textarea: '' };

/** The values `fillValidEnquiry` types, by field name (a choice takes its first option). */
export const validEnquiry = (form: ContactFormBlock = contactForm): Record<string, string> =>
  Object.fromEntries(
    form.fields.map((field) => {
      if (field.type === 'choice') return [field.name, field.options![0]!.value];
      const value = SAMPLES[field.name] ?? (field.pattern && field.required !== false ? undefined : BY_TYPE[field.type ?? 'text']);
      if (value === undefined) throw new Error(`tests/browser/enquiry.ts has no sample value for the field ${field.name}: add one to SAMPLES`);
      return [field.name, value];
    }),
  );

/** A text field's name as a visitor's screen reader gives it: its label, and "(optional)" after an optional one's. */
export const fieldName = (field: ContactFormBlock['fields'][number], form: ContactFormBlock = contactForm) =>
  field.required === false ? `${field.label} (${form.labels.optional})` : field.label;

/** Fills the contact form with an enquiry the form accepts (a message is left empty: it is optional). */
export async function fillValidEnquiry(page: Page, form: ContactFormBlock = contactForm) {
  for (const [name, value] of Object.entries(validEnquiry(form))) {
    const field = form.fields.find((candidate) => candidate.name === name)!;
    if (field.type === 'choice') await page.getByLabel(optionLabel(name, value, form)).check();
    else if (value) await page.getByLabel(fieldName(field, form), { exact: true }).fill(value);
  }
}
