// The cross-engine suite cannot read every engine's console (WebKitWebDriver speaks classic WebDriver only), so its
// test server puts this probe first in every page's <head>, as a same-origin script file (the pages' CSP allows those):
// it records uncaught errors, failed loads, rejected promises, console errors and CSP violations where the test reads them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Handler } from '../../src/server/staticServer';
import { readHostRules } from '../../src/server/staticServer';

export const PROBE_PATH = '/__engines__/probe.js';
/** A page asked for with this query parameter comes with a CSP that runs no script at all: JavaScript off. */
export const NO_SCRIPTS = 'no-scripts';

/** What the page collects, under window.__problems (runs in the page: no imports, no closures). */
function probe() {
  const problems: string[] = [];
  (window as unknown as { __problems: string[] }).__problems = problems;
  addEventListener('error', (event) => {
    const target = event.target as (Element & { src?: string; href?: string }) | null;
    problems.push(target && target !== (window as unknown) ? `failed to load ${target.src ?? target.href ?? target.nodeName}` : `error: ${(event as ErrorEvent).message}`);
  }, true);
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) => problems.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
}

/** The page a path stands for in dist/ (as the static server maps it), or null for anything else. */
function pageFile(dist: string, path: string) {
  if (/\.[a-z0-9]+$/i.test(path)) return null;
  const file = join(dist, path.replace(/\/$/, ''), 'index.html');
  return existsSync(file) ? file : null;
}

/** Serves the probe, and every page with the probe first in its head; everything else goes on to the static server. */
export function withProbe(dist: string): Handler {
  const { headers } = readHostRules(dist);
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://test').pathname;
    if (path === PROBE_PATH) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(`(${String(probe)})();`);
      return true;
    }
    const file = request.method === 'GET' ? pageFile(dist, path) : null;
    if (!file) return false;
    const html = readFileSync(file, 'utf8');
    if (new URL(request.url ?? '/', 'http://test').searchParams.has(NO_SCRIPTS)) {
      const policy = headers['Content-Security-Policy']!.replace(/script-src [^;]*/, "script-src 'none'");
      response.writeHead(200, { ...headers, 'Content-Security-Policy': policy, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(html);
      return true;
    }
    const probed = html.replace('<head>', `<head><script src="${PROBE_PATH}"></script>`);
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(probed);
    return true;
  };
}
