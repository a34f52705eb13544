// The studio's JSON API: read the content, check a draft with the loader's own checks, save. A save writes only
// pages.yaml and nav.yaml, only when the whole site validates, and never over a change made on disk since the
// studio read the file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CheckTimeout, type DraftChecker } from './checkOffThread';
import type { FileTexts } from './draftCheck';
import type { ContentWatcher } from './events';
import {
  contentFileNames,
  isContentFileName,
  listPublicFiles,
  readContentFile,
  writeContentFileAtomically,
  type ContentFileName,
} from './files';
import { imageRoutes } from './images';
import { publishCommit, publishIncoming, publishPush, publishStatus } from './publish';
import { publishedPaths } from './publishedPaths';

/** A 1,000-page pages.yaml is a few megabytes; anything far larger is not a content file. */
export const maxBodyBytes = 32 * 1024 * 1024;

export type ApiContext = {
  root: string;
  watcher: ContentWatcher;
  /** The save in progress: the version check and the write of one save never interleave with another's. */
  saving: Promise<unknown>;
  maxBodyBytes: number;
  /** Checks drafts off the server's thread, within a time limit. */
  checker: DraftChecker;
};

class HttpError extends Error {
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

/** The `files` (and `base`) maps of a request: only pages.yaml and nav.yaml, each a string. */
function namedStrings(value: unknown, what: string): FileTexts {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new HttpError(400, `\`${what}\` must be an object.`);
  const out: FileTexts = {};
  for (const [name, text] of Object.entries(value)) {
    if (!isContentFileName(name)) {
      throw new HttpError(400, `The studio only edits ${contentFileNames.join(' and ')}; "${name}" is not one of them.`);
    }
    if (typeof text !== 'string') throw new HttpError(400, `\`${what}\` of ${name} must be text.`);
    out[name] = text;
  }
  return out;
}

async function save(context: ApiContext, body: unknown): Promise<[number, unknown]> {
  const request = (body ?? {}) as { files?: unknown; base?: unknown };
  const files = namedStrings(request.files, 'files');
  const base = namedStrings(request.base, 'base');
  const names = Object.keys(files) as ContentFileName[];
  if (names.length === 0) throw new HttpError(400, 'Nothing to save: `files` names no file.');
  const missingBase = names.filter((name) => base[name] === undefined);
  if (missingBase.length) throw new HttpError(400, `Say which version of ${missingBase.join(' and ')} the changes were made on (\`base\`).`);

  const onDisk = Object.fromEntries(names.map((name) => [name, readContentFile(context.root, name)])) as Record<
    ContentFileName,
    { text: string; version: string }
  >;
  const conflict = names.filter((name) => onDisk[name].version !== base[name]);
  if (conflict.length) {
    return [409, { conflict, files: Object.fromEntries(conflict.map((name) => [name, onDisk[name]])) }];
  }
  const problems = await context.checker.check(files);
  if (problems.length) return [422, { problems }];
  const saved: Record<string, { version: string }> = {};
  for (const name of names) {
    const version = writeContentFileAtomically(context.root, name, files[name]!);
    context.watcher.remember(name, version);
    saved[name] = { version };
  }
  return [200, { files: saved }];
}

const routes: Record<string, Partial<Record<string, (context: ApiContext, request: IncomingMessage, response: ServerResponse) => Promise<void>>>> = {
  '/api/content': {
    GET: async (context, _request, response) => {
      const files = Object.fromEntries(contentFileNames.map((name) => [name, readContentFile(context.root, name)]));
      sendJson(response, 200, { files, publicFiles: listPublicFiles(context.root), publishedPaths: await publishedPaths(context.root) });
    },
  },
  '/api/validate': {
    POST: async (context, request, response) => {
      const body = (await readJson(request, context.maxBodyBytes)) as { files?: unknown } | null;
      sendJson(response, 200, { problems: await context.checker.check(namedStrings(body?.files, 'files')) });
    },
  },
  '/api/save': {
    POST: async (context, request, response) => {
      const body = await readJson(request, context.maxBodyBytes);
      const result = context.saving.catch(() => undefined).then(() => save(context, body));
      context.saving = result;
      const [status, answer] = await result;
      sendJson(response, status, answer);
    },
  },
  '/api/publish': { GET: publishStatus, POST: publishCommit },
  '/api/publish/push': { POST: publishPush },
  '/api/publish/incoming': { POST: publishIncoming },
  '/api/events': {
    GET: async (context, _request, response) => context.watcher.subscribe(response),
  },
  ...imageRoutes,
};

/** Answers a request under /api/; anything not listed above is a 404, a listed path with another method a 405. */
export async function handleApi(context: ApiContext, request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
  const route = routes[pathname];
  const handler = route?.[request.method ?? 'GET'];
  try {
    if (!route) throw new HttpError(404, 'There is no such studio request.');
    if (!handler) {
      response.setHeader('Allow', Object.keys(route).join(', '));
      throw new HttpError(405, `${pathname} does not accept ${request.method}.`);
    }
    await handler(context, request, response);
  } catch (error) {
    if (response.headersSent) return void response.end();
    // The rest of an oversized body is not read: close the connection rather than leave it half-read for reuse.
    if (error instanceof HttpError && error.status === 413) response.setHeader('Connection', 'close');
    if (error instanceof HttpError) sendJson(response, error.status, { error: error.message });
    else if (error instanceof CheckTimeout) sendJson(response, 503, { error: error.message });
    else sendJson(response, 500, { error: `The studio could not do this: ${(error as Error).message}` });
  }
}
