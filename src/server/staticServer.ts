import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';

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

function send(request: IncomingMessage, response: ServerResponse, file: string, status = 200) {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const isHashedAsset = file.includes(`${sep}assets${sep}`);
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': statSync(file).size,
    'Cache-Control': isHashedAsset ? 'public, max-age=31536000, immutable' : type.startsWith('text/html') ? 'no-cache' : 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * Serves a prerendered build like a static host: `/x` and `/x/` serve `x/index.html` (page paths match
 * case-insensitively), files are served as they are, and anything else gets `404.html` with status 404.
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
        response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('400 Bad Request');
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('405 Method Not Allowed');
        return;
      }
      const file = normalize(join(dist, pathname));
      if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return send(request, response, file);
      const page = pages.get(pathname.replace(/\/+$/, '').toLowerCase() || '/');
      if (page) return send(request, response, join(page, 'index.html'));
      send(request, response, join(dist, '404.html'), 404);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end('500 Internal Server Error');
    }
  });
}
