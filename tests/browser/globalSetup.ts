import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createStaticServer } from '../../src/server/staticServer';
import { chromiumPath, chromiumArgs } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

/** Builds the real site once, serves dist/ like a static host and starts one shared Chromium. */
export default async function setup(project: TestProject) {
  if (!process.env.TEST_SKIP_BUILD) {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env: { ...process.env } });
    if (built.status !== 0) throw new Error('npm run build failed: the browser tests need a built site');
  }
  const server = createStaticServer(resolve('dist'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
  };
}
