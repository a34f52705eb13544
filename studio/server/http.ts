// What every studio API handler shares: its context, JSON in and out, and errors that carry their HTTP status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DraftChecker } from './checkOffThread';
import type { ContentWatcher } from './events';

/** A 1,000-page pages.yaml is a few megabytes; anything far larger is not a content file. */
export const maxBodyBytes = 32 * 1024 * 1024;

export type ApiContext = {
  /** The site: its pages.yaml, nav.yaml and public/. */
  root: string;
  /** This repository, whose block folders hold the catalogue examples' files. */
  codeRoot: string;
  watcher: ContentWatcher;
  /** The save in progress: the version check and the write of one save never interleave with another's. */
  saving: Promise<unknown>;
  maxBodyBytes: number;
  /** Checks drafts off the server's thread, within a time limit. */
  checker: DraftChecker;
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export async function readJson(request: IncomingMessage, limit: number): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  // A form on another site can post text/plain without asking first; JSON needs a preflight the studio never grants.
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the request body as application/json.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'The request is larger than any content file can be.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}
