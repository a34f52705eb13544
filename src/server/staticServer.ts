import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

export type Handler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/** Maps lower-cased page paths to their folders, so `/application/solution/x/` finds `/application/Solution/x`. */
function pageIndex(dist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const full = join(dir, entry.name);
      if (existsSync(join(full, 'index.html'))) pages.set(`/${relative(dist, full).split(sep).join('/')}`.toLowerCase(), full);
      walk(full);
    }
  };
  walk(dist);
  pages.set('/', dist);
  return pages;
}

/** Gzipped copies of compressible files, by path and modification time (static hosts compress text too). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();
const isCompressible = (type: string) => /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

function gzipped(file: string, mtimeMs: number): Buffer {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

function send(request: IncomingMessage, response: ServerResponse, file: string, status = 200, extraHeaders: Record<string, string> = {}) {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const isHashedAsset = file.includes(`${sep}assets${sep}`);
  const stats = statSync(file);
  const compress = isCompressible(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = compress ? gzipped(file, stats.mtimeMs) : null;
  response.writeHead(status, {
    ...extraHeaders,
    'Content-Type': type,
    'Content-Length': body ? body.length : stats.size,
    ...(body ? { 'Content-Encoding': 'gzip' } : {}),
    ...(isCompressible(type) ? { Vary: 'Accept-Encoding' } : {}),
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
}

/** The prerendered error screen for a status (`dist/_error/<status>.html`, written by the build), or plain text without it. */
function sendError(request: IncomingMessage, response: ServerResponse, dist: string, status: number, statusText: string, headers: Record<string, string> = {}) {
  const file = join(dist, '_error', `${status}.html`);
  if (existsSync(file)) return send(request, response, file, status, headers);
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(request.method === 'HEAD' ? undefined : `${status} ${statusText}`);
}

/**
 * Serves a prerendered build like a static host: `/x` and `/x/` serve `x/index.html` (page paths match
 * case-insensitively), files are served as they are, and anything else gets `404.html` with status 404. Methods other
 * than GET/HEAD get the error screen with 405, a malformed URL the error screen with 400.
 * `handlers` run first (the local email endpoint is one).
 */
export function createStaticServer(dist: string, handlers: Handler[] = []): Server {
  const pages = pageIndex(dist);
  return createServer(async (request, response) => {
    try {
      for (const handler of handlers) if (await handler(request, response)) return;
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      } catch {
        sendError(request, response, dist, 400, 'Bad Request');
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        sendError(request, response, dist, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const file = normalize(join(dist, pathname));
      const isInternal = pathname.startsWith('/_error/') || pathname.startsWith('/.vite/');
      if (!isInternal && file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return send(request, response, file);
      const page = pages.get(pathname.replace(/\/+$/, '').toLowerCase() || '/');
      if (page) return send(request, response, join(page, 'index.html'));
      const notFound = join(dist, '404.html');
      if (existsSync(notFound)) return send(request, response, notFound, 404);
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(request.method === 'HEAD' ? undefined : '404 Not Found');
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('500 Internal Server Error');
    }
  });
}
