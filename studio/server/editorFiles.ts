// Serves the built editor (./editorBuild.ts) and, after it, the edited project's public/ (the pictures the preview
// shows). Read-only; paths that try to leave either folder are refused by safePathname.
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import send from 'send';
import { safePathname } from '../../src/content/node';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export function serveEditorFiles(editorFolder: string, publicFolder: string): Middleware {
  return (request, response, next) => {
    const path = safePathname(request.url);
    if (path === null) return next();
    const wanted = path === '/' ? '/index.html' : path;
    const folder = [editorFolder, publicFolder].find((candidate) => isFile(join(candidate, wanted)));
    if (!folder) return next();
    // The editor's scripts and styles carry a content hash in their names; its pages and the pictures may change.
    const hashed = folder === editorFolder && wanted.startsWith('/assets/');
    send(request, wanted, { root: folder, dotfiles: 'deny', index: false, cacheControl: hashed, immutable: hashed, maxAge: hashed ? '1y' : 0 })
      .on('headers', (res: ServerResponse) => {
        if (!hashed) res.setHeader('Cache-Control', 'no-cache');
      })
      .on('error', () => next())
      .pipe(response);
  };
}
