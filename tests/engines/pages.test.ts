// Every route, the not-found page and the contact form in Firefox ESR and WebKit: no error, no CSP violation (as the
// probe of ./probe.ts records them), validation and a send to the local endpoint, and a restore notice that moves nothing.
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { TEST_CONTROL_PATH } from '../browser/emailControls';
import { contactForm, contactPath, validEnquiry } from '../browser/enquiry';
import { ENGINES, useEngine, waitFor, type EnginePage } from './engines';

const content = loadSite(process.cwd()).content!;
const routes = content.pages.pages.map((page) => page.path);

const problems = (page: EnginePage) => page.evaluate<string[]>('window.__problems');
const scriptsRan = (page: EnginePage) => waitFor(page, `document.querySelector('[data-dropdown][data-enhanced]')`);
const form = '[data-block="contact-form"] form';
const field = (name: string) => `${form} [name="${name}"]`;
/** What the form shows, for a failure's message: its fields' values and validity, its alerts and toasts. */
const formState = `({
  fields: [...document.querySelectorAll(${JSON.stringify(`${form} [name]`)})].map((field) => [field.name, field.type === 'radio' ? field.checked : field.value, field.getAttribute('aria-invalid')]),
  messages: [...document.querySelectorAll('[role="alert"], [role="status"]')].map((element) => element.textContent),
  focused: document.activeElement?.outerHTML.slice(0, 120),
  problems: window.__problems,
})`;
const hydratedForm = `document.querySelector('[data-block="contact-form"][data-hydrated]')`;
/** Where an element is on the page, to a tenth of a pixel (engines differ in the last float digits between reads). */
const top = (selector: string) => `Math.round((document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect().top + scrollY) * 10) / 10`;

async function endpoint(query: string) {
  const response = await fetch(`${inject('baseUrl')}${TEST_CONTROL_PATH}?${query}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** The form of the content in place: its first field, its last one (a message, on the first site) and a valid enquiry. */
const firstField = contactForm.fields[0]!.name;
const lastField = contactForm.fields.at(-1)!.name;

async function fill(page: EnginePage) {
  for (const [name, value] of Object.entries(validEnquiry())) {
    if (contactForm.fields.find((candidate) => candidate.name === name)!.type === 'choice') await page.activate(`${form} input[name="${name}"][value="${value}"]`);
    else if (value) await page.type(field(name), value);
  }
}

describe.each(ENGINES)('the pages in %s', (engine) => {
  const browser = useEngine(engine);

  it('every route loads with no error and no CSP violation, and an unknown address shows the not-found page', async () => {
    // One window for every route (the probe starts afresh with each page): a WebKit session is a browser start.
    const page = await browser.visit(routes[0]!);
    const found: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await scriptsRan(page);
      found.push(...(await problems(page)).map((problem) => `${route}: ${problem}`));
    }
    expect(found).toEqual([]);
    await page.goto('/no-such-page');
    await expect(page.evaluate('document.title')).resolves.toMatch(/not found/i);
    await page.close();
  }, 420_000);

});

// The form's fields and buttons are clicked with the driver's own element click (page.activate), after an instant
// scroll: the site scrolls smoothly, and WebKit's driver computed a click's point while the page still moved, so the
// click landed on <main> (the send never happened, in about half the runs).
describe.each(ENGINES)('the contact form in %s', (engine) => {
  const browser = useEngine(engine);

  it('contact: a field left empty shows its error, a valid enquiry is sent to the local endpoint', async () => {
    await endpoint('mode=normal&clear');
    const page = await browser.visit(contactPath);
    await page.evaluate(`document.querySelector('[data-block="contact-form"]').scrollIntoView()`);
    await waitFor(page, hydratedForm);
    await page.activate(field(firstField));
    await page.press('Tab');
    await waitFor(page, `document.querySelector(${JSON.stringify(field(firstField))}).getAttribute('aria-invalid') === 'true'`);
    await fill(page);
    await page.activate(`${form} button[type="submit"]`);
    await waitFor(page, `[...document.querySelectorAll('[role="status"]')].some((toast) => toast.textContent.includes(${JSON.stringify(contactForm.notices.success)}))`, { explain: formState });
    await expect(problems(page)).resolves.toEqual([]);
  });

  it('contact: after a failed send the restore notice appears without moving the fields', async () => {
    await endpoint('mode=drop');
    const page = await browser.visit(contactPath);
    await page.evaluate(`document.querySelector('[data-block="contact-form"]').scrollIntoView()`);
    await waitFor(page, hydratedForm);
    await fill(page);
    await page.activate(`${form} button[type="submit"]`);
    await waitFor(page, `[...document.querySelectorAll('[role="alert"]')].some((toast) => toast.textContent.includes(${JSON.stringify(contactForm.notices.network)}))`, { explain: formState });
    await page.goto(contactPath);
    await waitFor(page, `document.fonts.status === 'loaded'`);
    const before = await page.evaluate<number[]>(`[${top(field(firstField))}, ${top(field(lastField))}, ${top(`${form} button[type="submit"]`)}]`);
    await page.evaluate(`document.querySelector('[data-block="contact-form"]').scrollIntoView()`);
    await waitFor(page, `[...document.querySelectorAll('${form} button')].some((button) => button.textContent === ${JSON.stringify(contactForm.notices.restore)} && button.checkVisibility({ visibilityProperty: true }))`);
    const after = await page.evaluate<number[]>(`[${top(field(firstField))}, ${top(field(lastField))}, ${top(`${form} button[type="submit"]`)}]`);
    expect(after).toEqual(before);
    await endpoint('mode=normal&clear');
  });
});
