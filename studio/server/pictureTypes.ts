// What kind of picture a file is, told from its bytes alone. A file's name and the MIME type a browser sends are
// guesses made from the name; the bytes are what a visitor's browser will decode, so they decide.

export type PictureType = 'png' | 'jpeg' | 'webp' | 'avif' | 'svg';

export const pictureTypes: Record<PictureType, { contentType: string; extensions: readonly string[]; name: string }> = {
  png: { contentType: 'image/png', extensions: ['png'], name: 'PNG' },
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'], name: 'JPEG' },
  webp: { contentType: 'image/webp', extensions: ['webp'], name: 'WebP' },
  avif: { contentType: 'image/avif', extensions: ['avif'], name: 'AVIF' },
  svg: { contentType: 'image/svg+xml', extensions: ['svg'], name: 'SVG' },
};

/** The file names the picker lists and the thumbnails route serves (GIF too: the site accepts it in YAML). */
export const PICTURE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** AVIF is an ISO-BMFF file whose first box, `ftyp`, names `avif` (a still) or `avis` (a sequence) among its brands. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** Other formats people try, named so the refusal can say what to do. */
function otherFormat(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'a GIF picture';
  if (startsWith(bytes, [0x42, 0x4d])) return 'a BMP picture';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'a TIFF picture';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'a HEIC photo (the format of many phones)';
    return 'a video or another ISO media file';
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'a PDF document';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive (or an Office document)';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'an icon (.ico) file';
  return undefined;
}

/** Text that starts like XML or SVG markup (after a byte-order mark and white space). */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at]!)) at += 1;
  return bytes[at] === 0x3c; // '<'
}

type Sniffed = { type: PictureType } | { type: null; reason: string };

export function sniffPictureType(bytes: Uint8Array): Sniffed {
  if (bytes.length === 0) return { type: null, reason: 'The file is empty.' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'jpeg' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { type: 'webp' };
  if (isAvif(bytes)) return { type: 'avif' };
  if (looksLikeMarkup(bytes)) return { type: 'svg' };
  const other = otherFormat(bytes);
  const accepted = 'The studio takes PNG, JPEG, WebP, AVIF and SVG pictures';
  if (other) return { type: null, reason: `The file is ${other}. ${accepted}: save it in one of those formats and upload it again.` };
  return { type: null, reason: `The file is not a picture the studio can read (whatever its name says). ${accepted}.` };
}
