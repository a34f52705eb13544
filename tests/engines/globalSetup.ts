import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createEmailEndpoint } from '../../src/server/emailEndpoint';
import { createStaticServer } from '../../src/server/staticServer';
import { withTestControls } from '../browser/emailControls';
import { buildTestSite } from '../browser/globalSetup';
import { withProbe } from './probe';

declare module 'vitest' {
  export interface ProvidedContext {
    display: string;
  }
}

/** A virtual screen for WebKit (MiniBrowser needs a display even when nothing is looked at), unless there is one. */
async function startDisplay(): Promise<{ display: string; stop: () => void }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  // -displayfd: Xvfb picks a free display number and writes it to the given descriptor once it accepts clients.
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '2400x1600x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
  const number = await new Promise<string>((done, fail) => {
    let text = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) done(text.trim());
    });
    xvfb.on('error', fail);
    xvfb.on('exit', (code) => fail(new Error(`Xvfb stopped (${code}): is the xvfb package installed? (scripts/ensure-engines.sh)`)));
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * The cross-engine suite's setup: the same built site as the Chromium tests (built once per run), served like a static
 * host with the local email endpoint, and with the problem probe (./probe.ts) in every page; a display for WebKit.
 */
export default async function setup(project: TestProject) {
  buildTestSite();
  const dist = resolve('dist');
  const outbox = mkdtempSync(join(tmpdir(), 'site-engines-outbox-'));
  const server = createStaticServer(dist, [withProbe(dist), withTestControls(createEmailEndpoint({ outbox, log: () => {}, rateLimit: { max: 10_000, windowMs: 60_000 } }), outbox)]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const screen = await startDisplay();
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('display', screen.display);
  return async () => {
    screen.stop();
    await new Promise((done) => server.close(done));
    rmSync(outbox, { recursive: true, force: true });
  };
}
