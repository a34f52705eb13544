import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import compression from 'compression';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { cacheControlFor, defaultHostRules, isHiddenPath, redirectLocation, type HostRules } from './hostRules';
import { safePathname } from './safePathname';

export type Handler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * The host rules the build wrote next to the site (`<dist>-deploy/deployment.json`: headers, cache rules and redirects,
 * the same description the host configurations are generated from), or the defaults for a folder built without them.
 */
export function readHostRules(dist: string): HostRules {
  const file = `${dist.replace(/[\\/]+$/, '')}-deploy/deployment.json`;
  return existsSync(file) ? { ...defaultHostRules, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<HostRules>) } : defaultHostRules;
}

/**
 * The compressed copies the build made (`<dist>-deploy/precompressed.json`, site paths such as /about/index.html.br):
 * only these are ever sent in place of a file. A .gz or .br that reached dist/ another way (copied in by hand, planted
 * beside a checked picture) is an ordinary file, never a stand-in for the one beside it.
 */
export function readPrecompressed(dist: string): Set<string> {
  try {
    const listed = JSON.parse(readFileSync(`${dist.replace(/[\\/]+$/, '')}-deploy/precompressed.json`, 'utf8')) as unknown;
    return new Set(Array.isArray(listed) ? listed.filter((path): path is string => typeof path === 'string') : []);
  } catch {
    return new Set();
  }
}

/** The file under `dist` a path names: the file itself, or the page folder's index.html; null when there is none. */
function fileFor(dist: string, path: string): string | null {
  const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
  for (const candidate of candidates) {
    try {
      if (statSync(join(dist, candidate)).isFile()) return candidate;
    } catch {
      // not there: try the next spelling
    }
  }
  return null;
}

/** The build's compressed copies (scripts/lib/precompress.ts), best first when the browser accepts both equally. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The build's compressed copy of `file` to send instead, if the build made it (`made`), the browser accepts its
 * encoding and it is at least as new as the file (a page edited by hand after the build is then compressed as it is
 * now, never served stale). Byte ranges are always answered from the file itself.
 */
function precompressedCopy(dist: string, file: string, request: IncomingMessage, made: Set<string>): (typeof PRECOMPRESSED)[number] | null {
  if (request.headers.range) return null;
  let original: number;
  try {
    original = statSync(join(dist, file)).mtimeMs;
  } catch {
    return null;
  }
  const available = PRECOMPRESSED.filter(({ suffix }) => {
    if (!made.has(file + suffix)) return false;
    try {
      return statSync(join(dist, file + suffix)).mtimeMs >= original;
    } catch {
      return false;
    }
  });
  if (available.length === 0) return null;
  // negotiator 0.6.4 breaks ties between equally accepted encodings by the server's preference (its second argument,
  // which its published types do not declare yet); browsers list gzip first and accept brotli equally.
  const negotiate = Negotiator.prototype.encoding as unknown as (this: Negotiator, available: string[], preferred: string[]) => string | undefined;
  const chosen = negotiate.call(new Negotiator(request), [...available.map(({ encoding }) => encoding), 'identity'], ['br', 'gzip']);
  return available.find(({ encoding }) => encoding === chosen) ?? null;
}

function setHeaders(response: ServerResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

/**
 * Serves a prerendered build like the generated host configurations do: `/x` and `/x/` serve `x/index.html`, files
 * are served as they are (with byte ranges, ETag/Last-Modified and 304s from the `send` library; as the build's brotli
 * or gzip copy when the browser accepts it, otherwise compressed on the fly by `compression`), the host rules'
 * redirects answer 301, and anything else gets `404.html` with status 404. Every response carries the host rules'
 * security headers. Traversal attempts get 400, internal files (dotfiles, error templates, host configuration files)
 * 404, methods other than GET/HEAD the error screen with 405.
 * An unreadable file is a 403 for that request only. `handlers` run first (the local email endpoint is one).
 */
export function createStaticServer(dist: string, handlers: Handler[] = [], rules: HostRules = readHostRules(dist)): Server {
  const made = readPrecompressed(dist);
  const compress = compression({ threshold: 256, filter: (request, response) => !request.headers.range && compression.filter(request, response) });

  const serveFile = (request: IncomingMessage, response: ServerResponse, file: string, status = 200) => {
    response.statusCode = status;
    setHeaders(response, { ...rules.headers, 'Cache-Control': cacheControlFor(file) });
    const copy = precompressedCopy(dist, file, request, made);
    if (copy) {
      // The copy is the same resource in another encoding: the type is the file's, and caches keep one per encoding.
      setHeaders(response, { 'Content-Type': contentType(extname(file)) || 'application/octet-stream', 'Content-Encoding': copy.encoding, Vary: 'Accept-Encoding' });
    }
    const stream = send(request, copy ? file + copy.suffix : file, { root: dist, dotfiles: 'deny', index: false, cacheControl: false, etag: true, lastModified: true });
    stream.on('error', (error: NodeJS.ErrnoException & { status?: number }) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      const code = error.code === 'EACCES' || error.code === 'EPERM' ? 403 : (error.status ?? 500);
      if (code === 404 && file !== '/404.html') serveNotFound(request, response);
      else sendPlain(request, response, code);
    });
    stream.pipe(response);
  };

  const sendPlain = (request: IncomingMessage, response: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const text = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
    response.writeHead(status, { ...rules.headers, ...extra, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : text);
  };

  /** The prerendered error screen for a status (`dist/_error/<status>.html`, written by the build), or plain text. */
  const sendError = (request: IncomingMessage, response: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    if (!existsSync(join(dist, '_error', `${status}.html`))) return sendPlain(request, response, status, extra);
    setHeaders(response, extra);
    serveFile(request, response, `/_error/${status}.html`, status);
  };

  const serveNotFound = (request: IncomingMessage, response: ServerResponse) => {
    if (existsSync(join(dist, '404.html'))) serveFile(request, response, '/404.html', 404);
    else sendPlain(request, response, 404);
  };

  const serve = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendError(request, response, 405, { Allow: 'GET, HEAD' });
    const path = safePathname(request.url);
    if (path === null) return sendError(request, response, 400);
    const target = rules.redirects[path];
    if (target) {
      const search = new URL(request.url ?? '/', 'http://localhost').search;
      response.writeHead(301, { ...rules.headers, Location: redirectLocation(target, search), 'Cache-Control': 'public, max-age=3600', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : `Moved Permanently: ${target}`);
      return;
    }
    const file = isHiddenPath(path) ? null : fileFor(dist, path);
    if (file) serveFile(request, response, file);
    else serveNotFound(request, response);
  };

  return createServer(async (request, response) => {
    try {
      for (const handler of handlers) if (await handler(request, response)) return;
      compress(request as never, response as never, () => serve(request, response));
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('500 Internal Server Error');
      else response.destroy();
    }
  });
}
