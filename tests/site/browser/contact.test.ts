import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedEnquiry } from '../../../src/server/emailEndpoint';
import { TEST_CONTROL_PATH } from '../../browser/emailControls';
import { contactForm, formMessages, labelOf, optionLabel } from '../../browser/enquiry';
import { TEST_EMAIL_ENV } from '../../browser/globalSetup';
import { baseUrl, useBrowser, wakeIslands } from '../../browser/session';

const form = contactForm;

const typed = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+44 (20) 7946-0958',
  validateEmail: 'ada@example.com',
  Organisation: 'Analytical Engines Ltd',
  message: 'We need an aeration upgrade for a 20 MLD plant.',
  inquiry: 'TechnicalSupport',
};

/** Switches how the test server's email endpoint answers (a route that exists only in tests). */
async function endpoint(query: string) {
  const response = await fetch(`${baseUrl()}${TEST_CONTROL_PATH}?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
}
const received = async (): Promise<SavedEnquiry[]> => (await (await fetch(`${baseUrl()}${TEST_CONTROL_PATH}`)).json()).received;

async function fill(page: Page) {
  await page.getByLabel(labelOf('firstName'), { exact: true }).fill(typed.firstName);
  await page.getByLabel(labelOf('lastName'), { exact: true }).fill(typed.lastName);
  await page.getByLabel(labelOf('phoneNumber'), { exact: true }).fill(typed.phoneNumber);
  await page.getByLabel(labelOf('validateEmail'), { exact: true }).fill(typed.validateEmail);
  await page.getByLabel(labelOf('Organisation'), { exact: true }).fill(typed.Organisation);
  await page.getByLabel(optionLabel('inquiry', 'TechnicalSupport')).check();
  await page.getByLabel(labelOf('message')).fill(typed.message);
}

async function values(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector<HTMLFormElement>('[data-block="contact-form"] form')!;
    const data = Object.fromEntries(new FormData(element)) as Record<string, string>;
    delete data.website;
    return data;
  });
}

const empty = { firstName: '', lastName: '', phoneNumber: '', validateEmail: '', Organisation: '', message: '' };

describe('the contact form in Chromium, sending through the real SDK to the local endpoint', () => {
  const browser = useBrowser();
  let page: Page;
  let problems: string[];

  beforeEach(async () => {
    await endpoint('mode=normal&clear');
    ({ page, problems } = await browser.visit('/contact'));
    await wakeIslands(page);
  });
  afterEach(async () => {
    await page.context().close();
  });

  it('sends a valid enquiry as multipart with every field, shows the success toast and empties the form', async () => {
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/v1.0/email/send-form'));
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    expect((await request).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByRole('status').textContent()).resolves.toBe('Your form is submitted !');
    // The toast sits below the sticky header, never over the navigation.
    const toastTop = (await page.getByRole('status').boundingBox())!.y;
    expect(toastTop).toBeGreaterThanOrEqual(await page.evaluate(() => document.querySelector('body > #root header, header')!.getBoundingClientRect().bottom));
    const [enquiry] = await received();
    expect(enquiry).toMatchObject({
      service_id: TEST_EMAIL_ENV.VITE_EMAILJS_SERVICE_ID,
      template_id: TEST_EMAIL_ENV.VITE_EMAILJS_TEMPLATE_ID,
      user_id: TEST_EMAIL_ENV.VITE_EMAILJS_PUBLIC_KEY,
      lib_version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      fields: typed,
    });
    expect(await values(page)).toEqual(empty);
    expect(problems).toEqual([]);
  });

  it('shows the 400 answer\'s text in an error toast, and Restore brings every typed value back', async () => {
    await endpoint(`mode=reject&status=400&text=${encodeURIComponent('The template ID is invalid')}`);
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The template ID is invalid' });
    await alert.waitFor();
    expect(await values(page)).toEqual(empty);
    await alert.getByRole('button', { name: form.notices.restoreShort }).click();
    expect(await values(page)).toEqual(typed);
    await expect(page.getByRole('button', { name: form.notices.restore }).count()).resolves.toBe(0);
    expect(await received()).toEqual([]);
  });

  it('handles a dropped connection the same way, and the kept message survives a reload', async () => {
    await endpoint('mode=drop');
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('alert').filter({ hasText: form.notices.network }).waitFor();
    expect(await values(page)).toEqual(empty);
    await page.reload();
    await wakeIslands(page);
    await page.getByRole('button', { name: form.notices.restore }).click();
    expect(await values(page)).toEqual(typed);
    // The SDK logs the failure; the form logs it too, as the customer asked. Nothing else may complain.
    expect(problems.filter((line) => !/ERR_|Failed to fetch|could not be sent/.test(line))).toEqual([]);
  });

  it('after a failed send, the reloaded page shows the restore notice without moving anything (CLS 0), and keeps what is typed', async () => {
    await endpoint('mode=drop');
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('alert').filter({ hasText: form.notices.network }).waitFor();
    const firstName = page.getByLabel(labelOf('firstName'), { exact: true });
    const top = () => firstName.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.reload();
    // Every layout shift since the page started loading, as Chromium reports them (buffered).
    await page.evaluate(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => shifts.push((entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { shifts: number[] }).shifts = shifts;
    });
    const before = await top();
    // Typing goes on while the form hydrates and the notice appears.
    await firstName.pressSequentially('Grace', { delay: 20 });
    await wakeIslands(page);
    await page.getByRole('button', { name: form.notices.restore }).waitFor();
    expect(await top()).toBe(before);
    await expect(firstName.inputValue()).resolves.toBe('Grace');
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0))).toBe(0);
  });

  it('sends one enquiry for a double click', async () => {
    await endpoint('mode=normal&delay=300');
    await fill(page);
    await page.getByRole('button', { name: form.submit }).dblclick();
    await page.getByRole('status').waitFor();
    expect(await received()).toHaveLength(1);
  });

  it('closes a toast on click, and when dragged 80% of its width', async () => {
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    const toast = page.getByRole('status');
    await toast.click();
    await toast.waitFor({ state: 'detached' });
    await fill(page);
    await page.getByRole('button', { name: form.submit }).click();
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + box.width * 0.5, y, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    await expect(toast.count()).resolves.toBe(1);
    const again = (await toast.boundingBox())!;
    await page.mouse.move(again.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(again.x + 20 + again.width * 0.85, y, { steps: 8 });
    await page.mouse.up();
    await toast.waitFor({ state: 'detached' });
  });

  it('moves focus to the first invalid field when a submit fails validation', async () => {
    await page.getByLabel(labelOf('firstName'), { exact: true }).fill(typed.firstName);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('lastName');
    await expect(page.getByText(formMessages.choice).isVisible()).resolves.toBe(true);
    expect(await received()).toEqual([]);
  });
});
