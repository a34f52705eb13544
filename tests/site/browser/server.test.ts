// The static server over the built site: page paths, redirects, 404, the error screen for 405 and 400, cache headers.
import { request } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../browser/session';

const get = (path: string, init?: RequestInit) => fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init });

/** A request with a raw, unnormalised path (fetch would normalise or reject a malformed one). */
function raw(path: string, method = 'GET', headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(baseUrl());
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const errorScreen = (body: string, status: string) => {
  expect(body).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
  expect(body).toContain(status);
  expect(body).toMatch(/<html lang="en">/);
};

describe('static server over dist/', () => {
  it.each(['/about', '/about/', '/application/Solution/AquaCulture'])('serves the prerendered page at %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')?.toLowerCase()).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<link rel="canonical" href="https://www.wastely.example.com/');
  });

  it.each([
    ['/application/solution/aquaculture', '/application/Solution/AquaCulture'],
    ['/application/solution/water_treatment/', '/application/Solution/Water_Treatment'],
    ['/application/Solution/Water_Treatment/', '/application/Solution/Water_Treatment'],
  ])('redirects the lower-case or trailing-slash spelling %s to the exact path with 301', async (path, canonical) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(canonical);
    const page = await get(canonical);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}">`));
  });

  it('answers unknown paths with the not-found page and 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body).toContain('Oops! The page you are looking for could not be found.');
    expect(body).toContain('<meta name="robots" content="noindex">');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s on a page with the error screen and 405', async (method) => {
    const response = await get('/about', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-type')?.toLowerCase()).toBe('text/html; charset=utf-8');
    errorScreen(await response.text(), '405 Method Not Allowed');
  });

  it('answers a malformed URL with the error screen and 400', async () => {
    const response = await raw('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(String(response.headers['content-type']).toLowerCase()).toBe('text/html; charset=utf-8');
    errorScreen(response.body, '400 Bad Request');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await raw('/about', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.etag).toBe((await raw('/about')).headers.etag);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(1000);
    expect(response.body).toBe('');
  });

  it('gzips text when the client accepts it, and only then', async () => {
    // The largest script (the shared app chunk): big enough for compression to show.
    const asset = readdirSync('dist/assets').filter((file) => file.endsWith('.js')).sort((a, b) => statSync(`dist/assets/${b}`).size - statSync(`dist/assets/${a}`).size)[0]!;
    const plain = await raw(`/assets/${asset}`);
    const zipped = await raw(`/assets/${asset}`, 'GET', { 'accept-encoding': 'gzip, deflate' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    const page = await raw('/about', 'GET', { 'accept-encoding': 'gzip, br' });
    expect(page.headers['content-encoding']).toBe('br');
    // The build's best-quality copy, sent whole with its length (what is compressed on the fly is streamed).
    expect(Number(page.headers['content-length'])).toBe(statSync('dist/about/index.html.br').size);
    expect((await get('/about')).headers.get('content-encoding')).toBe('gzip');
    expect(await (await get('/about')).text()).toContain('</html>');
    const image = await raw('/images/logo.svg', 'GET', { 'accept-encoding': 'gzip' });
    expect(image.headers['content-encoding']).toBe('gzip');
    const font = readdirSync('dist/fonts').find((file) => file.endsWith('.woff2'))!;
    expect((await raw(`/fonts/${font}`, 'GET', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('does not serve the error templates or the build manifest as pages', async () => {
    expect((await get('/_error/405.html')).status).toBe(404);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    expect((await get('/_headers')).status).toBe(404);
    expect((await get('/_redirects')).status).toBe(404);
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = readdirSync('dist/assets').find((file) => file.endsWith('.js'))!;
    const js = await get(`/assets/${asset}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('content-type')?.toLowerCase()).toBe('text/javascript; charset=utf-8');
    for (const path of ['/', '/about', '/about/']) expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
