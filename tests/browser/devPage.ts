// A page of the dev server (Vite's `createServer`, as in `npm run dev`) in Chromium, for the tests that edit files under
// it: a navigation, or a save the server answers with a full reload, is over only once the new page hears the next save.
import type { Page } from 'playwright-core';
import { problemsUrl } from '../../src/content/devProblemsProtocol';

const TIMEOUT = 30_000;
/** What Vite's client logs once the server has taken its live-reload socket: messages sent before that are lost. */
const CONNECTED = '[vite] connected.';

/**
 * Runs `action` (a goto, a reload, or a file write that the content plugin answers with a full reload: one that leaves
 * pages.yaml and nav.yaml without problems) and waits until the page it leads to has loaded, has read the current
 * content problems (devErrorPage.ts asks once as it starts) and is connected to the server. Read at once after a write,
 * the page could still be the old one, about to be replaced; and a page not yet connected misses the next save's
 * message and reload. The waits are set up before the action, so the reload cannot slip past them.
 */
export async function untilLive(page: Page, action: () => unknown): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: TIMEOUT });
  const connected = page.waitForEvent('console', { predicate: (message) => message.text() === CONNECTED, timeout: TIMEOUT });
  const problemsRead = page.waitForEvent('requestfinished', { predicate: (request) => new URL(request.url()).pathname === problemsUrl, timeout: TIMEOUT });
  await Promise.all([(async () => action())(), loaded, connected, problemsRead]);
}
