// Writes `<file>.br` (brotli, quality 6, 10 or 11) and `<file>.gz` (gzip, best level) beside every text file of a built site.
// A server that compresses on each request has to be quick, so it compresses less (brotli quality 4, gzip level 6 or
// less); compressed once at build time, a page is about a sixth smaller. That decides whether a page's HTML, with its
// CSS, arrives in the first round trip of a new connection (about 14.6 KB), the difference a visitor on a slow phone
// sees first. `npm start` and nginx (`gzip_static`) send these files when the browser accepts them.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Tinypool from 'tinypool';
import { buildCache, buildCacheRoot, cacheKey, type BuildCache } from '../../src/content/buildCache';
import compressBoth, { compressorsId, isPage } from './compressors';

/** The types a browser asks compressed and that shrink: markup, styles, scripts, data and vector pictures. */
const TEXT_TYPES = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.svg', '.xml', '.txt']);
/** Below this, headers outweigh any saving (the same threshold the servers use). */
const MIN_BYTES = 256;
/**
 * The most the cache of compressed copies keeps: a 1,000-page site's copies take about 16 MB, so this holds many
 * versions of several sites; past it, the copies used longest ago go (src/content/buildCache.ts).
 */
const CACHE_MAX_BYTES = 256 * 1024 * 1024;
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The workers' module: ./compressors.ts from its source. A worker thread starts without the TypeScript loader of the
 * thread that made it, and tsx's ESM loader does not reach worker threads on Node 20 (privatenumber/tsx#354), so this
 * module registers tsx's CommonJS loader (its `tsx/cjs/api`) in the worker and requires the file through it.
 */
const tsxCjsApi = createRequire(import.meta.url).resolve('tsx/cjs/api');
const compressorsFile = fileURLToPath(new URL('./compressors.ts', import.meta.url));
const workerModule = `data:text/javascript,${encodeURIComponent(
  [
    "import { createRequire } from 'node:module';",
    `const require = createRequire(${JSON.stringify(compressorsFile)});`,
    `require(${JSON.stringify(tsxCjsApi)}).register();`,
    `export default require(${JSON.stringify(compressorsFile)}).default;`,
  ].join('\n'),
)}`;

export const precompressible = (file: string): boolean => TEXT_TYPES.has(extname(file).toLowerCase());

/** The build's cache of compressed copies: node_modules/.cache/site-renderer/build/compressed (or under BUILD_CACHE_DIR). */
function compressedCopiesCache(): BuildCache {
  return buildCache(join(buildCacheRoot(projectRoot), 'compressed'), CACHE_MAX_BYTES);
}

/** Writes the copies that are smaller than the file; returns their paths. */
function writeCopies(file: string, content: Buffer, copies: { br: Uint8Array; gz: Uint8Array }): string[] {
  const written: string[] = [];
  for (const [suffix, compressed] of [['.br', copies.br], ['.gz', copies.gz]] as const) {
    if (compressed.length >= content.length) continue;
    writeFileSync(file + suffix, compressed);
    written.push(file + suffix);
  }
  return written;
}

/** Writes the compressed copies of one file (a copy that would not be smaller is not written); returns their paths. */
function compressedCopies(file: string): string[] {
  const content = readFileSync(file);
  return content.length < MIN_BYTES ? [] : writeCopies(file, content, compressBoth({ content, page: isPage(file) }));
}

/** Writes the compressed copies of one file; returns how many. */
export async function precompressFile(file: string): Promise<number> {
  return compressedCopies(file).length;
}

/** Where the list of the build's compressed copies goes: beside dist/, with the other files the host never serves. */
export const precompressedListFile = (dist: string): string => `${dist.replace(/[\\/]+$/, '')}-deploy/precompressed.json`;

/**
 * Records which compressed copies the build made (site paths, e.g. /about/index.html.br): `npm start` sends only
 * those, never a .gz or .br that reached dist/ some other way.
 */
export function listPrecompressed(dist: string, copies: string[]): void {
  const list = precompressedListFile(dist);
  mkdirSync(dirname(list), { recursive: true });
  const paths = copies.map((copy) => `/${relative(dist, copy).split(sep).join('/')}`).sort();
  writeFileSync(list, `${JSON.stringify(paths, null, 1)}\n`);
}

/** Every text file under `dir`, walked depth first. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return precompressible(entry.name) && statSync(full).isFile() ? [full] : [];
  });
}

type Counts = { written: number; compressed: number };
export type SitePrecompression = { add(file: string): void; finish(dist: string): Promise<Counts> };

/**
 * The build's compression: `add(file)` starts compressing a finished file at once (the build hands over each page as
 * it writes it, so the other processors compress while this one renders the next page); `finish(dist)` compresses
 * every other text file of the built site, waits for all, and lists the copies. Copies of a file compressed by an
 * earlier build come from `cache` (null: none); the others are made on worker threads, one per processor, and kept in
 * it. A file must not change after `add`. `finish` returns how many copies were written and how many files were
 * compressed (the others came from the cache).
 */
export function sitePrecompression(options: { cache?: BuildCache | null } = {}): SitePrecompression {
  const cache = options.cache === undefined ? compressedCopiesCache() : options.cache;
  let pool: Tinypool | undefined;
  let compressed = 0;
  const compress = (content: Buffer, file: string): Promise<ReturnType<typeof compressBoth>> => {
    compressed += 1;
    pool ??= new Tinypool({ filename: workerModule, maxThreads: availableParallelism() });
    return pool.run({ content, page: isPage(file) });
  };
  const copiesOf = async (file: string): Promise<string[]> => {
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) return [];
    const key = cacheKey(compressorsId, isPage(file) ? 'page' : 'file', content);
    const br = cache?.get(`${key}.br`);
    const gz = cache?.get(`${key}.gz`);
    if (br && gz) return writeCopies(file, content, { br, gz });
    const made = await compress(content, file);
    cache?.put(`${key}.br`, made.br);
    cache?.put(`${key}.gz`, made.gz);
    return writeCopies(file, content, made);
  };
  const started = new Map<string, Promise<string[]>>();
  const add = (file: string) => {
    const full = resolve(file);
    if (!started.has(full)) started.set(full, copiesOf(full));
  };
  const finish = async (dist: string): Promise<Counts> => {
    let written: string[];
    try {
      for (const file of textFiles(dist)) add(file);
      written = (await Promise.all(started.values())).flat();
    } finally {
      await pool?.destroy();
    }
    listPrecompressed(dist, written);
    cache?.prune();
    return { written: written.length, compressed };
  };
  return { add, finish };
}

/** Precompresses every text file of a built site and lists the copies (see sitePrecompression). */
export function precompressSite(dist: string, options: { cache?: BuildCache | null } = {}): Promise<Counts> {
  return sitePrecompression(options).finish(dist);
}
