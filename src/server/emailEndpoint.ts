// A local stand-in for the email provider's form endpoint (POST /api/v1.0/email/send-form), used by
// `npm start`, `npm run dev` and the browser tests: it checks an enquiry like the provider would and
// saves it as JSON in a local outbox instead of sending an email. It listens on the developer's machine, where any
// web page open in their browser could post to it: so it answers its own site only (this computer's host names, no
// CORS, a foreign Origin gets 403), takes a few posts a minute in all, keeps a bounded outbox, and saves only the
// form's own fields, trimmed, as the form itself would let them through. The fields are those the content declares
// (each contact form's `fields:`), read from the site when the endpoint first answers.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { honeypotField, requiredFieldNames, type FormField } from '../blocks/contact-form/fields';
import { validateEnquiry, type ValidationMessages } from '../blocks/contact-form/validation';
import { declaredForms } from './declaredForms';
import type { Handler } from './staticServer';

export const SEND_FORM_PATH = '/api/v1.0/email/send-form';
/** Far above any enquiry the form can produce (its fields allow a few hundred characters). */
const MAX_BODY = 64 * 1024;
/** Posts the endpoint takes in a window before it answers 429: all senders together (addresses are easy to vary). */
export const DEFAULT_RATE_LIMIT = { max: 30, windowMs: 60_000 };
/** Enquiries the outbox holds before the endpoint stops saving (503): a local outbox is read by a person. */
const DEFAULT_OUTBOX_LIMIT = 1_000;
/** The host names the endpoint answers: this computer's own. A page elsewhere can point its name at 127.0.0.1. */
const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** The longest value saved for the provider's own fields. */
const MAX_LENGTHS: Record<string, number> = { service_id: 64, template_id: 64, user_id: 64, lib_version: 32, [honeypotField]: 200 };
/** The longest value saved for a declared field its rules leave without a maxLength, by type. */
const MAX_LENGTH_BY_TYPE: Record<FormField['type'], number> = { email: 254, tel: 32, text: 1_000, textarea: 5_000, choice: 64 };

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
  /** Posts per window, all senders together; the 31st in a minute gets 429 by default. */
  rateLimit?: { max: number; windowMs: number };
  /** Enquiries (spam included) the outbox may hold; more are refused with 503. */
  outboxLimit?: number;
  /** Host names besides this computer's own (localhost, 127.0.0.1, [::1]) that the endpoint answers. */
  hosts?: string[];
  /**
   * The fields of each contact form the site has, or a function asked at each post (the dev server's content changes);
   * by default read once from the site's content (declaredForms.ts).
   */
  forms?: readonly (readonly FormField[])[] | (() => readonly (readonly FormField[])[]);
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

/** Whether the request is addressed to this computer by one of `hosts` (any port): not a rebound foreign name. */
function isOwnHost(request: IncomingMessage, hosts: readonly string[]): boolean {
  try {
    return hosts.includes(new URL(`http://${request.headers.host ?? ''}`).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** A sliding-window count of all posts; returns the seconds to wait, or 0 when the post may proceed. */
function rateLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  let recent: number[] = [];
  return (now = Date.now()): number => {
    recent = recent.filter((time) => now - time < windowMs);
    if (recent.length >= max) return Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000));
    recent.push(now);
    return 0;
  };
}

/** The first field longer than it may be saved, or null (declared maxLengths are the form's rules, checked trimmed). */
function overlongField(fields: Map<string, string>, form: readonly FormField[]): string | null {
  const limits = { ...MAX_LENGTHS, ...Object.fromEntries(form.filter((field) => field.maxLength === undefined).map((field) => [field.name, MAX_LENGTH_BY_TYPE[field.type]])) };
  for (const [name, max] of Object.entries(limits)) if (Array.from(fields.get(name) ?? '').length > max) return name;
  return null;
}

/** The declared form a post belongs to: the one naming most of its fields (a site may have forms with other fields). */
export function formOf(fields: Map<string, string>, forms: readonly (readonly FormField[])[]): readonly FormField[] | undefined {
  let best: readonly FormField[] | undefined;
  let bestCount = 0;
  for (const form of forms) {
    const count = form.filter((field) => fields.has(field.name)).length;
    if (count > bestCount) [best, bestCount] = [form, count];
  }
  return best ?? forms[0];
}

/** Enquiries already in the outbox (its spam folder included). */
function outboxCount(outbox: string): number {
  const count = (folder: string) => {
    try {
      return readdirSync(folder).filter((name) => name.endsWith('.json')).length;
    } catch {
      return 0;
    }
  };
  return count(outbox) + count(join(outbox, 'spam'));
}

/** The form's rules, phrased for the sender of a request rather than for the visitor. */
const SERVER_MESSAGES: ValidationMessages = {
  required: 'is required',
  tooShort: 'is too short',
  tooLong: 'is too long',
  phone: 'must be a phone number of 7 to 15 digits',
  email: 'must be an email address',
  choice: 'must be one of the form\'s options',
  pattern: 'does not match the form\'s pattern',
};

/** The first of the form's own rules the enquiry breaks, naming the field, or null when the form would send it. */
export function ruleViolation(fields: Map<string, string>, form: readonly FormField[]): string | null {
  const values = Object.fromEntries(form.map((field) => [field.name, fields.get(field.name)]));
  // A field's own pattern message speaks to the visitor ("Please enter a UK postcode"); the answer here is for the sender.
  const rules = form.map(({ patternMessage: _forVisitors, ...field }) => field);
  const errors = validateEnquiry(values, rules, SERVER_MESSAGES);
  const field = form.find(({ name }) => errors[name]);
  return field ? `${field.name} ${errors[field.name]}` : null;
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
export function rejectionReason(fields: Map<string, string>, form: readonly FormField[]): string | null {
  const has = (name: string) => (fields.get(name) ?? '').trim() !== '';
  if (!has('service_id')) return 'The service ID is required (service_id is missing)';
  if (!has('template_id')) return 'The template ID is required (template_id is missing)';
  if (!has('user_id')) return 'The public key is required (user_id is missing)';
  const missing = requiredFieldNames(form).filter((name) => !has(name));
  if (missing.length) return `Required fields are missing: ${missing.join(', ')}`;
  return null;
}

export function createEmailEndpoint({ outbox, log = console.log, rateLimit = DEFAULT_RATE_LIMIT, outboxLimit = DEFAULT_OUTBOX_LIMIT, hosts = [], forms }: EmailEndpointOptions): Handler {
  const waitFor = rateLimiter(rateLimit);
  let siteForms = typeof forms === 'function' ? undefined : forms;
  const formsOfSite = typeof forms === 'function' ? forms : () => (siteForms ??= declaredForms());
  const ownHosts = [...LOCAL_HOST_NAMES, ...hosts.map((host) => host.toLowerCase())];

  /** Saves an enquiry (a filled trap field goes to `spam/` instead, apart from the real ones); returns the file. */
  const save = (fields: Map<string, string>, form: readonly FormField[], isSpam: boolean): string => {
    // Only the form's own fields, trimmed as the form's rules measure them: nothing a sender adds is kept.
    const take = (name: string) => (fields.get(name) ?? '').trim();
    const enquiry: SavedEnquiry = {
      receivedAt: new Date().toISOString(),
      service_id: take('service_id'),
      template_id: take('template_id'),
      user_id: take('user_id'),
      lib_version: take('lib_version'),
      fields: Object.fromEntries(form.filter(({ name }) => fields.has(name)).map(({ name }) => [name, take(name)])),
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
    if (!isOwnHost(request, ownHosts) || !isSameOrigin(request)) {
      request.resume();
      answer(response, 403, 'Enquiries are accepted only from this site\'s own pages');
      return true;
    }
    const wait = waitFor();
    if (wait > 0) {
      request.resume();
      answer(response, 429, `Too many enquiries: try again in ${wait} seconds`, { 'Retry-After': String(wait) });
      return true;
    }
    const body = await readBody(request);
    if (!body) {
      // The rest of the body is never read: closing the connection is what ends it.
      answer(response, 413, 'The form is too large', { Connection: 'close' });
      return true;
    }
    const fields = await formFields(request, body);
    const form = fields ? formOf(fields, formsOfSite()) : undefined;
    const overlong = fields && form && overlongField(fields, form);
    const reason = !fields
      ? 'The body must be multipart/form-data'
      : !form
        ? 'This site has no contact form, so it takes no enquiries'
        : (rejectionReason(fields, form) ?? ruleViolation(fields, form) ?? (overlong ? `${overlong} is too long` : null));
    if (reason || !fields || !form) {
      answer(response, 400, reason ?? 'Bad Request');
      return true;
    }
    const isSpam = (fields.get(honeypotField) ?? '') !== '';
    if (outboxCount(outbox) >= outboxLimit) {
      log(`Enquiry NOT saved: the outbox ${relative(process.cwd(), outbox) || outbox} already holds ${outboxLimit} enquiries`);
      answer(response, 503, 'The outbox of this server is full: no more enquiries are saved until some are removed');
      return true;
    }
    let file: string;
    try {
      file = save(fields, form, isSpam);
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
