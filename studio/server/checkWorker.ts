// Runs the studio's draft checks in a worker thread (see checkOffThread.ts): a long check never holds up the server.
import { parentPort } from 'node:worker_threads';
import { checkDraft, type FileTexts } from './draftCheck';

parentPort!.on('message', ({ id, root, files }: { id: number; root: string; files: FileTexts }) => {
  try {
    parentPort!.postMessage({ id, problems: checkDraft(root, files) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
