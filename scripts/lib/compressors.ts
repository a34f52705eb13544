// The build's two compressors and their settings: brotli and gzip at its best level. This module is also the
// compression workers' code (tinypool runs its default export on a worker thread, see precompress.ts).
import zlib from 'node:zlib';

/**
 * Brotli quality for the site's pages, which grow in number with the site. Brotli's two best qualities (10, 11) are a
 * different, slower algorithm: measured on this site's 26 pages, quality 6 takes 36 ms for all of them, 10 takes 514 ms
 * and 11 1,472 ms, for 303,267, 281,952 and 276,258 bytes. So the effort goes where the bytes matter: a page whose
 * quick copy is small arrives in one round trip either way and keeps it; a larger one is compressed again at 10, and
 * one near the edge of a new connection's first round trip (about 14.6 KB with the response headers) at 11, so that
 * the quicker compression never costs a visitor a round trip. Scripts, styles and pictures are few, cached by visitors
 * and compressed once: they get 11.
 */
const PAGE_QUALITY = 6;
/** A page whose copy at PAGE_QUALITY is at least this large is compressed again at quality 10. */
const BETTER_FROM_BYTES = 10 * 1024;
/** A page whose copy at quality 10 is at least this large is compressed again at 11. */
const BEST_FROM_BYTES = 12 * 1024;
const quality = (value: number) => (bytes: Buffer) => zlib.brotliCompressSync(bytes, brotliOptions(bytes.length, value));
const brotliOptions = (length: number, value: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: value,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});
const gzipOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Everything besides the file that decides the bytes of its compressed copies: the settings above and the versions of
 * the libraries (a newer brotli may compress differently). Part of the name of a cached copy (src/content/buildCache.ts).
 */
export const compressorsId = `brotli ${process.versions.brotli} quality ${PAGE_QUALITY} for pages (10 from ${BETTER_FROM_BYTES} bytes, 11 from ${BEST_FROM_BYTES}), 11 otherwise, text; gzip zlib ${process.versions.zlib} level 9`;

/** Whether `file` is one of the site's pages (an HTML document), compressed by the page rule of `brotli` below. */
export const isPage = (file: string): boolean => file.toLowerCase().endsWith('.html');

/** The brotli copy of `bytes` as the build makes it (`page`: an HTML document). */
function brotli(bytes: Buffer, { page }: { page: boolean }): Buffer {
  if (!page) return quality(11)(bytes);
  const quick = quality(PAGE_QUALITY)(bytes);
  if (quick.length < BETTER_FROM_BYTES) return quick;
  const better = quality(10)(bytes);
  return better.length < BEST_FROM_BYTES ? better : quality(11)(bytes);
}

/** A page's HTML compressed with brotli as the build compresses pages (the budget tests measure pages the same way). */
export const brotliPage = async (content: Buffer): Promise<Buffer> => brotli(content, { page: true });

/** Both compressed copies of `content` (`page`: an HTML document), made on the calling thread (a worker's). */
export default function compressBoth({ content, page }: { content: Uint8Array; page: boolean }): { br: Buffer; gz: Buffer } {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { br: brotli(bytes, { page }), gz: zlib.gzipSync(bytes, gzipOptions) };
}
