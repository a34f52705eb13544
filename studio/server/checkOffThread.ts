// The studio checks drafts in a worker thread, never on the thread that answers requests: a check of hostile or
// mistaken content (a huge pasted block) must not stop the studio answering, saving or shutting down. A check that
// runs past the time limit is stopped (the worker is ended and a fresh one started for the next check).
import { createRequire } from 'node:module';
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

/**
 * The worker's module: ./checkWorker.ts from its source. A worker thread starts without the TypeScript loader of the
 * thread that made it (tsx's for `npm run studio`, Vitest's in the tests), and tsx's ESM loader does not reach worker
 * threads on Node 20 (privatenumber/tsx#354), so this module registers tsx's CommonJS loader (its `tsx/cjs/api`) in the
 * worker and requires the file through it. tsx keeps what it compiled in its cache: a fresh worker (after a stopped
 * check) starts quicker than the first.
 */
const workerFile = fileURLToPath(new URL('./checkWorker.ts', import.meta.url));
const WORKER_MODULE = new URL(
  `data:text/javascript,${encodeURIComponent(
    [
      "import { createRequire } from 'node:module';",
      `const require = createRequire(${JSON.stringify(workerFile)});`,
      `require(${JSON.stringify(createRequire(import.meta.url).resolve('tsx/cjs/api'))}).register();`,
      `require(${JSON.stringify(workerFile)});`,
    ].join('\n'),
  )}`,
);

type Pending = { resolve: (problems: Problem[]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export type DraftChecker = { check(files: FileTexts): Promise<Problem[]>; close(): Promise<void> };

export function createDraftChecker(root: string, { timeLimitMs = CHECK_TIME_LIMIT_MS }: { timeLimitMs?: number } = {}): DraftChecker {
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
  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(WORKER_MODULE);
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
      const running = start();
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
