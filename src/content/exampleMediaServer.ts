// Development only: the dev server's answer to /_blocks/<type>/<file>, the pictures and videos of the block
// catalogue's examples, from the block's folder (src/blocks/<type>/). Only files of a known kind in a folder of a
// block type are served; anything else is left to the rest of the server (a 404, or the /_blocks page itself).
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { blockTypes } from '../blocks/registry';
import { exampleMediaOf } from './exampleMedia';

const knownTypes = new Set<string>(blockTypes);

export function serveExampleMedia(root: string) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const method = request.method ?? 'GET';
    const media = exampleMediaOf((request.url ?? '').split(/[?#]/)[0]!);
    const file = media && knownTypes.has(media.type) ? join(root, media.file) : undefined;
    if ((method !== 'GET' && method !== 'HEAD') || !file || !existsSync(file) || !statSync(file).isFile()) return next();
    const bytes = readFileSync(file);
    response.statusCode = 200;
    response.setHeader('Content-Type', media!.contentType);
    response.setHeader('Content-Length', bytes.length);
    response.setHeader('Cache-Control', 'no-cache');
    response.end(method === 'HEAD' ? undefined : bytes);
  };
}
