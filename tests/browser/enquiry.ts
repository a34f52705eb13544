import type { Page } from 'playwright-core';
import type { ContactFormBlock } from '../../src/blocks/contact-form/schema';
import { loadSite } from '../../src/content/loadSite';

/** The contact form block of the real site's /contact page. */
export const contactForm = loadSite(process.cwd()).content!.pages.pages.find((page) => page.path === '/contact')!.blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;

/** Fills the contact form with an enquiry the form accepts (the message is left empty: it is optional). */
export async function fillValidEnquiry(page: Page, form: ContactFormBlock = contactForm) {
  await page.getByLabel(form.labels.firstName, { exact: true }).fill('Ada');
  await page.getByLabel(form.labels.lastName, { exact: true }).fill('Lovelace');
  await page.getByLabel(form.labels.phoneNumber, { exact: true }).fill('+44 20 7946 0958');
  await page.getByLabel(form.labels.validateEmail, { exact: true }).fill('ada@example.com');
  await page.getByLabel(form.labels.Organisation, { exact: true }).fill('Analytical Engines');
  await page.getByLabel(form.inquiryOptions.GeneralInquiry).check();
}
