// The studio's pictures: the files under public/images/ (listed with their size in pixels and bytes, served as
// thumbnails) and uploads of new ones. An upload is checked from its bytes (type, size, an SVG's content), saved
// under a safe, unique name, and never replaces a file: it is created with the exclusive flag, so even a file that
// appears between the check and the write is kept.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { imageSize } from 'image-size';
import type { ApiContext } from './http';
import { candidateNames } from './pictureNames';
import { PICTURE_FILE, pictureTypes, sniffPictureType, type PictureType } from './pictureTypes';
import { svgRefusals, pictureAreaRefusal } from '../../src/content/node';
import { SANDBOX_POLICY } from './sandbox';

/** The largest picture accepted: a full-size photo from a good camera, well above what a web page needs. */
export const maxPictureBytes = 20 * 1024 * 1024;
const MAX_NAME_ATTEMPTS = 10_000;

export type PictureInfo = { path: string; width: number | null; height: number | null; bytes: number };

class PictureError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Every reason, when there are several (an SVG with a script and an event handler): the message joins them. */
    readonly reasons: string[] = [message],
  ) {
    super(message);
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), 'Cache-Control': 'no-store' });
  response.end(text);
}

const imagesDir = (root: string) => join(root, 'public', 'images');

/**
 * Whether public/images, followed through any link, is inside the project. A repository can commit public/images
 * as a link to another folder of the computer: the studio then neither lists, shows nor writes pictures there.
 */
function imagesDirInsideProject(root: string): boolean {
  try {
    return realpathSync(imagesDir(root)).startsWith(realpathSync(root) + sep);
  } catch {
    return true; // no folder yet: an upload creates it inside the project
  }
}

const OUTSIDE_PROJECT = 'The pictures folder (public/images) leads to a folder outside the project, so the studio does not read or write pictures there. Ask a developer to make it an ordinary folder.';

/** Sizes read once per file version: listing a folder of large photos should not read them all every time. */
const sizeCache = new Map<string, { stamp: string; width: number | null; height: number | null }>();

function pixelSize(file: string, stamp: string): { width: number | null; height: number | null } {
  const cached = sizeCache.get(file);
  if (cached?.stamp === stamp) return cached;
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  try {
    const { width, height } = imageSize(readFileSync(file));
    if (width && height) size = { width, height };
  } catch {
    // unreadable: listed without a size, as the site's check would report it
  }
  sizeCache.set(file, { stamp, ...size });
  return size;
}

/** Every picture under public/images/ (sub-folders too), as the site addresses it: `/images/team/ana.jpg`. */
export function listPictures(root: string): PictureInfo[] {
  const folder = imagesDir(root);
  if (!imagesDirInsideProject(root)) return [];
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  // Symbolic links are not files here (isFile() is false for them): nothing outside the folder is listed.
  const pictures = entries
    .filter((entry) => entry.isFile() && PICTURE_FILE.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const stat = statSync(file);
      const path = `/images/${relative(folder, file).split(sep).join('/')}`;
      return { path, ...pixelSize(file, `${stat.size}:${stat.mtimeMs}`), bytes: stat.size };
    });
  return pictures.sort((a, b) => a.path.localeCompare(b.path));
}

/** The file of a site address under /images/, or a refusal: no `..`, no escape through a link, pictures only. */
export function pictureFile(root: string, publicPath: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(publicPath);
  } catch {
    throw new PictureError(400, 'The picture address has a % that does not start an escape such as %20.');
  }
  const segments = decoded.split('/');
  const unsafe = segments.slice(2).some((segment) => segment === '' || segment === '.' || segment === '..' || /[\\\0]/.test(segment));
  if (segments[0] !== '' || segments[1] !== 'images' || segments.length < 3 || unsafe) {
    throw new PictureError(400, 'The studio only shows pictures under /images/ (for example /images/pumps.svg).');
  }
  if (!PICTURE_FILE.test(decoded)) throw new PictureError(400, 'Only pictures (.svg, .png, .jpg, .webp, .avif, .gif) are shown.');
  let file: string;
  let folder: string;
  try {
    folder = realpathSync(imagesDir(root));
    file = realpathSync(join(imagesDir(root), ...segments.slice(2)));
  } catch {
    throw new PictureError(404, `There is no picture ${decoded} under public/.`);
  }
  if (!imagesDirInsideProject(root)) throw new PictureError(403, OUTSIDE_PROJECT);
  if (!file.startsWith(folder + sep) || !statSync(file).isFile()) throw new PictureError(404, `There is no picture ${decoded} under public/.`);
  return file;
}

/** The Content-Type the bytes call for (GIF too, which the site shows though the studio does not take it). */
function contentTypeOf(bytes: Buffer): string | undefined {
  const sniffed = sniffPictureType(bytes);
  if (sniffed.type) return pictureTypes[sniffed.type].contentType;
  return /^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1')) ? 'image/gif' : undefined;
}

/** Photos larger than this are shown as a smaller copy: a grid of full-size photos would decode megabytes each. */
const THUMBNAIL_FROM_BYTES = 200 * 1024;
/** Wide enough for the picker's largest view on a high-density screen. */
const THUMBNAIL_WIDTH = 640;
const thumbnailCache = new Map<string, { stamp: string; bytes: Buffer }>();

/** A WebP copy at most 640 pixels wide and high, made once per file version; the original when it cannot be made. */
async function thumbnailOf(file: string, bytes: Buffer): Promise<Buffer | undefined> {
  const stat = statSync(file);
  const stamp = `${stat.size}:${stat.mtimeMs}`;
  const cached = thumbnailCache.get(file);
  if (cached?.stamp === stamp) return cached.bytes;
  try {
    const { default: sharp } = await import('sharp');
    const made = await sharp(bytes).rotate().resize({ width: THUMBNAIL_WIDTH, height: THUMBNAIL_WIDTH, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    thumbnailCache.set(file, { stamp, bytes: made });
    return made;
  } catch {
    return undefined; // a damaged file: served as it is, and the browser shows what it can
  }
}

async function servePicture(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const query = new URL(request.url ?? '/', 'http://studio.invalid').searchParams;
  const publicPath = query.get('path') ?? '';
  const file = pictureFile(root, publicPath);
  let bytes: Buffer = readFileSync(file);
  let type = contentTypeOf(bytes);
  if (!type) throw new PictureError(415, `${publicPath} is not a picture the studio can show (whatever its name says).`);
  if (query.get('size') === 'thumbnail' && type !== 'image/svg+xml' && bytes.length > THUMBNAIL_FROM_BYTES) {
    const thumbnail = await thumbnailOf(file, bytes);
    if (thumbnail) [bytes, type] = [thumbnail, 'image/webp'];
  }
  response.writeHead(200, {
    'Content-Type': type,
    'Content-Length': bytes.length,
    'Cache-Control': 'no-cache',
    // The studio shows pictures with <img>; opened on their own, the sandbox keeps any script in an SVG from running.
    'Content-Security-Policy': SANDBOX_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
  });
  response.end(request.method === 'HEAD' ? undefined : bytes);
}

async function readUpload(request: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new PictureError(413, `The file is larger than ${limit / 1024 / 1024} MB, the most the studio takes. Save it smaller (a web page needs at most about 2,500 pixels across) and upload it again.`);
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The most pixels on a side of a photo: WebP's own limit, and far beyond what a page shows (about 2,500 across at
 * most); a larger one costs visitors' browsers and the build (sharp) memory for nothing. SVG sizes are only units.
 */
const MAX_RASTER_SIDE = 16_384;

/** Width and height in pixels read from the file itself, or a refusal saying why they cannot be. */
function sizeOfUpload(bytes: Buffer, type: PictureType): { width: number; height: number } {
  let size: { width: number; height: number } | undefined;
  try {
    const { width, height } = imageSize(bytes);
    if (width && height) size = { width, height };
  } catch {
    // explained below
  }
  if (size && type !== 'svg' && Math.max(size.width, size.height) > MAX_RASTER_SIDE) {
    throw new PictureError(
      422,
      `The picture is ${size.width} × ${size.height} pixels, more than the ${MAX_RASTER_SIDE.toLocaleString('en')} on a side the studio takes; a web page shows at most about 2,500 across. Save it smaller and upload it again.`,
    );
  }
  const tooLarge = size && type !== 'svg' ? pictureAreaRefusal(size) : undefined;
  if (tooLarge) throw new PictureError(422, `The picture ${tooLarge}; a web page shows at most about 2,500 across. Save it smaller and upload it again.`);
  if (size) return size;
  if (type === 'svg') {
    throw new PictureError(422, 'The SVG gives neither a width and height nor a viewBox, so its shape cannot be known. Add a viewBox (for example viewBox="0 0 640 360") to the <svg> element and upload it again.');
  }
  throw new PictureError(422, `The studio could not read the picture's width and height: the ${pictureTypes[type].name} file looks damaged. Save it again and upload it again.`);
}

/** Creates the file under the first free name; the exclusive flag makes "free" and "created" one step. */
function saveUnderNewName(root: string, originalName: string, type: PictureType, bytes: Buffer): string {
  const folder = imagesDir(root);
  mkdirSync(folder, { recursive: true });
  if (!imagesDirInsideProject(root)) throw new PictureError(403, OUTSIDE_PROJECT);
  // Names differing only in case are one file on Windows and macOS: none of them is taken either.
  const taken = new Set(readdirSync(folder).map((name) => name.toLowerCase()));
  let attempts = 0;
  for (const name of candidateNames(originalName, type)) {
    if ((attempts += 1) > MAX_NAME_ATTEMPTS) break;
    if (taken.has(name)) continue;
    const file = join(folder, name);
    let descriptor: number;
    try {
      descriptor = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(descriptor, bytes, written);
    } catch (error) {
      closeSync(descriptor);
      rmSync(file, { force: true });
      throw error;
    }
    closeSync(descriptor);
    return `/images/${name}`;
  }
  throw new PictureError(409, 'Every name derived from this file name is taken; rename the file and upload it again.');
}

async function upload(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // A raw body with the name in a header: a form on another site cannot send either without the browser asking first.
  if (!/^application\/octet-stream\b/i.test(request.headers['content-type'] ?? '')) {
    throw new PictureError(415, 'Send the picture as the request body, with Content-Type: application/octet-stream.');
  }
  const header = request.headers['x-file-name'];
  let originalName: string;
  try {
    originalName = decodeURIComponent(typeof header === 'string' ? header : '');
  } catch {
    throw new PictureError(400, 'The X-File-Name header must be the file name, percent-encoded.');
  }
  if (!originalName.trim()) throw new PictureError(400, 'Say the file name in the X-File-Name header (percent-encoded).');
  const bytes = await readUpload(request, maxPictureBytes);
  const sniffed = sniffPictureType(bytes);
  if (!sniffed.type) throw new PictureError(415, sniffed.reason);
  if (sniffed.type === 'svg') {
    const reasons = svgRefusals(bytes);
    if (reasons.length) throw new PictureError(422, reasons.join('\n'), reasons);
  }
  const size = sizeOfUpload(bytes, sniffed.type);
  const path = saveUnderNewName(root, originalName, sniffed.type, bytes);
  answer(response, 201, { picture: { path, ...size, bytes: bytes.length } satisfies PictureInfo });
}

type Handler = (context: ApiContext, request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Answers refusals here, in the picture's own words (the API's generic handler only knows its own errors). */
const handled =
  (handler: (root: string, request: IncomingMessage, response: ServerResponse) => Promise<void> | void): Handler =>
  async (context, request, response) => {
    try {
      await handler(context.root, request, response);
    } catch (error) {
      if (response.headersSent) return void response.end();
      // The rest of an oversized body is not read: close the connection rather than leave it half-read for reuse.
      if (error instanceof PictureError && error.status === 413) response.setHeader('Connection', 'close');
      if (error instanceof PictureError) answer(response, error.status, { error: error.message, reasons: error.reasons });
      else answer(response, 500, { error: `The studio could not do this: ${(error as Error).message}` });
    }
  };

/** The routes apiRoutes.ts adds to its table. */
export const imageRoutes: Record<string, Partial<Record<string, Handler>>> = {
  '/api/images': {
    GET: handled((root, _request, response) => answer(response, 200, { pictures: listPictures(root), maxBytes: maxPictureBytes })),
    POST: handled(upload),
  },
  '/api/images/file': {
    GET: handled(servePicture),
    HEAD: handled(servePicture),
  },
};
