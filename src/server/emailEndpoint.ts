// A local stand-in for the email provider's form endpoint (POST /api/v1.0/email/send-form), used by
// `npm start`, `npm run dev` and the browser tests: it checks an enquiry like the provider would and
// saves it as JSON in a local outbox instead of sending an email. It listens on the developer's machine, where any
// web page open in their browser could post to it: so it answers its own site only (no CORS, a foreign Origin gets
// 403), limits each client to a few posts a minute, and saves only what the form itself would let through.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { enquiryFields, honeypotField, requiredEnquiryFields } from '../blocks/contact-form/fields';
import { validateEnquiry, type ValidationMessages } from '../blocks/contact-form/validation';
import type { Handler } from './staticServer';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** Far above any enquiry the form can produce (its fields allow a few hundred characters). */
const MAX_BODY = 64 * 1024;
/** Posts one client may make in a window before it gets 429. */
export const DEFAULT_RATE_LIMIT = { max: 30, windowMs: 60_000 };

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
  /** Posts per client (by address) per window; the 31st in a minute gets 429 by default. */
  rateLimit?: { max: number; windowMs: number };
};

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);
}

/**
 * Whether a request comes from a page of this same site. Browsers send `Origin` with every POST from a page, so a
 * foreign one is a page elsewhere trying to write into the outbox; a request without it (curl, a test) is no page.
 */
export function isSameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** A sliding-window count of posts per client address; returns the seconds to wait, or 0 when the post may proceed. */
function rateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const posts = new Map<string, number[]>();
  return (client: string, now = Date.now()): number => {
    const recent = (posts.get(client) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= max) {
      posts.set(client, recent);
      return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    }
    recent.push(now);
    posts.set(client, recent);
    if (posts.size > 10_000) posts.clear(); // a flood of addresses must not grow memory without end
    return 0;
  };
}

/** The form's rules, phrased for the sender of a request rather than for the visitor. */
const SERVER_MESSAGES: ValidationMessages = {
  required: 'is required',
  tooShort: 'is too short',
  tooLong: 'is too long',
  phone: 'must be a phone number of 7 to 15 digits',
  email: 'must be an email address',
  inquiry: 'must be one of the form\'s inquiry kinds',
};

/** The first of the form's own rules the enquiry breaks, naming the field, or null when the form would send it. */
export function ruleViolation(fields: Map<string, string>): string | null {
  const values = Object.fromEntries(enquiryFields.map((name) => [name, fields.get(name)]));
  const errors = validateEnquiry(values, SERVER_MESSAGES);
  const field = enquiryFields.find((name) => errors[name]);
  return field ? `${field} ${errors[field]}` : null;
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

export function createEmailEndpoint({ outbox, log = console.log, rateLimit = DEFAULT_RATE_LIMIT }: EmailEndpointOptions): Handler {
  const waitFor = rateLimiter(rateLimit);

  /** Saves an enquiry (a filled trap field goes to `spam/` instead, apart from the real ones); returns the file. */
  const save = (fields: Map<string, string>, isSpam: boolean): string => {
    const take = (name: string) => fields.get(name) ?? '';
    const enquiry: SavedEnquiry = {
      receivedAt: new Date().toISOString(),
      service_id: take('service_id'),
      template_id: take('template_id'),
      user_id: take('user_id'),
      lib_version: take('lib_version'),
      fields: Object.fromEntries([...fields].filter(([name]) => !['service_id', 'template_id', 'user_id', 'lib_version', honeypotField].includes(name))),
    };
    if (isSpam) enquiry.fields[honeypotField] = take(honeypotField);
    const folder = isSpam ? join(outbox, 'spam') : outbox;
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${enquiry.receivedAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`);
    writeFileSync(file, `${JSON.stringify(enquiry, null, 2)}\n`);
    return file;
  };

  const handler: Handler = async (request, response) => {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      return false; // a malformed address is no post to this endpoint: the static server answers it with 400
    }
    if (url.pathname !== SEND_FORM_PATH) return false;
    if (request.method !== 'POST') {
      answer(response, 405, 'Method Not Allowed', { Allow: 'POST' });
      return true;
    }
    if (!isSameOrigin(request)) {
      request.resume();
      answer(response, 403, 'Enquiries are accepted only from this site\'s own pages');
      return true;
    }
    const wait = waitFor(request.socket.remoteAddress ?? 'unknown');
    if (wait > 0) {
      request.resume();
      answer(response, 429, `Too many enquiries from this address: try again in ${wait} seconds`, { 'Retry-After': String(wait) });
      return true;
    }
    const body = await readBody(request);
    if (!body) {
      // The rest of the body is never read: closing the connection is what ends it.
      answer(response, 413, 'The form is too large', { Connection: 'close' });
      return true;
    }
    const fields = await formFields(request, body);
    const reason = fields ? (rejectionReason(fields) ?? ruleViolation(fields)) : 'The body must be multipart/form-data';
    if (reason || !fields) {
      answer(response, 400, reason ?? 'Bad Request');
      return true;
    }
    const isSpam = (fields.get(honeypotField) ?? '') !== '';
    let file: string;
    try {
      file = save(fields, isSpam);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      log(`Enquiry NOT saved: the outbox ${relative(process.cwd(), outbox) || outbox} cannot be written (${code})`);
      answer(response, 503, 'The enquiry could not be saved on this server (its outbox cannot be written)');
      return true;
    }
    log(`${isSpam ? 'Spam (trap field filled) kept apart in' : 'Enquiry saved to'} ${relative(process.cwd(), file) || file}`);
    answer(response, 200, 'OK');
    return true;
  };
  return handler;
}
