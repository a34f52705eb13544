// What the studio serves besides its own editor pages (the project's public/ files for the preview, modules, styles)
// is sandboxed: a file opened on its own at the studio's address ("Open image in new tab") could otherwise run a
// script with the studio's rights (save, publish, push). The editor's pages are the only documents that run scripts.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';

/** No scripts, no requests, its own opaque origin: what a picture needs to be shown, and nothing more. */
export const SANDBOX_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export function sandbox(response: ServerResponse): void {
  response.setHeader('Content-Security-Policy', SANDBOX_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * Whether `pathname` is one of the editor's own pages (/ or an .html file of its app folder, with or without .html),
 * and no file of public/ stands in its place.
 */
export function editorPages(appRoot: string, publicDir: string): (pathname: string) => boolean {
  const pages = new Set(['/']);
  for (const name of readdirSync(appRoot)) {
    if (name.endsWith('.html')) pages.add(`/${name}`).add(`/${name.slice(0, -'.html'.length)}`);
  }
  return (pathname) => {
    if (!pages.has(pathname)) return false;
    const file = pathname === '/' ? 'index.html' : pathname.slice(1);
    return !existsSync(join(publicDir, file)) && !existsSync(join(publicDir, `${file}.html`));
  };
}
