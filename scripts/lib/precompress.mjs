// Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, best level) beside every text file of a built site.
// A server that compresses on each request has to be quick, so it compresses less (brotli quality 4, gzip level 6 or
// less); compressed once at build time, a page is about a sixth smaller. That decides whether a page's HTML, with its
// CSS, arrives in the first round trip of a new connection (about 14.6 KB), the difference a visitor on a slow phone
// sees first. `npm start` and nginx (`gzip_static`) send these files when the browser accepts them.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
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

/** Writes the compressed copies of one file (a copy that would not be smaller is not written); returns their paths. */
async function compressedCopies(file) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([brotliBest(content), gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION })]);
  const written = [];
  for (const [suffix, compressed] of [['.br', br], ['.gz', gz]]) {
    if (compressed.length >= content.length) continue;
    writeFileSync(file + suffix, compressed);
    written.push(file + suffix);
  }
  return written;
}

/** Writes the compressed copies of one file; returns how many. */
export async function precompressFile(file) {
  return (await compressedCopies(file)).length;
}

/** Where the list of the build's compressed copies goes: beside dist/, with the other files the host never serves. */
export const precompressedListFile = (dist) => `${dist.replace(/[\\/]+$/, '')}-deploy/precompressed.json`;

/**
 * Records which compressed copies the build made (site paths, e.g. /about/index.html.br): `npm start` sends only
 * those, never a .gz or .br that reached dist/ some other way.
 */
export function listPrecompressed(dist, copies) {
  const list = precompressedListFile(dist);
  mkdirSync(dirname(list), { recursive: true });
  const paths = copies.map((copy) => `/${relative(dist, copy).split(sep).join('/')}`).sort();
  writeFileSync(list, `${JSON.stringify(paths, null, 1)}\n`);
}

/** Every text file under `dir`, walked depth first. */
function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return precompressible(entry.name) && statSync(full).isFile() ? [full] : [];
  });
}

/** Precompresses every text file of a built site and lists the copies; returns how many were written. */
export async function precompressSite(dist) {
  const files = textFiles(dist);
  const written = [];
  // A few at a time: brotli's best quality is CPU-bound, and the build machine may have two cores.
  for (let i = 0; i < files.length; i += 4) {
    for (const copies of await Promise.all(files.slice(i, i + 4).map(compressedCopies))) written.push(...copies);
  }
  listPrecompressed(dist, written);
  return written.length;
}
