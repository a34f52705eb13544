// The build's two compressors and their settings: brotli at its best quality and gzip at its best level. This module
// is also the compression workers' code (tinypool runs its default export on a worker thread, see precompress.ts).
import zlib from 'node:zlib';

const brotliOptions = (length: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length },
});
const gzipOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

/**
 * Everything besides the file that decides the bytes of its compressed copies: the settings above and the versions of
 * the libraries (a newer brotli may compress differently). Part of the name of a cached copy (src/content/buildCache.ts).
 */
export const compressorsId = `brotli ${process.versions.brotli} quality 11 text; gzip zlib ${process.versions.zlib} level 9`;

/** Brotli at its best quality, as the build compresses text (the budget tests measure pages the same way). */
export const brotliBest = (content: Buffer): Promise<Buffer> => new Promise((done, fail) => zlib.brotliCompress(content, brotliOptions(content.length), (error, result) => (error ? fail(error) : done(result))));

/** Both compressed copies of `content`, made on the calling thread (a worker's). */
export default function compressBoth(content: Uint8Array): { br: Buffer; gz: Buffer } {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  return { br: zlib.brotliCompressSync(bytes, brotliOptions(bytes.length)), gz: zlib.gzipSync(bytes, gzipOptions) };
}
