import type { Page } from 'playwright-core';
import type { ContactFormBlock } from '../../src/blocks/contact-form/schema';
import { loadSite } from '../../src/content/loadSite';

const site = loadSite(process.cwd()).content!;

/** The contact form block of the real site's /contact page. */
export const contactForm = site.pages.pages.find((page) => page.path === '/contact')!.blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;

/** The error messages the form shows: the site's, with the form's own in their place. */
export const formMessages = { ...site.nav.site.labels.formMessages!, ...contactForm.messages };

/** The label of the field named `name` (as the email template names it). */
export const labelOf = (name: string, form: ContactFormBlock = contactForm) => form.fields.find((field) => field.name === name)!.label;

/** The label of the option `value` of the choice named `name`. */
export const optionLabel = (name: string, value: string, form: ContactFormBlock = contactForm) =>
  form.fields.find((field) => field.name === name)!.options!.find((option) => option.value === value)!.label;

/** Fills the contact form with an enquiry the form accepts (the message is left empty: it is optional). */
export async function fillValidEnquiry(page: Page, form: ContactFormBlock = contactForm) {
  await page.getByLabel(labelOf('firstName', form), { exact: true }).fill('Ada');
  await page.getByLabel(labelOf('lastName', form), { exact: true }).fill('Lovelace');
  await page.getByLabel(labelOf('phoneNumber', form), { exact: true }).fill('+44 20 7946 0958');
  await page.getByLabel(labelOf('validateEmail', form), { exact: true }).fill('ada@example.com');
  await page.getByLabel(labelOf('Organisation', form), { exact: true }).fill('Analytical Engines');
  await page.getByLabel(optionLabel('inquiry', 'GeneralInquiry', form)).check();
}
