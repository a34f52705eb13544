// Tells the studio's pages when pages.yaml or nav.yaml changes on disk behind its back (an edit in a text editor,
// a `git pull`), as Server-Sent Events. fs.watch on the project folder sees renames too (editors and git replace
// files); a one-second poll of size and modification time covers file systems where fs.watch stays silent.
import { statSync, watch, type FSWatcher } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { contentFileNames, readContentFile, type ContentFileName } from './files';

export type ContentWatcher = {
  /** Records a version the studio itself wrote, so its own save is not reported as a change made elsewhere. */
  remember(name: ContentFileName, version: string): void;
  subscribe(response: ServerResponse): void;
  close(): void;
};

type Known = { version: string; stamp: string };

function stampOf(root: string, name: ContentFileName): string {
  try {
    const stat = statSync(join(root, name));
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function currentVersion(root: string, name: ContentFileName): string {
  try {
    return readContentFile(root, name).version;
  } catch {
    return 'missing';
  }
}

export function watchContent(root: string, pollMs = 1000): ContentWatcher {
  const known = new Map<ContentFileName, Known>(
    contentFileNames.map((name) => [name, { version: currentVersion(root, name), stamp: stampOf(root, name) }]),
  );
  const clients = new Set<ServerResponse>();

  const check = (name: ContentFileName, force: boolean) => {
    const stamp = stampOf(root, name);
    const entry = known.get(name)!;
    if (!force && stamp === entry.stamp) return;
    entry.stamp = stamp;
    const version = currentVersion(root, name);
    if (version === entry.version) return;
    entry.version = version;
    const message = `event: changed\ndata: ${JSON.stringify({ file: name, version })}\n\n`;
    for (const client of clients) client.write(message);
  };

  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(root, (_event, file) => {
      const name = contentFileNames.find((one) => one === String(file ?? ''));
      if (name) check(name, true);
    });
    watcher.on('error', () => watcher?.close());
  } catch {
    watcher = null;
  }
  const poll = setInterval(() => contentFileNames.forEach((name) => check(name, false)), pollMs);
  poll.unref();
  const heartbeat = setInterval(() => clients.forEach((client) => client.write(': still here\n\n')), 15_000);
  heartbeat.unref();

  return {
    remember(name, version) {
      known.set(name, { version, stamp: stampOf(root, name) });
    },
    subscribe(response) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      response.write('retry: 1000\n\n');
      clients.add(response);
      response.on('close', () => clients.delete(response));
    },
    close() {
      watcher?.close();
      clearInterval(poll);
      clearInterval(heartbeat);
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
