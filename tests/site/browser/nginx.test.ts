// The built site behind a real nginx with the server block the build generated (dist-deploy/nginx.conf): run
// unprivileged on a free port, only `listen` and `root` changed, as a host would.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE, type HostRules } from '../../../src/server/hostRules';
import { startNginx, type NginxSite, type RawRequest } from '../../browser/nginxSite';

const rules = JSON.parse(readFileSync('dist-deploy/deployment.json', 'utf8')) as HostRules;
let site: NginxSite;
let dist = '';
const raw: RawRequest = (path, options) => site.raw(path, options);

const pageFile = (path: string) => join(dist, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

beforeAll(async () => {
  site = await startNginx();
  dist = site.dist;
}, 30_000);

afterAll(() => site?.stop());

describe('nginx with the generated server block', () => {
  it('serves every route with status 200 and its prerendered HTML', async () => {
    expect(rules.pages.length).toBeGreaterThan(10);
    for (const path of rules.pages) {
      const response = await raw(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.body.toString(), path).toBe(readFileSync(pageFile(path), 'utf8'));
    }
  });

  it('redirects every lower-case and trailing-slash spelling to the exact path with 301', async () => {
    expect(Object.keys(rules.redirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(rules.redirects)) {
      const response = await raw(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await raw('/application/solution/aquaculture?from=header')).headers.location).toBe('/application/Solution/AquaCulture?from=header');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await raw('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe(readFileSync(join(dist, '404.html'), 'utf8'));
    expect(response.headers['cache-control']).toBe(CACHE.html);
  });

  it('sends the security headers on pages, assets, redirects and the 404 page, HSTS included', async () => {
    const asset = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'))!;
    for (const path of ['/', '/about', `/assets/${asset}`, '/application/solution/aquaculture', '/no/such/page']) {
      const { headers } = await raw(path);
      for (const [name, value] of Object.entries({ ...rules.headers, ...rules.productionHeaders })) expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
  });

  it('caches hashed assets for a year, makes pages revalidate, keeps other files an hour', async () => {
    const asset = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js'))!;
    expect((await raw(`/assets/${asset}`)).headers['cache-control']).toBe(CACHE.hashed);
    for (const path of ['/', '/about', '/application/Solution/AquaCulture']) expect((await raw(path)).headers['cache-control'], path).toBe(CACHE.html);
    expect((await raw('/favicon.svg')).headers['cache-control']).toBe(CACHE.other);
  });

  it('gzips text for clients that accept it, and not fonts', async () => {
    const assets = readdirSync(join(dist, 'assets'));
    const js = assets.find((file) => file.endsWith('.js'))!;
    const css = assets.find((file) => file.endsWith('.css'))!;
    // The site's font is named in its content and published from public/fonts/.
    const font = readdirSync(join(dist, 'fonts')).find((file) => file.endsWith('.woff2'))!;
    for (const path of ['/about', `/assets/${js}`, `/assets/${css}`, '/images/logo.svg', '/sitemap.xml']) {
      const response = await raw(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding'], path).toBe('gzip');
      expect(response.headers.vary, path).toBe('Accept-Encoding');
    }
    expect((await raw('/about')).headers['content-encoding']).toBeUndefined();
    expect((await raw(`/fonts/${font}`, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's best-level .gz of a page and of a script as it is (gzip_static)", async () => {
    const js = readdirSync(join(dist, 'assets')).find((file) => file.endsWith('.js') && file.startsWith('everyPage'))!;
    const copies: Array<[string, string]> = [['/application/Solution/waste_water_treatment', `${pageFile('/application/Solution/waste_water_treatment')}.gz`], [`/assets/${js}`, join(dist, 'assets', `${js}.gz`)]];
    for (const [path, file] of copies) {
      const response = await raw(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding'], path).toBe('gzip');
      expect(response.body.equals(readFileSync(file)), path).toBe(true);
    }
  });

  it.each([
    '/..%2fdist-ssr/entry-server.js',
    '/%2e%2e/dist-ssr/entry-server.js',
    '/%2e%2e%2fdist-ssr%2fentry-server.js',
    '/..%5cdist-ssr%5centry-server.js',
    '/%252e%252e%252fdist-ssr%252fentry-server.js',
    '/../dist-ssr/entry-server.js',
    '/assets/../../dist-deploy/nginx.conf',
    '/index.html%00.js',
    '/.vite/manifest.json',
    '/_headers',
    '/_redirects',
    '/_error/405.html',
  ])('refuses %s', async (path) => {
    const response = await raw(path);
    expect([400, 403, 404]).toContain(response.status);
    expect(response.body.toString()).not.toMatch(/renderToString|server_name|"file":/);
  });

  it('answers HEAD like GET, without a body', async () => {
    const get = await raw('/about');
    const head = await raw('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body.length).toBe(0);
  });

  it('answers a conditional GET with 304, by If-None-Match and by If-Modified-Since', async () => {
    const first = await raw('/about');
    expect(first.headers.etag).toBeTruthy();
    const byTag = await raw('/about', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect((await raw('/about', { headers: { 'if-modified-since': String(first.headers['last-modified']) } })).status).toBe(304);
    expect((await raw('/about', { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });
});
