// A host without redirect rules (GitHub Pages, a bare bucket) answers every other spelling of a page with 404.html:
// its inline script must take the visitor to the page, under the site's Content-Security-Policy.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, readHostRules } from '../../../src/server/staticServer';
import { useBrowser } from '../../browser/session';

const browser = useBrowser();
let server: Server;
let base = '';

beforeAll(async () => {
  // The same files and headers, without the redirect rules: what a plain static host does.
  server = createStaticServer(resolve('dist'), [], { ...readHostRules('dist'), redirects: {} });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => (server.closeAllConnections(), server.close(done)));
});

describe('404.html on a host without redirects', () => {
  it.each([
    ['/application/solution/aquaculture', '/application/Solution/AquaCulture'],
    ['/application/solution/water_treatment/', '/application/Solution/Water_Treatment'],
    ['/APPLICATION/PRODUCT/IFAS', '/application/product/ifas'],
  ])('sends %s on to %s, keeping the query and hash, without a CSP violation', async (spelling, page) => {
    const tab = await browser.tab(1366);
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
    });
    const first = await fetch(`${base}${spelling}`);
    expect(first.status).toBe(404);
    await tab.goto(`${base}${spelling}?from=header#top`);
    await tab.waitForURL((url) => url.pathname === page, { timeout: 10_000 });
    const url = new URL(tab.url());
    expect(url.search).toBe('?from=header');
    expect(url.hash).toBe('#top');
    expect(await tab.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${page}$`));
    await tab.context().close();
    expect(problems).toEqual([]);
  });

  it('leaves a genuinely unknown address on the not-found page', async () => {
    const tab = await browser.tab(1366);
    await tab.goto(`${base}/no/such/page`);
    await tab.waitForTimeout(500);
    expect(new URL(tab.url()).pathname).toBe('/no/such/page');
    await tab.context().close();
  });
});
