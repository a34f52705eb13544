import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailEndpoint, SEND_FORM_PATH } from '../../src/server/emailEndpoint';
import { TEST_CONTROL_PATH } from '../browser/emailControls';
import { createStaticServer } from '../../src/server/staticServer';

const outbox = mkdtempSync(join(tmpdir(), 'wastely-outbox-'));
const dist = mkdtempSync(join(tmpdir(), 'wastely-dist-'));
const lines: string[] = [];
let base = '';
let server: ReturnType<typeof createStaticServer>;

const enquiry = {
  firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958', validateEmail: 'ada@example.com',
  Organisation: 'Analytical Engines', inquiry: 'GeneralInquiry', message: '',
  lib_version: '4.4.1', service_id: 'local', template_id: 'local', user_id: 'local-dev',
};

function post(fields: Record<string, string>, path = SEND_FORM_PATH) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return fetch(`${base}${path}`, { method: 'POST', body });
}

beforeAll(async () => {
  server = createStaticServer(dist, [createEmailEndpoint({ outbox, log: (line) => lines.push(line) })]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(outbox, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

describe('the local email endpoint', () => {
  it('saves a complete multipart enquiry as JSON, says where, and answers 200 OK', async () => {
    const response = await post(enquiry);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('OK');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const saved = JSON.parse(readFileSync(join(outbox, files[0]!), 'utf8'));
    expect(saved).toMatchObject({ service_id: 'local', template_id: 'local', user_id: 'local-dev', lib_version: '4.4.1' });
    expect(saved.fields).toEqual({
      firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958', validateEmail: 'ada@example.com',
      Organisation: 'Analytical Engines', inquiry: 'GeneralInquiry', message: '',
    });
    expect(lines.at(-1)).toMatch(/^Enquiry saved to .*\.json$/);
  });

  it.each([
    ['service_id', 'The service ID is required (service_id is missing)'],
    ['template_id', 'The template ID is required (template_id is missing)'],
    ['user_id', 'The public key is required (user_id is missing)'],
    ['validateEmail', 'Required fields are missing: validateEmail'],
  ])('answers 400 with a reason when %s is missing', async (name, reason) => {
    const { [name as keyof typeof enquiry]: _left, ...rest } = enquiry;
    const response = await post(rest);
    expect(response.status).toBe(400);
    await expect(response.text()).resolves.toBe(reason);
  });

  it('answers the CORS preflight and refuses other methods; the test controls do not exist', async () => {
    expect((await fetch(`${base}${SEND_FORM_PATH}`, { method: 'OPTIONS' })).status).toBe(204);
    expect((await fetch(`${base}${SEND_FORM_PATH}`)).status).toBe(405);
    expect((await post({}, `${TEST_CONTROL_PATH}?mode=drop`)).status).toBe(405);
  });
});
