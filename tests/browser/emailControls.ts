// Test-only controls around the local email endpoint, so browser tests can make the provider fail or slow down.
// POST `/__test__/email?mode=normal|reject|drop` (with `status` and `text` for reject, `delay` in ms, `clear` to
// forget past enquiries) switches how sends are answered; GET returns the mode and every enquiry saved so far.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SEND_FORM_PATH, type createEmailEndpoint, type SavedEnquiry } from '../../src/server/emailEndpoint';

export const TEST_CONTROL_PATH = '/__test__/email';

type Endpoint = ReturnType<typeof createEmailEndpoint>;
/** How sends are answered: by the real endpoint, with this status and text, or by dropping the connection. */
type Mode = { kind: 'normal' } | { kind: 'reject'; status: number; text: string } | { kind: 'drop' };

const plain = (response: ServerResponse, status: number, text: string) =>
  response.writeHead(status, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(text);

async function drain(request: IncomingMessage) {
  for await (const _chunk of request);
}

/** The enquiries the endpoint saved in `outbox`, oldest first. */
function saved(outbox: string): SavedEnquiry[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as SavedEnquiry);
}

/** The endpoint, answering sends as the last control request asked, with the control route added. */
export function withTestControls(endpoint: Endpoint, outbox: string) {
  let mode: Mode = { kind: 'normal' };
  let delay = 0;

  const control = (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ mode, delay, received: saved(outbox) }));
      return;
    }
    const next = url.searchParams.get('mode') ?? 'normal';
    if (next === 'reject') mode = { kind: 'reject', status: Number(url.searchParams.get('status') ?? 400), text: url.searchParams.get('text') ?? 'Bad Request' };
    else if (next === 'drop') mode = { kind: 'drop' };
    else mode = { kind: 'normal' };
    delay = Number(url.searchParams.get('delay') ?? 0);
    if (url.searchParams.has('clear')) rmSync(outbox, { recursive: true, force: true });
    plain(response, 200, 'OK');
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === TEST_CONTROL_PATH) {
      control(request, response, url);
      return true;
    }
    const isSend = url.pathname === SEND_FORM_PATH && request.method === 'POST';
    if (isSend && mode.kind === 'drop') {
      request.socket.destroy();
      return true;
    }
    if (isSend && delay > 0) await new Promise((done) => setTimeout(done, delay));
    if (isSend && mode.kind === 'reject') {
      await drain(request);
      plain(response, mode.status, mode.text);
      return true;
    }
    return endpoint(request, response);
  };
}
