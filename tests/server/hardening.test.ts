// Issue 25 (hardening): the local email endpoint and the static server of `npm start`, with the attacks as fixtures.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declaredForms } from '../../src/server/declaredForms';
import { createEmailEndpoint, SEND_FORM_PATH, type EmailEndpointOptions } from '../../src/server/emailEndpoint';
import { createStaticServer } from '../../src/server/staticServer';
import { exampleEnquiry, exampleRoot, providerFields } from '../fixtures/exampleSite';

// The endpoint serves the example site's contact form, whichever organisation's site is in the project.
const forms = declaredForms(exampleRoot);
const enquiry = { ...exampleEnquiry, ...providerFields };

let folder: string;
let outbox: string;
let server: ReturnType<typeof createStaticServer>;
let port: number;

async function start(options: Partial<EmailEndpointOptions> = {}) {
  server = createStaticServer(folder, [createEmailEndpoint({ outbox, log: () => {}, forms, ...options })]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'server-hardening-'));
  outbox = join(folder, 'outbox');
});

afterEach(async () => {
  await new Promise((done) => server?.close(done));
  rmSync(folder, { recursive: true, force: true });
});

/** A multipart POST with any Host, Origin and source address (127.0.0.2 and so on are this computer too). */
async function post(fields: Record<string, string>, { headers = {}, from }: { headers?: Record<string, string>; from?: string } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path: SEND_FORM_PATH, method: 'POST', agent: false, ...(from ? { localAddress: from } : {}), headers: { Host: `127.0.0.1:${port}`, 'Content-Type': encoded.headers.get('content-type')!, 'Content-Length': body.length, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const saved = () => readdirSync(outbox).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')));
const savedCount = () => {
  try {
    return saved().length;
  } catch {
    return 0;
  }
};

describe('the local email endpoint (finding 5)', () => {
  it('refuses a rebound host: Host and Origin both evil.example (DNS rebinding), and saves nothing', async () => {
    await start();
    const rebound = await post(enquiry, { headers: { Host: `evil.example:${port}`, Origin: `http://evil.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(savedCount()).toBe(0);
    expect((await post(enquiry, { headers: { Host: `localhost:${port}`, Origin: `http://localhost:${port}` } })).status).toBe(200);
  });

  it('saves only the form\'s fields, trimmed: a 60 KB extra field is dropped and a name padded with 2,000 spaces is saved as the name', async () => {
    await start();
    const answer = await post({ ...enquiry, fullName: `Ada${' '.repeat(2_000)}`, comments: 'x'.repeat(60 * 1024) });
    expect(answer.status).toBe(200);
    const [one] = saved();
    expect(Object.keys(one.fields).sort()).toEqual(['email', 'fullName', 'notes', 'phone', 'postcode', 'roofType']);
    expect(one.fields.fullName).toBe('Ada');
  });

  it('refuses a 3 KB service_id with 400, and saves nothing', async () => {
    await start();
    const answer = await post({ ...enquiry, service_id: 's'.repeat(3 * 1024) });
    expect(answer).toEqual({ status: 400, text: 'service_id is too long' });
    expect(savedCount()).toBe(0);
  });

  it('limits the rate of the whole endpoint: 30 posts from 127.0.0.2 to 127.0.0.11 save only as many as the limit', async () => {
    await start({ rateLimit: { max: 10, windowMs: 60_000 } });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) statuses.push((await post(enquiry, { from: `127.0.0.${2 + (index % 10)}` })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(savedCount()).toBe(10);
  });

  it('stops saving when the outbox holds its limit, with 503 and a reason', async () => {
    await start({ outboxLimit: 3 });
    for (let index = 0; index < 3; index += 1) expect((await post(enquiry)).status).toBe(200);
    expect(await post(enquiry)).toEqual({ status: 503, text: 'The outbox of this server is full: no more enquiries are saved until some are removed' });
    expect(savedCount()).toBe(3);
  });
});

describe('the static server (finding 9)', () => {
  it('a range beyond the end of a file is 416 Range Not Satisfiable', async () => {
    writeFileSync(join(folder, 'clip.mp4'), Buffer.alloc(100));
    await start();
    const answer = await new Promise<{ status: number; text: string }>((done, fail) => {
      request({ host: '127.0.0.1', port, path: '/clip.mp4', headers: { Range: 'bytes=500-600' } }, (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, text }));
      })
        .on('error', fail)
        .end();
    });
    expect(answer).toEqual({ status: 416, text: '416 Range Not Satisfiable' });
  });
});
