// Who may talk to the studio: only pages it served itself. A page on another site can make the browser send
// requests to 127.0.0.1 (CSRF), or point its own domain name at 127.0.0.1 (DNS rebinding); the first carries a
// foreign Origin, the second a foreign Host. Both are refused before any route runs.
import type { IncomingMessage } from 'node:http';

type Refusal = { status: number; message: string };

function allowedOrigins(port: number): string[] {
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

export function checkRequest(request: IncomingMessage, port: number): Refusal | null {
  const hosts = allowedOrigins(port).map((origin) => origin.slice('http://'.length));
  const host = request.headers.host;
  if (!host || !hosts.includes(host.toLowerCase())) {
    return { status: 403, message: `The studio only answers requests addressed to ${hosts.join(' or ')}.` };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins(port).includes(origin.toLowerCase())) {
    return { status: 403, message: 'The studio only answers its own pages; this request came from another site.' };
  }
  // Browsers that send Fetch Metadata say so plainly when a request comes from another site.
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return { status: 403, message: 'The studio only answers its own pages; this request came from another site.' };
  }
  return null;
}
