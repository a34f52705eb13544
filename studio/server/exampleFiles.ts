// "Add block" starts from the block's catalogue example, whose pictures and video are files of the block's own folder
// (/_blocks/<type>/<file>), shown by the catalogue and never published. So that a new block is valid at once and
// shows the example's drawing until the editor picks their own, the studio copies each such file into the site's
// public/ (pictures to images/, videos to media/) and the block names the copy. Adding the same block twice reuses the
// copy; a different file of the same name gets a free name beside it.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, statSync, writeSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { blockTypes } from '../../src/blocks/registry';
import { exampleMediaOf } from '../../src/content';
import { HttpError, readJson, sendJson, type ApiContext } from './http';

/** More than any example names: a request with more is not the editor's. */
const MAX_ADDRESSES = 20;
const MAX_NAME_ATTEMPTS = 50;
const knownTypes = new Set<string>(blockTypes);

/** The example's file an address names, from this repository's block folders; refused in words otherwise. */
function exampleFile(codeRoot: string, address: unknown): { file: string; name: string; folder: 'images' | 'media' } {
  const media = typeof address === 'string' ? exampleMediaOf(address) : undefined;
  if (!media || !knownTypes.has(media.type)) throw new HttpError(400, `\`${String(address)}\` is not a file of a block's catalogue example.`);
  const file = join(codeRoot, media.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new HttpError(404, `The catalogue example's file ${address} is missing from ${media.file}.`);
  return { file, name: media.name, folder: media.contentType.startsWith('image/') ? 'images' : 'media' };
}

function insideSite(root: string, folder: string): boolean {
  return realpathSync(folder).startsWith(realpathSync(root) + sep);
}

/** Copies `bytes` to `name` in `folder`, or beside it under the first free name; the same bytes under the name are reused. */
function copyUnderFreeName(folder: string, name: string, bytes: Buffer): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = [name.slice(0, dot), name.slice(dot)];
  for (let attempt = 1; attempt <= MAX_NAME_ATTEMPTS; attempt += 1) {
    const candidate = attempt === 1 ? name : `${stem}-${attempt}${extension}`;
    const target = join(folder, candidate);
    let descriptor: number;
    try {
      descriptor = openSync(target, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (statSync(target).isFile() && readFileSync(target).equals(bytes)) return candidate;
      continue;
    }
    try {
      for (let written = 0; written < bytes.length; ) written += writeSync(descriptor, bytes, written);
    } finally {
      closeSync(descriptor);
    }
    return candidate;
  }
  throw new HttpError(409, `Every name like ${name} is taken in public; rename some of those files and add the block again.`);
}

/** POST { addresses: ["/_blocks/map/street-map.svg", ...] } -> { files: { [address]: "/images/street-map.svg" } } */
export async function adoptExampleFiles(context: ApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = (await readJson(request, 64 * 1024)) as { addresses?: unknown };
  const addresses = body?.addresses;
  if (!Array.isArray(addresses) || addresses.length > MAX_ADDRESSES) throw new HttpError(400, `Send \`addresses\`, a list of at most ${MAX_ADDRESSES} catalogue example files.`);
  const sources = addresses.map((address) => exampleFile(context.codeRoot, address));
  const files: Record<string, string> = {};
  for (const [index, source] of sources.entries()) {
    const folder = join(context.root, 'public', source.folder);
    mkdirSync(folder, { recursive: true });
    if (!insideSite(context.root, folder)) throw new HttpError(403, `public/${source.folder} leads to a folder outside the site, so the studio does not write there. Ask a developer to make it an ordinary folder.`);
    files[addresses[index] as string] = `/${source.folder}/${copyUnderFreeName(folder, source.name, readFileSync(source.file))}`;
  }
  sendJson(response, 200, { files });
}
