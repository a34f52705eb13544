// The build's two compressors and their settings: brotli and gzip at its best level. This module is also the
// compression workers' code (tinypool runs its default export on a worker thread, see precompress.ts).
import zlib from 'node:zlib';

/**
 * Brotli quality for the site's pages, which grow in number with the site. Brotli's two best qualities (10, 11) are a
 * different, slow algorithm: measured on this site's 26 pages, quality 6 takes 36 ms for all of them, 10 takes 514 ms and
 * 11 1,472 ms, for 303,267, 281,952 and 276,258 bytes. Quality 6 is what lets a site of 1,000 pages build in half a
 * minute on two cores; the pages where its few percent more matter get 11 (BEST_FROM_BYTES). Scripts, styles and
 * pictures are few, cached by visitors and compressed once: they get the best quality, 11.
 */
const PAGE_QUALITY = 6;
/**
 * A page whose copy at PAGE_QUALITY is at least this large may be at the edge of what a new connection carries in its
 * first round trip (about 14.6 KB with the response headers): it gets quality 11's smaller copy, so that the quicker
 * compression never costs a visitor a round trip. Smaller pages arrive in one round trip either way.
 */
const BEST_FROM_BYTES = 12 * 1024;
const brotliOptions = (length: number, { page }: { page: boolean }): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: page ? PAGE_QUALITY : zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});
const gzipOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Everything besides the file that decides the bytes of its compressed copies: the settings above and the versions of
 * the libraries (a newer brotli may compress differently). Part of the name of a cached copy (src/content/buildCache.ts).
 */
export const compressorsId = `brotli ${process.versions.brotli} quality ${PAGE_QUALITY} for pages (11 from ${BEST_FROM_BYTES} bytes), 11 otherwise, text; gzip zlib ${process.versions.zlib} level 9`;

/** Whether `file` is one of the site's pages (an HTML document), compressed at PAGE_QUALITY. */
export const isPage = (file: string): boolean => file.toLowerCase().endsWith('.html');

/** The brotli copy of `bytes` as the build makes it (`page`: an HTML document). */
function brotli(bytes: Buffer, { page }: { page: boolean }): Buffer {
  const copy = zlib.brotliCompressSync(bytes, brotliOptions(bytes.length, { page }));
  return page && copy.length >= BEST_FROM_BYTES ? zlib.brotliCompressSync(bytes, brotliOptions(bytes.length, { page: false })) : copy;
}

/** A page's HTML compressed with brotli as the build compresses pages (the budget tests measure pages the same way). */
export const brotliPage = async (content: Buffer): Promise<Buffer> => brotli(content, { page: true });

/** Both compressed copies of `content` (`page`: an HTML document), made on the calling thread (a worker's). */
export default function compressBoth({ content, page }: { content: Uint8Array; page: boolean }): { br: Buffer; gz: Buffer } {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { br: brotli(bytes, { page }), gz: zlib.gzipSync(bytes, gzipOptions) };
}
