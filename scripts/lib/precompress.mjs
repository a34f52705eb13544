// Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside every text file of a built site.
// A server that compresses on each request has to be quick, so it compresses less (brotli quality 4, gzip level 6 or
// less); compressed once at build time, a page is about a sixth smaller. That decides whether a page's HTML, with its
// CSS, arrives in the first round trip of a new connection (about 14.6 KB), the difference a visitor on a slow phone
// sees first. `npm start` and nginx (`gzip_static`) send these files when the browser accepts them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The types a browser asks compressed and that shrink: markup, styles, scripts, data and vector pictures. */
const TEXT_TYPES = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.svg', '.xml', '.txt']);
/** Below this, headers outweigh any saving (the same threshold the servers use). */
const MIN_BYTES = 256;

export const precompressible = (file) => TEXT_TYPES.has(extname(file).toLowerCase());

/** Brotli at its best quality, as the build compresses text (the budget tests measure pages the same way). */
export const brotliBest = (content) =>
  brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } });

/** Writes the compressed copies of one file; a copy that would not be smaller is not written. */
export async function precompressFile(file) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([brotliBest(content), gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })]);
  let written = 0;
  for (const [suffix, compressed] of [['.br', br], ['.gz', gz]]) {
    if (compressed.length >= content.length) continue;
    writeFileSync(file + suffix, compressed);
    written += 1;
  }
  return written;
}

/** Every text file under `dir`, walked depth first. */
function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return precompressible(entry.name) && statSync(full).isFile() ? [full] : [];
  });
}

/** Precompresses every text file of a built site; returns how many compressed copies were written. */
export async function precompressSite(dist) {
  const files = textFiles(dist);
  let written = 0;
  // A few at a time: brotli's best quality is CPU-bound, and the build machine may have two cores.
  for (let i = 0; i < files.length; i += 4) {
    const counts = await Promise.all(files.slice(i, i + 4).map(precompressFile));
    written += counts.reduce((sum, count) => sum + count, 0);
  }
  return written;
}
