import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressSite } from '../../../scripts/lib/precompress.mjs';

const cleanUp: string[] = [];
afterEach(() => {
  for (const dir of cleanUp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(files: Record<string, string | Buffer>) {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
  cleanUp.push(dist);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dist, name, '..'), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
  return dist;
}

const page = `<!doctype html><title>Aeration</title>${'<p>Fine-bubble diffusers move oxygen into the basin.</p>'.repeat(60)}`;

describe('precompressing a built site', () => {
  it('writes a brotli and a gzip copy beside every text file, each decoding to the file exactly', async () => {
    const script = `export const names = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `block-${index}`))};`;
    const dist = site({ 'index.html': page, 'application/product/aeration/index.html': page, 'assets/app-1a2b.js': script, 'images/plant.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(40)}</svg>` });
    expect(await precompressSite(dist)).toBe(8);
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
    await precompressSite(dist);
    // Quality 4 is what the compression middleware uses on the fly.
    const onTheFly = brotliCompressSync(table, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
    expect(readFileSync(join(dist, 'index.html.br')).length).toBeLessThan(onTheFly * 0.95);
  });

  it('leaves pictures, fonts, video and tiny files alone', async () => {
    const dist = site({ 'images/photo.jpg': Buffer.alloc(4000, 1), 'fonts/manrope.woff2': Buffer.alloc(4000, 2), 'media/clip.mp4': Buffer.alloc(4000, 3), 'robots.txt': 'User-agent: *\nAllow: /\n' });
    expect(await precompressSite(dist)).toBe(0);
    for (const file of ['images/photo.jpg', 'fonts/manrope.woff2', 'media/clip.mp4', 'robots.txt']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });
});
