import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { browserBundleCache, browserBundleKey, serverRendererKey } from '../../../scripts/lib/browserBundleCache';

const cleanUp: string[] = [];
afterEach(() => {
  for (const dir of cleanUp.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
  cleanUp.push(dir);
  return dir;
};
function write(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

/** A project: some code, its configuration and lockfile. */
function project() {
  const root = folder();
  write(root, { 'src/blocks/carousel/view.ts': 'export const island = 1;', 'src/app/client/loader.ts': 'export {};', 'vite.config.ts': 'export default {};', 'package-lock.json': '{}' });
  return root;
}
const facts = { labels: { nextSlide: 'Next slide' }, icons: { icons: ['droplet'], networks: [] } };
const env = { NODE_ENV: 'production', VITE_EMAILJS_SERVICE_ID: 'service_1' };

describe('the key of a kept browser bundle', () => {
  it('stays the same for the same code, configuration, content facts and environment (a page edit changes none)', () => {
    const root = project();
    expect(browserBundleKey(root, facts, { env })).toBe(browserBundleKey(root, structuredClone(facts), { env: { ...env, UNRELATED: 'x' } }));
  });

  it('changes with any file of src/, a new block folder, the configuration or the lockfile', () => {
    const root = project();
    const before = browserBundleKey(root, facts, { env });
    for (const [file, text] of [['src/app/client/loader.ts', 'export const x = 1;'], ['src/blocks/gallery/view.ts', 'export {};'], ['vite.config.ts', 'export default { base: "/" };'], ['package-lock.json', '{ "v": 2 }']]) {
      const original = (() => {
        try {
          return readFileSync(join(root, file!), 'utf8');
        } catch {
          return undefined;
        }
      })();
      write(root, { [file!]: text! });
      expect(browserBundleKey(root, facts, { env }), file).not.toBe(before);
      if (original === undefined) rmSync(join(root, file!));
      else write(root, { [file!]: original });
    }
    expect(browserBundleKey(root, facts, { env })).toBe(before);
  });

  it('changes with the interface words, the icons the content names and the variables Vite gives the code', () => {
    const root = project();
    const before = browserBundleKey(root, facts, { env });
    expect(browserBundleKey(root, { ...facts, labels: { nextSlide: 'Next' } }, { env })).not.toBe(before);
    expect(browserBundleKey(root, { ...facts, icons: { icons: ['droplet', 'leaf'], networks: [] } }, { env })).not.toBe(before);
    expect(browserBundleKey(root, facts, { env: { ...env, VITE_EMAILJS_SERVICE_ID: 'service_2' } })).not.toBe(before);
    write(root, { '.env': 'VITE_EMAILJS_PUBLIC_KEY=abc' });
    expect(browserBundleKey(root, facts, { env })).not.toBe(before);
  });
});

describe('kept browser bundles', () => {
  it('restores exactly the files kept, into an emptied folder', () => {
    const cache = browserBundleCache(folder());
    const built = folder();
    write(built, { 'assets/loader-1a.js': 'console.log(1)', '.vite/manifest.json': '{}' });
    cache.save('k1', built);
    const out = folder();
    write(out, { 'stale.html': 'old' });
    expect(cache.restore('k1', out)).toBe(true);
    expect(readFileSync(join(out, 'assets/loader-1a.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(join(out, '.vite/manifest.json'), 'utf8')).toBe('{}');
    expect(() => readFileSync(join(out, 'stale.html'))).toThrow();
    expect(() => readFileSync(join(out, '.complete'))).toThrow();
  });

  it('has nothing for a key never kept, and keeps only the last four', () => {
    const dir = folder();
    const cache = browserBundleCache(dir);
    const out = folder();
    expect(cache.restore('never', out)).toBe(false);
    const built = folder();
    write(built, { 'a.js': '1' });
    for (const key of ['k1', 'k2', 'k3', 'k4', 'k5']) cache.save(key, built);
    expect(cache.restore('k5', out)).toBe(true);
    expect(['k1', 'k2', 'k3', 'k4', 'k5'].filter((key) => cache.restore(key, folder()))).toHaveLength(4);
  });
});

describe('the key of a kept server renderer', () => {
  it('follows the browser bundle\'s (same code, facts and environment: same key) but never names the same bundle', () => {
    const root = project();
    const browser = browserBundleKey(root, facts, { env });
    expect(serverRendererKey(browser)).toBe(serverRendererKey(browserBundleKey(root, structuredClone(facts), { env })));
    expect(serverRendererKey(browser)).not.toBe(browser);
    write(root, { 'src/entry-server.tsx': 'export const paths = [];' });
    expect(serverRendererKey(browserBundleKey(root, facts, { env }))).not.toBe(serverRendererKey(browser));
  });
});
