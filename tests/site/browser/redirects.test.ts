// Old addresses keep working on the built site: a copy of the project with two `redirects:` in pages.yaml is built and
// served by `npm start` (the real script, which builds first) and by nginx with the server block that build generated;
// both answer the old addresses with 301 to the page, and a host without redirect rules gets there through 404.html.
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, readHostRules } from '../../../src/server/staticServer';
import { freePort, rawRequest, startNginx, type NginxSite, type RawRequest } from '../../browser/nginxSite';
import { scriptArgs } from '../../fixtures/project';
import { useBrowser } from '../../browser/session';
import { copyProject } from '../../browser/studioScratch';

const browser = useBrowser();
let root = '';
let start: ChildProcess;
let startRaw: RawRequest;
let nginx: NginxSite;

beforeAll(async () => {
  root = copyProject('site-redirects-');
  appendFileSync(join(root, 'pages.yaml'), '\nredirects:\n  - from: /about-us\n    to: /about\n  - from: /our-mission\n    to: /about#Mission\n');
  const port = await freePort();
  start = spawn(process.execPath, scriptArgs('scripts/start.ts'), { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((done, fail) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/running at http:\/\/localhost:\d+\//.test(output)) done();
    };
    start.stdout!.on('data', onData);
    start.stderr!.on('data', onData);
    start.on('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  startRaw = rawRequest(port);
  nginx = await startNginx(root);
}, 120_000);

afterAll(() => {
  start?.kill();
  nginx?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.each([
  ['npm start', () => startRaw],
  ['nginx', () => nginx.raw],
])('an old address on %s', (_name, serverOf) => {
  it.each([
    ['/about-us', '/about'],
    ['/about-us/', '/about'],
    ['/about-us?ref=card', '/about?ref=card'],
    ['/our-mission?ref=card', '/about?ref=card#Mission'],
  ])('answers %s with 301 to %s', async (old, location) => {
    const response = await serverOf()(old);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('still serves the page itself and the not-found page', async () => {
    expect((await serverOf()('/about')).status).toBe(200);
    const missing = await serverOf()('/about-us/team');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('could not be found');
  });
});

describe('an old address on a host without redirect rules', () => {
  let plain: Server;
  beforeAll(async () => {
    // The same build and headers without the rules, as GitHub Pages or a bucket serves it: 404.html does the work.
    plain = createStaticServer(join(root, 'dist'), [], { ...readHostRules(join(root, 'dist')), redirects: {} });
    await new Promise<void>((done) => plain.listen(0, '127.0.0.1', done));
  });
  // Chromium keeps its connections alive: closing waits for none of them.
  afterAll(() => new Promise((done) => (plain.closeAllConnections(), plain.close(done))));

  it('takes the visitor from the old address to the page, anchor and query kept in order', async () => {
    const page = await browser.tab(1366);
    const base = `http://127.0.0.1:${(plain.address() as AddressInfo).port}`;
    await page.goto(`${base}/our-mission?ref=card`);
    await page.waitForURL(`${base}/about?ref=card#Mission`);
    await page.goto(`${base}/About-Us/`);
    await page.waitForURL(`${base}/about`);
    expect(await page.locator('h1').textContent()).toBe('About Us');
  });
});
