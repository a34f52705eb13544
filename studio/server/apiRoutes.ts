// The studio's JSON API: read the content, check a draft with the loader's own checks, save. A save writes only
// pages.yaml and nav.yaml, only when the whole site validates, and never over a change made on disk since the
// studio read the file.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CheckTimeout } from './checkOffThread';
import type { FileTexts } from './draftCheck';
import {
  contentFileNames,
  isContentFileName,
  listPublicFiles,
  readContentFile,
  writeContentFileAtomically,
  type ContentFileName,
} from './files';
import { adoptExampleFiles } from './exampleFiles';
import { imageRoutes } from './images';
import { publishCommit, publishIncoming, publishPush, publishStatus } from './publishRoutes';
import { publishedPaths } from './publishedPaths';
import { HttpError, readJson, sendJson, type ApiContext } from './http';

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
  '/api/example-files': { POST: adoptExampleFiles },
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
