import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFormSchema } from '../../src/blocks/contact-form/schema';
import { declaredForms } from '../../src/server/declaredForms';
import { createEmailEndpoint, SEND_FORM_PATH } from '../../src/server/emailEndpoint';
import { TEST_CONTROL_PATH } from '../browser/emailControls';
import { createStaticServer } from '../../src/server/staticServer';
import { exampleEnquiry, exampleRoot, providerFields } from '../fixtures/exampleSite';

const outbox = mkdtempSync(join(tmpdir(), 'site-outbox-'));
const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
const lines: string[] = [];
let base = '';
let server: ReturnType<typeof createStaticServer>;

// The endpoint serves the example site's contact form, whichever organisation's site is in the project.
const forms = declaredForms(exampleRoot);
const enquiry = { ...exampleEnquiry, ...providerFields };

function post(fields: Record<string, string>, path = SEND_FORM_PATH) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${base}${path}`, { method: 'POST', body });
}

beforeAll(async () => {
  server = createStaticServer(dist, [createEmailEndpoint({ outbox, log: (line) => lines.push(line), forms })]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(outbox, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('the local email endpoint', () => {
  it("is given the example site's one form, whose every field the enquiry fills", () => {
    expect(forms.map((form) => form.map((field) => field.name))).toEqual([Object.keys(exampleEnquiry)]);
  });

  it('saves a complete multipart enquiry as JSON, says where, and answers 200 OK', async () => {
    const response = await post(enquiry);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const saved = JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8'));
    expect(saved).toMatchObject({ service_id: 'local', template_id: 'local', user_id: 'local-dev', lib_version: '4.4.1' });
    expect(saved.fields).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958', postcode: 'BF4 2QT', roofType: 'flat', notes: '' });
    expect(lines.at(-1)).toMatch(/^Enquiry saved to .*\.json$/);
  });

  it.each([
    ['service_id', 'The service ID is required (service_id is missing)'],
    ['template_id', 'The template ID is required (template_id is missing)'],
    ['user_id', 'The public key is required (user_id is missing)'],
    ['email', 'Required fields are missing: email'],
  ])('answers 400 with a reason when %s is missing', async (name, reason) => {
    const { [name as keyof typeof enquiry]: _left, ...rest } = enquiry;
    const response = await post(rest);
    expect(response.status).toBe(400);
    await expect(response.text()).resolves.toBe(reason);
  });

  it.each([
    ['phone', 'call me', 'phone must be a phone number of 7 to 15 digits'],
    ['email', 'ada@', 'email must be an email address'],
    ['fullName', 'A', 'fullName is too short'],
    ['notes', 'x'.repeat(501), 'notes is too long'],
    ['roofType', 'Sales', "roofType must be one of the form's options"],
  ])('applies the form\'s own rules: %s = %j gets 400 naming the field, and nothing is saved', async (name, value, reason) => {
    const before = readdirSync(outbox).length;
    const response = await post({ ...enquiry, [name]: value });
    expect(response.status).toBe(400);
    await expect(response.text()).resolves.toBe(reason);
    expect(readdirSync(outbox)).toHaveLength(before);
  });

  it('refuses a 900 KB message with 413 before reading it all, and saves nothing', async () => {
    const before = readdirSync(outbox).length;
    const response = await post({ ...enquiry, notes: 'x'.repeat(900 * 1024) });
    expect(response.status).toBe(413);
    expect(readdirSync(outbox)).toHaveLength(before);
  });

  it('accepts a filled trap field with 200 but keeps it apart, in spam/', async () => {
    const before = readdirSync(outbox).filter((name) => name.endsWith('.json')).length;
    const response = await post({ ...enquiry, website: 'https://cheap-pills.example' });
    expect(response.status).toBe(200);
    expect(readdirSync(outbox).filter((name) => name.endsWith('.json'))).toHaveLength(before);
    const spam = readdirSync(join(outbox, 'spam'));
    expect(spam).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(outbox, 'spam', spam[0]!), 'utf8')).fields.website).toBe('https://cheap-pills.example');
    expect(lines.at(-1)).toMatch(/^Spam \(trap field filled\) kept apart in .*spam.*\.json$/);
  });

  it('refuses a foreign page with 403, and has no CORS preflight or other methods; the test controls do not exist', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(enquiry)) body.append(name, value);
    expect((await fetch(`${base}${SEND_FORM_PATH}`, { method: 'POST', body, headers: { origin: 'https://elsewhere.example' } })).status).toBe(403);
    expect((await fetch(`${base}${SEND_FORM_PATH}`, { method: 'POST', body, headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await fetch(`${base}${SEND_FORM_PATH}`, { method: 'POST', body, headers: { origin: base } })).status).toBe(200);
    const preflight = await fetch(`${base}${SEND_FORM_PATH}`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base}${SEND_FORM_PATH}`)).status).toBe(405);
    expect((await post({}, `${TEST_CONTROL_PATH}?mode=drop`)).status).toBe(405);
  });
});

describe('the local email endpoint with an outbox it cannot write', () => {
  it('answers 503 with a clear reason (the form shows it as not sent, kept), and no stack trace', async () => {
    const blocked = join(dist, 'outbox-is-a-file');
    writeFileSync(blocked, 'not a folder');
    const logged: string[] = [];
    const broken = createStaticServer(dist, [createEmailEndpoint({ outbox: blocked, log: (line) => logged.push(line), forms })]);
    await new Promise<void>((done) => broken.listen(0, '127.0.0.1', done));
    try {
      const body = new FormData();
      for (const [name, value] of Object.entries(enquiry)) body.append(name, value);
      const response = await fetch(`http://127.0.0.1:${(broken.address() as AddressInfo).port}${SEND_FORM_PATH}`, { method: 'POST', body });
      expect(response.status).toBe(503);
      await expect(response.text()).resolves.toBe('The enquiry could not be saved on this server (its outbox cannot be written)');
      expect(logged.at(-1)).toMatch(/^Enquiry NOT saved: the outbox .* cannot be written \((ENOTDIR|EEXIST)\)$/);
    } finally {
      await new Promise((done) => broken.close(done));
    }
  });
});

describe('an endpoint for a site whose form declares other fields', () => {
  const otherOutbox = mkdtempSync(join(tmpdir(), 'wastely-outbox-other-'));
  const quoteForm = contactFormSchema.shape.fields.parse([
    { name: 'fullName', label: 'Name', minLength: 2, maxLength: 60 },
    { name: 'postcode', label: 'Postcode', pattern: '[A-Z]{1,2}[0-9][0-9A-Z]? ?[0-9][A-Z]{2}', patternMessage: 'Please enter a UK postcode' },
    { name: 'roofType', label: 'Roof', type: 'choice', options: [{ value: 'flat', label: 'Flat' }, { value: 'pitched', label: 'Pitched' }] },
    { name: 'notes', label: 'Notes', type: 'textarea', required: false },
  ]);
  const provider = { lib_version: '4.4.1', service_id: 'local', template_id: 'local', user_id: 'local-dev' };
  let other: ReturnType<typeof createStaticServer>;
  let otherBase = '';
  const postOther = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return fetch(`${otherBase}${SEND_FORM_PATH}`, { method: 'POST', body });
  };

  beforeAll(async () => {
    other = createStaticServer(dist, [createEmailEndpoint({ outbox: otherOutbox, log: () => {}, forms: [quoteForm] })]);
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((done) => other.close(done));
    rmSync(otherOutbox, { recursive: true, force: true });
  });

  it('saves exactly its declared fields under their names, dropping fields it does not declare', async () => {
    const response = await postOther({ ...provider, fullName: ' Grace Hopper ', postcode: 'WR14 2AB', roofType: 'flat', notes: '', firstName: 'Ada', extra: 'x' });
    expect(response.status).toBe(200);
    const saved = JSON.parse(readFileSync(join(otherOutbox, readdirSync(otherOutbox).find((file) => file.endsWith('.json'))!), 'utf8'));
    expect(saved.fields).toEqual({ fullName: 'Grace Hopper', postcode: 'WR14 2AB', roofType: 'flat', notes: '' });
  });

  it.each([
    [{ fullName: 'Grace', roofType: 'flat' }, 'Required fields are missing: postcode'],
    [{ fullName: 'Grace', postcode: 'nowhere', roofType: 'flat' }, "postcode does not match the form's pattern"],
    [{ fullName: 'Grace', postcode: 'WR14 2AB', roofType: 'tiled' }, "roofType must be one of the form's options"],
  ])('refuses %j with 400: %s', async (fields, reason) => {
    const response = await postOther({ ...provider, ...fields });
    expect(response.status).toBe(400);
    await expect(response.text()).resolves.toBe(reason);
  });
});
