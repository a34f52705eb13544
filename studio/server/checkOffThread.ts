// The studio checks drafts in a worker thread, never on the thread that answers requests: a check of hostile or
// mistaken content (a huge pasted block) must not stop the studio answering, saving or shutting down. A check that
// runs past the time limit is stopped (the worker is ended and a fresh one started for the next check).
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Problem } from '../../src/content/node';
import type { FileTexts } from './draftCheck';

/** Far above what any content within the limits needs (a few seconds at most). */
const CHECK_TIME_LIMIT_MS = 20_000;

export class CheckTimeout extends Error {
  constructor(limitMs: number) {
    super(
      `Checking the site took longer than ${limitMs / 1000} seconds, so the studio stopped it. The content is far larger than a site needs: undo the last change (perhaps a large paste), or ask a developer to run npm run validate.`,
    );
  }
}

const WORKER_SOURCE = 'studio/server/checkWorker.ts';

/** This repository's folder: found from this module's place, whether it runs from its sources or from a bundle. */
function codeRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, WORKER_SOURCE))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`the studio cannot find ${WORKER_SOURCE}`);
    dir = parent;
  }
  return dir;
}

/** The worker's code as one JavaScript file (Node runs no TypeScript): bundled once per studio start. */
async function bundleWorker(): Promise<string> {
  const root = codeRoot();
  const { build } = await import('esbuild');
  const outdir = join(root, 'node_modules/.cache/site-renderer');
  mkdirSync(outdir, { recursive: true });
  const outfile = join(outdir, 'studioCheckWorker.mjs');
  const { outputFiles } = await build({
    entryPoints: [join(root, WORKER_SOURCE)],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // The parser's browser build skips a per-token read of process.env (see scripts/lib/runTs.mjs).
    alias: { yaml: join(root, 'node_modules/yaml/browser/index.js') },
    outfile,
  });
  // Write, then rename: two studios (parallel tests) may bundle at once.
  const partial = `${outfile}.${process.pid}.tmp`;
  writeFileSync(partial, outputFiles[0]!.contents);
  renameSync(partial, outfile);
  return outfile;
}

type Pending = { resolve: (problems: Problem[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export type DraftChecker = { check(files: FileTexts): Promise<Problem[]>; close(): Promise<void> };

export function createDraftChecker(root: string, { timeLimitMs = CHECK_TIME_LIMIT_MS }: { timeLimitMs?: number } = {}): DraftChecker {
  let bundled: Promise<string> | null = null;
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      pending.delete(id);
      request.reject(error);
    }
  };
  const stopWorker = () => {
    const stopping = worker;
    worker = null;
    return stopping?.terminate().then(() => undefined);
  };
  const start = async (): Promise<Worker> => {
    if (worker) return worker;
    bundled ??= bundleWorker().catch((error: unknown) => {
      bundled = null;
      throw error;
    });
    const file = await bundled;
    if (worker) return worker;
    const started = new Worker(file);
    started.unref();
    started.on('message', ({ id, problems, error }: { id: number; problems?: Problem[]; error?: string }) => {
      const request = pending.get(id);
      if (!request) return;
      clearTimeout(request.timer);
      pending.delete(id);
      if (error !== undefined) request.reject(new Error(error));
      else request.resolve(problems!);
    });
    started.on('error', (error) => {
      if (worker === started) worker = null;
      failAll(error);
    });
    worker = started;
    return started;
  };

  return {
    async check(files) {
      const running = await start();
      const id = (nextId += 1);
      return new Promise<Problem[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          // A check cannot be interrupted inside the worker: the worker is ended, and every check waiting on it.
          void stopWorker();
          failAll(new CheckTimeout(timeLimitMs));
        }, timeLimitMs);
        pending.set(id, { resolve, reject, timer });
        running.postMessage({ id, root, files });
      });
    },
    async close() {
      failAll(new Error('The studio is closing.'));
      await stopWorker();
    },
  };
}
