import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { createEmailEndpoint } from '../../src/server/emailEndpoint';
import { createStaticServer } from '../../src/server/staticServer';
import { scriptArgs } from '../fixtures/project';
import { chromiumPath, chromiumArgs } from './chromium';
import { withTestControls } from './emailControls';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

/** The test build's email settings: the real SDK, pointed at the test server's own local endpoint. */
export const TEST_EMAIL_ENV = {
  VITE_EMAILJS_PUBLIC_KEY: 'test-public-key',
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_TEMPLATE_ID: 'template_test',
  VITE_EMAILJS_ORIGIN: '/',
};

/** The whole suite sends from one address, far more than a visitor would: npm start's limit is tested on its own. */
const SUITE_RATE_LIMIT = { max: 10_000, windowMs: 60_000 };

/**
 * Builds the real site with the test email settings, once per test run: the browser and the cross-engine projects
 * (tests/engines) share it. TEST_SKIP_BUILD=1 reuses an existing dist/.
 */
export function buildTestSite() {
  if (process.env.TEST_SKIP_BUILD) return;
  const built = spawnSync(process.execPath, scriptArgs('scripts/build.ts'), { stdio: 'inherit', env: { ...process.env, ...TEST_EMAIL_ENV } });
  if (built.status !== 0) throw new Error('npm run build failed: the browser tests need a built site');
  // Both projects' global setups run in this one process: the second finds the site built.
  process.env.TEST_SKIP_BUILD = '1';
}

/**
 * Builds the real site once, serves dist/ like a static host (with the local email endpoint and the
 * test-only controls of ./emailControls.ts) and starts one shared Chromium.
 */
export default async function setup(project: TestProject) {
  buildTestSite();
  const outbox = mkdtempSync(join(tmpdir(), 'site-test-outbox-'));
  const server = createStaticServer(resolve('dist'), [withTestControls(createEmailEndpoint({ outbox, log: () => {}, rateLimit: SUITE_RATE_LIMIT }), outbox)]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await new Promise((done) => server.close(done));
    rmSync(outbox, { recursive: true, force: true });
  };
}
