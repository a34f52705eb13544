// npm start's local endpoint with an outbox it cannot write: the visitor is told the message was not sent and that it
// is kept, and Restore brings it back (the endpoint answers 503 with its reason, never a stack trace).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailEndpoint } from '../../src/server/emailEndpoint';
import { createStaticServer } from '../../src/server/staticServer';
import { contactForm as form, contactPath, fieldName, fillValidEnquiry, validEnquiry } from './enquiry';
import { useBrowser, wakeIslands } from './session';

const browser = useBrowser();
const work = mkdtempSync(join(tmpdir(), 'site-blocked-outbox-'));
let server: Server;
let base = '';

beforeAll(async () => {
  const blocked = join(work, 'outbox');
  writeFileSync(blocked, 'a file where the outbox folder should be');
  server = createStaticServer(resolve('dist'), [createEmailEndpoint({ outbox: blocked, log: () => {} })]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => (server.closeAllConnections(), server.close(done)));
  rmSync(work, { recursive: true, force: true });
});

describe('the contact form when the local outbox cannot be written', () => {
  it('says the message was not sent and is kept, and Restore brings it back', async () => {
    const page = await browser.tab(1366);
    await page.goto(`${base}${contactPath}`);
    await wakeIslands(page);
    await fillValidEnquiry(page);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/email/send-form'));
    await page.getByRole('button', { name: form.submit }).click();
    expect((await answer).status()).toBe(503);
    const alert = page.getByRole('alert').filter({ hasText: form.notices.failure });
    await alert.waitFor();
    const text = await alert.textContent();
    expect(text).toContain('The enquiry could not be saved on this server (its outbox cannot be written)');
    expect(text).toContain(form.notices.kept);
    await alert.getByRole('button', { name: form.notices.restoreShort }).click();
    // Every field the enquiry filled holds its value again (a choice is checked again).
    for (const [name, value] of Object.entries(validEnquiry())) {
      const field = form.fields.find((candidate) => candidate.name === name)!;
      if (field.type === 'choice') expect(await page.getByRole('radio', { name: field.options!.find((option) => option.value === value)!.label, exact: true }).isChecked()).toBe(true);
      else expect(await page.getByLabel(fieldName(field), { exact: true }).inputValue()).toBe(value);
    }
    await page.context().close();
  });
});
