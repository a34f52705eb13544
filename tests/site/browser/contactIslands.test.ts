// The first site's contact form, as an island (tests/browser/islands.test.ts): an enquiry typed and sent before the
// page's scripts have loaded or the form has hydrated is kept and sent, with the specification's confirmation.
import { describe, expect, it } from 'vitest';
import { contactForm, fillValidEnquiry } from '../../browser/enquiry';
import { HELD_SCRIPTS, holdScript } from '../../browser/holdScript';
import { baseUrl, useBrowser } from '../../browser/session';

describe('the contact form island', () => {
  const browser = useBrowser();

  it.each(HELD_SCRIPTS)('text typed into the contact form before %s is kept, and a submit made then is sent once it has', async (_, script) => {
    const origin = baseUrl();
    const tab = await browser.tab(1366);
    const navigations: string[] = [];
    tab.on('framenavigated', (frame) => frame === tab.mainFrame() && navigations.push(frame.url()));
    const release = await holdScript(tab, script);
    await tab.goto(`${origin}/contact`, { waitUntil: 'load' });
    await fillValidEnquiry(tab);
    const request = tab.waitForRequest((candidate) => candidate.url().endsWith('/api/v1.0/email/send-form'), { timeout: 20_000 });
    await tab.getByRole('button', { name: contactForm.submit }).click();
    expect(await tab.locator('[data-block="contact-form"][data-hydrated]').count()).toBe(0);
    release();
    const sent = (await request).postDataBuffer()!.toString('utf8');
    for (const value of ['Ada', 'Lovelace', 'ada@example.com', 'Analytical Engines']) expect(sent).toContain(value);
    await expect(tab.getByRole('status').textContent({ timeout: 15_000 })).resolves.toBe('Your form is submitted !');
    // Never sent as a page request with the message in the address.
    expect(navigations).toEqual([`${origin}/contact`]);
    await tab.context().close();
  });
});
