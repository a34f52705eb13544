import { describe, expect, it } from 'vitest';
import { deferredScriptsOf, deferScripts } from '../../scripts/lib/deferredScripts.mjs';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link rel="modulepreload" crossorigin href="/assets/Hero.js">
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app.js">
  </head>
  <body><div id="root"><h1>Hello</h1></div></body>
</html>`;

describe('scripts deferred until the page has painted', () => {
  const deferred = deferScripts(page);

  it('takes the module script and modulepreloads out of the markup and lists them for the loader', () => {
    expect(deferred).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(deferredScriptsOf(deferred)).toEqual({ entry: '/assets/index.js', preload: ['/assets/Hero.js', '/assets/app.js'] });
    expect(deferred).toContain('<h1>Hello</h1>');
  });

  it('leaves pages without scripts alone, and refuses a page with two entries', () => {
    const plain = '<html><head></head><body>static</body></html>';
    expect(deferScripts(plain)).toBe(plain);
    expect(deferredScriptsOf(plain)).toBeNull();
    expect(() => deferScripts(page.replace('</head>', '<script type="module" src="/other.js"></script></head>'))).toThrow(/one module entry/);
  });

  it('adds the same tags only after load and the largest paint, and only once', async () => {
    const { JSDOM } = await import('jsdom');
    const dom = new JSDOM(deferred, { runScripts: 'dangerously', pretendToBeVisual: true });
    const { window } = dom;
    const added = () => [...window.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));
    expect(added()).toEqual([]);
    // jsdom has no paint timing: the loader falls back to the next frames after load.
    await new Promise((done) => window.addEventListener('load', done));
    await new Promise((done) => setTimeout(done, 100));
    expect(added()).toEqual(['/assets/Hero.js', '/assets/app.js', '/assets/index.js']);
    const script = window.document.head.querySelector('script[type="module"]')!;
    expect(script.getAttribute('crossorigin')).toBe('');
    await new Promise((done) => setTimeout(done, 2100));
    expect(added()).toHaveLength(3);
    window.close();
  }, 30_000); // waits 2.2 s by design, after importing jsdom: the 5 s default fails on a busy machine
});
