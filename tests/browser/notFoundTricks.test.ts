// Issue 33 (hardening, second round), finding 3: an address that a browser reads as another host's, opened on the
// site, shows the not-found page and stays on the site: on `npm start` (the static server with the build's rules) and
// on nginx with the generated server block. Before, 404.html's script sent each of these to evil.example.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../src/server/staticServer';
import { startNginx, type NginxSite } from './nginxSite';
import { useBrowser } from './session';

const browser = useBrowser();
const TRICKS = ['//EVIL.example/x', '/\\EVIL.example/x', '/.//EVIL.example/x', '//evil.example', '/%2F%2Fevil.example/x'];

let server: Server;
let nginx: NginxSite;
const origins: Record<string, string> = {};

beforeAll(async () => {
  server = createStaticServer(resolve('dist'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origins['npm start'] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  nginx = await startNginx();
  origins.nginx = nginx.origin;
}, 30_000);

afterAll(async () => {
  nginx?.stop();
  await new Promise((done) => (server.closeAllConnections(), server.close(done)));
});

describe.each(['npm start', 'nginx'])('the not-found page on %s', (host) => {
  it.each(TRICKS)('keeps the visitor on the site at %s', async (trick) => {
    const tab = await browser.tab(1366);
    const hosts = new Set<string>();
    tab.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    // The address as typed: the browser itself turns \ and /./ into slashes before it asks the server.
    await tab.goto(`${origins[host]}${trick}`).catch(() => undefined);
    await tab.waitForTimeout(1_000);
    expect(new URL(tab.url()).hostname).toBe('127.0.0.1');
    expect([...hosts]).toEqual(['127.0.0.1']);
    await tab.context().close();
  });
});
