// `npm start` probed as an attacker and as a browser would: the real start script (`--no-build`) over a fixture build
// with a secret next to it, and the local email endpoint beside it. It is started on the example site (`--root`), so
// the endpoint takes that site's contact form whichever organisation's site is in the project.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPrecompressed, precompressFile } from '../../scripts/lib/precompress';
import { SEND_FORM_PATH } from '../../src/server/emailEndpoint';
import { caseRedirects, defaultHostRules } from '../../src/server/hostRules';
import { exampleEnquiry, exampleRoot, providerFields } from '../fixtures/exampleSite';
import { scriptArgs } from '../fixtures/project';

const root = mkdtempSync(join(tmpdir(), 'site-start-'));
const dist = join(root, 'dist');
const outbox = join(root, 'outbox');
const SECRET = 'SERVER-BUNDLE-SECRET';
const isRoot = process.getuid?.() === 0;
let server: ChildProcess;
let base = '';

const page = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${'<p>Clean water for every town.</p>'.repeat(80)}</main></body></html>`;
const video = randomBytes(300_000);

function fixture(files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
}

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request with the path exactly as given (fetch would normalise it). */
function raw(path: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const enquiry = { ...exampleEnquiry, notes: 'Please call me about the barn roof.', ...providerFields };

function post(headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(enquiry)) body.append(name, value);
  return fetch(`${base}${SEND_FORM_PATH}`, { method: 'POST', body, headers });
}

const openFiles = () => readdirSync(`/proc/${server.pid}/fd`).length;

beforeAll(async () => {
  fixture({
    'dist/index.html': page('Home'),
    'dist/404.html': page('Not found'),
    'dist/about/index.html': page('About'),
    'dist/application/Solution/AquaCulture/index.html': page('AquaCulture'),
    'dist/assets/app-3f9a1c.js': `export const data = ${JSON.stringify('x'.repeat(20_000))};\n`,
    'dist/media/clip.mp4': video,
    'dist/images/dot.gif': Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    'dist/big.bin': Buffer.alloc(32 * 1024 * 1024, 7),
    'dist/.env': `TOKEN=${SECRET}`,
    'dist-ssr/entry-server.js': `// ${SECRET}`,
    'dist/contact/index.html': page('Contact'),
    'dist/careers/index.html': page('Careers'),
    'dist-deploy/deployment.json': JSON.stringify({ ...defaultHostRules, pages: ['/', '/about', '/application/Solution/AquaCulture'], redirects: caseRedirects(['/', '/about', '/application/Solution/AquaCulture']) }),
  });
  // As the build leaves it: the page's best-quality compressed copies beside it.
  await precompressFile(join(dist, 'contact/index.html'));
  listPrecompressed(dist, [`${join(dist, 'contact/index.html')}.br`, `${join(dist, 'contact/index.html')}.gz`]);
  server = spawn(process.execPath, scriptArgs('scripts/start.ts', '--no-build', '--root', exampleRoot), {
    env: { ...process.env, PORT: '0', SITE_DIST: dist, SITE_OUTBOX: outbox },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((done, fail) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) done(`http://127.0.0.1:${match[1]}`);
    });
    server.on('exit', (code) => fail(new Error(`npm start exited with ${code}: ${output}`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

describe('npm start: files stay inside dist/', () => {
  it.each([
    '/..%2fdist-ssr/entry-server.js',
    '/..%2Fdist-ssr%2Fentry-server.js',
    '/%2e%2e/dist-ssr/entry-server.js',
    '/%2e%2e%2fdist-ssr%2fentry-server.js',
    '/..%5cdist-ssr%5centry-server.js',
    '/..\\dist-ssr\\entry-server.js',
    '/%252e%252e%252fdist-ssr%252fentry-server.js',
    '/../dist-ssr/entry-server.js',
    '/assets/../../dist-ssr/entry-server.js',
    '/index.html%00.js',
    '/.env',
    '/%2eenv',
    '/assets/%2e%2e/.env',
  ])('refuses %s with 400 or 404 and never the file', async (path) => {
    const response = await raw(path);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString()).not.toContain(SECRET);
  });

  it('answers a malformed absolute request URL with 400 and no stack trace', async () => {
    const response = await raw('http://[bad/about');
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toMatch(/at .*\(.*:\d+:\d+\)/);
  });
});

describe('npm start: a file it cannot read costs one request, never the server', () => {
  it('answers an unreadable file with an error status and serves the next request', async () => {
    // /proc/self/mem cannot be read from its start, even by root: the read fails after the file was found.
    symlinkSync('/proc/self/mem', join(dist, 'unreadable.txt'));
    const broken = await raw('/unreadable.txt');
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.body.toString()).not.toMatch(/at .*:\d+:\d+/);
    expect((await raw('/about')).status).toBe(200);
  });

  it.skipIf(isRoot)('answers a file without read permission with 403', async () => {
    writeFileSync(join(dist, 'private.txt'), SECRET);
    chmodSync(join(dist, 'private.txt'), 0o000);
    const response = await raw('/private.txt');
    expect(response.status).toBe(403);
    expect(response.body.toString()).not.toContain(SECRET);
  });

  it('answers a file that vanished with the not-found page and 404', async () => {
    writeFileSync(join(dist, 'gone.txt'), 'here for a moment');
    expect((await raw('/gone.txt')).status).toBe(200);
    unlinkSync(join(dist, 'gone.txt'));
    const response = await raw('/gone.txt');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('<h1>Not found</h1>');
  });

  it('releases the file of every download the client aborts', async () => {
    const before = openFiles();
    const { hostname, port } = new URL(base);
    await Promise.all(
      Array.from({ length: 20 }, () => new Promise<void>((done) => {
        const req = request({ hostname, port, path: '/big.bin' }, (response) => response.once('data', () => { req.destroy(); done(); }));
        req.on('error', () => done());
        req.end();
      })),
    );
    let after = openFiles();
    for (let tries = 0; tries < 50 && after > before; tries += 1) {
      await new Promise((done) => setTimeout(done, 100));
      after = openFiles();
    }
    expect(after).toBeLessThanOrEqual(before);
    expect((await raw('/about')).status).toBe(200);
  });
});

describe('npm start: serves like a real static host', () => {
  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await raw('/media/clip.mp4', { headers: { range: 'bytes=1000-1999' } });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.body.equals(video.subarray(1000, 2000))).toBe(true);
  });

  it('answers a conditional GET with 304, by ETag and by Last-Modified', async () => {
    const first = await raw('/about');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeTruthy();
    expect((await raw('/about', { headers: { 'if-none-match': String(first.headers.etag) } })).status).toBe(304);
    expect((await raw('/about', { headers: { 'if-modified-since': String(first.headers['last-modified']) } })).status).toBe(304);
  });

  it('compresses by Accept-Encoding: brotli, gzip, or nothing when gzip;q=0', async () => {
    const js = '/assets/app-3f9a1c.js';
    expect((await raw(js, { headers: { 'accept-encoding': 'gzip, deflate, br' } })).headers['content-encoding']).toBe('br');
    expect((await raw(js, { headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    expect((await raw(js, { headers: { 'accept-encoding': 'gzip;q=0' } })).headers['content-encoding']).toBeUndefined();
    expect((await raw(js)).headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's compressed copy of a page as it is, by Accept-Encoding and its q-values", async () => {
    const file = join(dist, 'contact/index.html');
    const copies = { br: readFileSync(`${file}.br`), gzip: readFileSync(`${file}.gz`) };
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip'], ['br, gzip;q=0', 'br']] as const) {
      const response = await raw('/contact', { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      // Byte for byte the copy (compressing on the fly would give other, larger bytes).
      expect(response.body.equals(copies[encoding]), acceptEncoding).toBe(true);
      expect(response.headers['content-length']).toBe(String(copies[encoding].length));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-security-policy']).toBe(defaultHostRules.headers['Content-Security-Policy']);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(brotliDecompressSync(copies.br).toString()).toBe(page('Contact'));
    const plain = await raw('/contact');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page('Contact'));
    const head = await raw('/contact', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([head.headers['content-encoding'], head.headers['content-length'], head.body.length]).toEqual(['br', String(copies.br.length), 0]);
  });

  it('revalidates the compressed copy by its ETag, and answers a byte range from the page itself', async () => {
    const first = await raw('/contact', { headers: { 'accept-encoding': 'br' } });
    const again = await raw('/contact', { headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(first.headers.etag).not.toBe((await raw('/contact')).headers.etag);
    const range = await raw('/contact', { headers: { 'accept-encoding': 'br', range: 'bytes=0-14' } });
    expect([range.status, range.headers['content-encoding'], range.body.toString()]).toEqual([206, undefined, '<!doctype html>']);
  });

  it('never sends a compressed copy older than its page: a page edited after the build is sent as it is now', async () => {
    const file = join(dist, 'careers/index.html');
    writeFileSync(`${file}.br`, brotliCompressSync('<p>An old version of the page</p>'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const response = await raw('/careers', { headers: { 'accept-encoding': 'br' } });
    // Compressed as it is now, on the fly.
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(page('Careers'));
  });

  it.each([
    ['/images/dot.gif', 'image/gif'],
    ['/media/clip.mp4', 'video/mp4'],
    ['/assets/app-3f9a1c.js', 'text/javascript; charset=utf-8'],
    ['/about', 'text/html; charset=utf-8'],
  ])('types %s as %s', async (path, type) => {
    expect(String((await raw(path, { method: 'HEAD' })).headers['content-type']).toLowerCase()).toBe(type);
  });

  it('redirects the lower-case and trailing-slash spellings of a page with 301, keeping the query', async () => {
    for (const spelling of ['/application/solution/aquaculture', '/application/solution/aquaculture/', '/application/Solution/AquaCulture/']) {
      const response = await raw(`${spelling}?from=header`);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.location).toBe('/application/Solution/AquaCulture?from=header');
    }
    expect((await raw('/application/Solution/AquaCulture')).status).toBe(200);
  });

  it('sends the security headers on pages, files, redirects and errors', async () => {
    for (const path of ['/about', '/assets/app-3f9a1c.js', '/application/solution/aquaculture', '/nope', '/..%2f']) {
      const { headers } = await raw(path);
      expect(headers['content-security-policy'], path).toContain("object-src 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('npm start: the local email endpoint answers its own site only', () => {
  it('refuses a POST from a foreign page with 403 and writes nothing', async () => {
    const response = await post({ origin: 'https://attacker.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([]);
  });

  it('accepts 30 POSTs a minute from one client and answers the 31st with 429 and Retry-After', async () => {
    for (let count = 1; count <= 30; count += 1) expect((await post({ origin: base })).status, `POST ${count}`).toBe(200);
    const refused = await post({ origin: base });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(readdirSync(outbox).filter((name) => name.endsWith('.json'))).toHaveLength(30);
  });
});
