// The studio's HTTP server: 127.0.0.1 only, every request checked for its Host and Origin first, the JSON API under
// /api/, and the editor itself: pre-built (./editorBuild.ts) and served as files, or with `--dev` by Vite in
// middleware mode, which reloads on every change to the editor's code (its own config, never the site's build).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleApi } from './apiRoutes';
import { maxBodyBytes, sendJson, type ApiContext } from './http';
import { createDraftChecker } from './checkOffThread';
import { ensureEditorBuild } from './editorBuild';
import { serveEditorFiles } from './editorFiles';
import { watchContent } from './events';
import { checkRequest } from './guard';
import { editorPages, sandbox } from './sandbox';

export type StudioOptions = {
  /** The project whose pages.yaml and nav.yaml are edited (a scratch copy in tests). */
  root: string;
  /** 0 picks a free port. */
  port?: number;
  /** How the editor's pages are served: pre-built (the default), by Vite from the sources (`--dev`), or not at all (API-only use: the server's own tests). */
  ui?: 'built' | 'vite' | false;
  /** This repository, where the editor's code and its build cache live. */
  codeRoot?: string;
  /** Progress worth telling the person who started the studio (building the editor). */
  log?: (message: string) => void;
  /** How often the files are checked for changes when fs.watch says nothing. */
  pollMs?: number;
  /** The editor's Vite config (studio/vite.config.ts of this repository). */
  viteConfigFile?: string;
  /** The largest request body accepted (413 above it). */
  maxBodyBytes?: number;
};

export type Studio = { server: Server; port: number; url: string; close(): Promise<void> };

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const defaultViteConfig = join(fileURLToPath(new URL('..', import.meta.url)), 'vite.config.ts');

export async function startStudio({ root, port = 4321, ui = 'built', codeRoot, log, pollMs, viteConfigFile = defaultViteConfig, maxBodyBytes: bodyLimit = maxBodyBytes }: StudioOptions): Promise<Studio> {
  const projectRoot = resolve(root);
  // Built before listening: the first request then gets the editor, not a wait.
  const repository = codeRoot ?? resolve(viteConfigFile, '../..');
  const editorFolder = ui === 'built' ? await ensureEditorBuild(repository, viteConfigFile, log) : null;
  const watcher = watchContent(projectRoot, pollMs);
  const checker = createDraftChecker(projectRoot);
  const context: ApiContext = { root: projectRoot, codeRoot: repository, watcher, saving: Promise.resolve(), maxBodyBytes: bodyLimit, checker };
  let listeningPort = port;
  let viteMiddleware: Middleware | null = null;
  let isEditorPage: (pathname: string) => boolean = () => false;

  const server = createServer((request, response) => {
    const refusal = checkRequest(request, listeningPort);
    if (refusal) return sendJson(response, refusal.status, { error: refusal.message });
    let pathname: string;
    try {
      pathname = new URL(request.url ?? '/', 'http://studio.invalid').pathname;
    } catch {
      return sendJson(response, 400, { error: 'The request address is not valid.' });
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) return void handleApi(context, request, response, pathname);
    // Everything else is the editor's own pages and modules: read-only.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendJson(response, 405, { error: 'The studio only changes files through its save request.' });
    }
    if (!viteMiddleware) return sendJson(response, 404, { error: 'Not found.' });
    if (!isEditorPage(pathname)) sandbox(response);
    viteMiddleware(request, response, () => sendJson(response, 404, { error: 'Not found.' }));
  });
  // Vite's live-reload socket arrives as an upgrade, which skips the request handler above: check it here first.
  server.prependListener('upgrade', (request: IncomingMessage, socket) => {
    if (checkRequest(request, listeningPort)) socket.destroy();
  });

  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => done());
    });
  } catch (error) {
    watcher.close();
    await checker.close();
    throw error;
  }
  listeningPort = (server.address() as AddressInfo).port;

  let closeVite = async () => {};
  if (editorFolder) {
    viteMiddleware = serveEditorFiles(editorFolder, join(projectRoot, 'public'));
    isEditorPage = editorPages(editorFolder, join(projectRoot, 'public'));
  }
  if (ui === 'vite') {
    const { createServer: createViteServer } = await import('vite');
    const vite = await createViteServer({
      configFile: viteConfigFile,
      appType: 'mpa',
      publicDir: join(projectRoot, 'public'),
      logLevel: 'warn',
      server: {
        middlewareMode: true,
        ws: { server },
        allowedHosts: ['127.0.0.1', 'localhost'],
      },
    });
    isEditorPage = editorPages(vite.config.root, join(projectRoot, 'public'));
    viteMiddleware = vite.middlewares as unknown as Middleware;
    closeVite = () => vite.close();
  }

  return {
    server,
    port: listeningPort,
    url: `http://127.0.0.1:${listeningPort}/`,
    async close() {
      watcher.close();
      await checker.close();
      await closeVite();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
