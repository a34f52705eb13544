import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressSite, sitePrecompression } from '../../../scripts/lib/precompress';
import { buildCache } from '../../../src/content/buildCache';

const cleanUp: string[] = [];
afterEach(() => {
  for (const dir of cleanUp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string | Buffer>) {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  // The list of compressed copies goes beside the site, in <dist>-deploy/.
  cleanUp.push(dist, `${dist}-deploy`);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return dist;
}

const page = `<!doctype html><title>Aeration</title>${'<p>Fine-bubble diffusers move oxygen into the basin.</p>'.repeat(60)}`;

// Brotli 11 on worker threads, on a busy two-core machine: seconds, not vitest's default 5.
const SLOW = 60_000;

describe('precompressing a built site', { timeout: SLOW }, () => {
  it('writes a brotli and a gzip copy beside every text file, each decoding to the file exactly', async () => {
    const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `block-${index}`))};`;
    const dist = site({ 'index.html': page, 'application/product/aeration/index.html': page, 'assets/app-1a2b.js': script, 'images/plant.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(40)}</svg>` });
    expect((await precompressSite(dist, { cache: null })).written).toBe(8);
    for (const [file, text] of [['index.html', page], ['application/product/aeration/index.html', page], ['assets/app-1a2b.js', script]] as const) {
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).toString()).toBe(text);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).toString()).toBe(text);
    }
  });

  it('compresses harder than a server can afford per request', async () => {
    // A page of many different rows, as a real page's markup and CSS are.
    const rows = Array.from({ length: 400 }, (_, index) => `<tr><td>Plant ${index * 37}</td><td>${(index * 7919) % 1000} m³/day</td><td class="c${(index * 13) % 97}">${['Aeration', 'Screening', 'Sludge', 'Grit'][index % 4]}</td></tr>`);
    const table = `<!doctype html><title>Plants</title><table>${rows.join('')}</table>`;
    const dist = site({ 'index.html': table });
    await precompressSite(dist, { cache: null });
    // Quality 4 is what the compression middleware uses on the fly.
    const onTheFly = brotliCompressSync(table, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(readFileSync(join(dist, 'index.html.br')).length).toBeLessThan(onTheFly * 0.95);
  });

  it('leaves pictures, fonts, video and tiny files alone', async () => {
    const dist = site({ 'images/photo.jpg': Buffer.alloc(4000, 1), 'fonts/manrope.woff2': Buffer.alloc(4000, 2), 'media/clip.mp4': Buffer.alloc(4000, 3), 'robots.txt': 'User-agent: *\nAllow: /\n' });
    expect((await precompressSite(dist, { cache: null })).written).toBe(0);
    for (const file of ['images/photo.jpg', 'fonts/manrope.woff2', 'media/clip.mp4', 'robots.txt']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});

/** Every file of a folder and its bytes, by path. */
const filesOf = (dir: string) =>
  Object.fromEntries(readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name))]));

const script = (name: string) => `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `${name} ${index}`))};`;

describe('compressing on worker threads, with a cache of compressed copies', { timeout: SLOW }, () => {
  it('writes the bytes that brotli (6 for pages, 11 for the rest) and gzip 9 make on the main thread', async () => {
    const dist = site({ 'index.html': page, 'assets/app.js': script('app') });
    await precompressSite(dist, { cache: null });
    for (const [file, text, quality] of [['index.html', page, 6], ['assets/app.js', script('app'), 11]] as const) {
      const brotli = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } });
      expect(readFileSync(join(dist, `${file}.br`)).equals(brotli), file).toBe(true);
      expect(readFileSync(join(dist, `${file}.gz`)).equals(gzipSync(text, { level: 9 })), file).toBe(true);
    }
  });

  it('a page handed over as it is written is compressed once, and listed with the rest', async () => {
    const dist = site({ 'index.html': page, 'assets/app.js': script('app') });
    const compression = sitePrecompression({ cache: null });
    compression.add(join(dist, 'index.html'));
    expect(await compression.finish(dist)).toEqual({ written: 4, compressed: 2 });
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(page);
    expect(JSON.parse(readFileSync(`${dist}-deploy/precompressed.json`, 'utf8'))).toEqual(['/assets/app.js.br', '/assets/app.js.gz', '/index.html.br', '/index.html.gz']);
  });

  it('a build from the cache writes exactly the files a build without it writes, compressing nothing', async () => {
    const files = { 'index.html': page, 'about/index.html': page.replace('Aeration', 'About'), 'assets/app.js': script('app'), 'robots.txt': 'User-agent: *' };
    const cache = buildCache(site({}), 1e9);
    const first = site(files);
    expect(await precompressSite(first, { cache })).toEqual({ written: 6, compressed: 3 });
    const fromCache = site(files);
    expect(await precompressSite(fromCache, { cache })).toEqual({ written: 6, compressed: 0 });
    const withoutCache = site(files);
    await precompressSite(withoutCache, { cache: null });
    expect(filesOf(fromCache)).toEqual(filesOf(withoutCache));
    expect(filesOf(first)).toEqual(filesOf(withoutCache));
  });

  it('an edited file is compressed again, wherever it is; an unchanged one moved elsewhere is not', async () => {
    const cache = buildCache(site({}), 1e9);
    await precompressSite(site({ 'index.html': page, 'assets/app.js': script('app') }), { cache });
    const edited = page.replace('Fine-bubble', 'Coarse-bubble');
    const dist = site({ 'index.html': edited, 'assets/moved/app.js': script('app') });
    expect(await precompressSite(dist, { cache })).toEqual({ written: 4, compressed: 1 });
    expect(brotliDecompressSync(readFileSync(join(dist, 'index.html.br'))).toString()).toBe(edited);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(edited);
  });

  it('keeps the cache within its size, dropping the copies used longest ago', async () => {
    const folder = site({});
    await precompressSite(site({ 'old.html': page.replace('Aeration', 'Old') }), { cache: buildCache(folder, 1e9) });
    // Used longest ago: a second earlier than anything written next.
    for (const name of readdirSync(folder)) utimesSync(join(folder, name), new Date(Date.now() - 1000), new Date(Date.now() - 1000));
    const kept = readdirSync(folder).reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
    const dist = site({ 'new.html': page.replace('Aeration', 'New') });
    // Room for about one page's two copies: the new page's stay, the old page's go.
    await precompressSite(dist, { cache: buildCache(folder, kept + 10) });
    const names = readdirSync(folder);
    expect(names).toHaveLength(2);
    const copies = names.map((name) => readFileSync(join(folder, name)));
    expect(copies.some((copy) => copy.equals(readFileSync(join(dist, 'new.html.br'))))).toBe(true);
    expect(copies.some((copy) => copy.equals(readFileSync(join(dist, 'new.html.gz'))))).toBe(true);
  });
});
