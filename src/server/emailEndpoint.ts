// A local stand-in for the email provider's form endpoint (POST /api/v1.0/email/send-form), used by
// `npm start`, `npm run dev` and the browser tests: it checks an enquiry like the provider would and
// saves it as JSON in a local outbox instead of sending an email.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { honeypotField, requiredEnquiryFields } from '../blocks/contact-form/fields';
import type { Handler } from './staticServer';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/**
 * Exists only when the endpoint is created with `testControls`. POST `?mode=normal|reject|drop` (with
 * `status`, `text` for reject, `delay` in ms, `clear` to forget past enquiries) switches how sends are
 * answered; GET returns the mode and every enquiry received so far.
 */
export const TEST_CONTROL_PATH = '/__test__/email';
const MAX_BODY = 1024 * 1024;

/** Settings that point the form at this endpoint on the site's own server (`npm start`, `npm run dev`). */
export const LOCAL_EMAIL_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'local-dev',
  VITE_EMAILJS_SERVICE_ID: 'local',
  VITE_EMAILJS_TEMPLATE_ID: 'local',
  VITE_EMAILJS_ORIGIN: '/',
} as const;

/** How the endpoint answers: normally, with a 400 and this text, or by dropping the connection. */
export type EndpointMode = { kind: 'normal' } | { kind: 'reject'; status: number; text: string } | { kind: 'drop' };

export type SavedEnquiry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  user_id: string;
  lib_version: string;
  fields: Record<string, string>;
};

export type EmailEndpointOptions = {
  /** Folder the enquiries are saved in (created when needed). */
  outbox: string;
  /** Adds the test-only control route and keeps every enquiry in memory for tests to read. */
  testControls?: boolean;
  log?: (line: string) => void;
};

export type EmailEndpoint = Handler & { received: SavedEnquiry[] };

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function answer(response: ServerResponse, status: number, text: string) {
  response.writeHead(status, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The multipart (or url-encoded) body as text fields, parsed by Node's own fetch implementation. */
async function formFields(request: IncomingMessage, body: Buffer): Promise<Map<string, string> | null> {
  const init = { method: 'POST', headers: { 'content-type': request.headers['content-type'] ?? '' }, body, duplex: 'half' } as RequestInit;
  try {
    const data = await new Request('http://localhost/', init).formData();
    const fields = new Map<string, string>();
    data.forEach((value, name) => {
      if (typeof value === 'string') fields.set(name, value);
    });
    return fields;
  } catch {
    return null;
  }
}

/** The reason the provider would refuse these fields, or null when they are acceptable. */
export function rejectionReason(fields: Map<string, string>): string | null {
  const has = (name: string) => (fields.get(name) ?? '').trim() !== '';
  if (!has('service_id')) return 'The service ID is required (service_id is missing)';
  if (!has('template_id')) return 'The template ID is required (template_id is missing)';
  if (!has('user_id')) return 'The public key is required (user_id is missing)';
  const missing = requiredEnquiryFields.filter((name) => !has(name));
  if (missing.length) return `Required fields are missing: ${missing.join(', ')}`;
  return null;
}

export function createEmailEndpoint({ outbox, testControls = false, log = console.log }: EmailEndpointOptions): EmailEndpoint {
  let mode: EndpointMode = { kind: 'normal' };
  let delay = 0;
  const received: SavedEnquiry[] = [];

  const save = (fields: Map<string, string>): string => {
    const take = (name: string) => fields.get(name) ?? '';
    const enquiry: SavedEnquiry = {
      receivedAt: new Date().toISOString(),
      service_id: take('service_id'),
      template_id: take('template_id'),
      user_id: take('user_id'),
      lib_version: take('lib_version'),
      fields: Object.fromEntries([...fields].filter(([name]) => !['service_id', 'template_id', 'user_id', 'lib_version', honeypotField].includes(name))),
    };
    mkdirSync(outbox, { recursive: true });
    const file = join(outbox, `${enquiry.receivedAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
    writeFileSync(file, `${JSON.stringify(enquiry, null, 2)}\n`);
    if (testControls) received.push(enquiry);
    return file;
  };

  const control = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mode, delay, received }));
      return;
    }
    const next = url.searchParams.get('mode') ?? 'normal';
    if (next === 'reject') mode = { kind: 'reject', status: Number(url.searchParams.get('status') ?? 400), text: url.searchParams.get('text') ?? 'Bad Request' };
    else if (next === 'drop') mode = { kind: 'drop' };
    else mode = { kind: 'normal' };
    delay = Number(url.searchParams.get('delay') ?? 0);
    if (url.searchParams.has('clear')) received.length = 0;
    answer(response, 200, 'OK');
  };

  const handler: Handler = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (testControls && url.pathname === TEST_CONTROL_PATH) {
      await control(request, response, url);
      return true;
    }
    if (url.pathname !== SEND_FORM_PATH) return false;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return true;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...CORS, Allow: 'POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return true;
    }
    if (mode.kind === 'drop') {
      request.socket.destroy();
      return true;
    }
    const body = await readBody(request);
    if (!body) {
      answer(response, 413, 'The form is too large');
      return true;
    }
    if (delay > 0) await new Promise((done) => setTimeout(done, delay));
    if (mode.kind === 'reject') {
      answer(response, mode.status, mode.text);
      return true;
    }
    const fields = await formFields(request, body);
    const reason = fields ? rejectionReason(fields) : 'The body must be multipart/form-data';
    if (reason || !fields) {
      answer(response, 400, reason ?? 'Bad Request');
      return true;
    }
    const file = save(fields);
    log(`Enquiry saved to ${relative(process.cwd(), file) || file}`);
    answer(response, 200, 'OK');
    return true;
  };
  return Object.assign(handler, { received });
}
