// A local stand-in for the email provider's form endpoint (POST /api/v1.0/email/send-form), used by
// `npm start`, `npm run dev` and the browser tests: it checks an enquiry like the provider would and
// saves it as JSON in a local outbox instead of sending an email.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { honeypotField, requiredEnquiryFields } from '../blocks/contact-form/fields';
import type { Handler } from './staticServer';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
const MAX_BODY = 1024 * 1024;

/** Settings that point the form at this endpoint on the site's own server (`npm start`, `npm run dev`). */
export const LOCAL_EMAIL_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'local-dev',
  VITE_EMAILJS_SERVICE_ID: 'local',
  VITE_EMAILJS_TEMPLATE_ID: 'local',
  VITE_EMAILJS_ORIGIN: '/',
} as const;

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
  log?: (line: string) => void;
};

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

export function createEmailEndpoint({ outbox, log = console.log }: EmailEndpointOptions): Handler {
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
    return file;
  };

  const handler: Handler = async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== SEND_FORM_PATH) return false;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return true;
    }
    if (request.method !== 'POST') {
      response.writeHead(405, { ...CORS, Allow: 'POST, OPTIONS', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
      return true;
    }
    const body = await readBody(request);
    if (!body) {
      answer(response, 413, 'The form is too large');
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
  return handler;
}
