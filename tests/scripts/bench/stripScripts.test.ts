import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { copyWithoutScripts, withoutScripts } from '../../../scripts/bench/stripScripts';
import { precompressFile } from '../../../scripts/lib/precompress';

const cleanUp: string[] = [];
afterEach(() => {
  for (const dir of cleanUp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const head = (scripts: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/assets/index.css"><link rel="preload" as="image" href="/images/hero.svg" fetchpriority="high">${scripts}<script type="application/ld+json">{"@type":"Organization"}</script><style data-server-styles>.a{color:red}</style></head><body><main><h1>Water</h1><button aria-label="Next slide">›</button></main></body></html>`;

describe('the bench page without scripts', () => {
  it('drops every script, script data block and script preload, and nothing else', () => {
    const scripts = [
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-def.js">',
      '<link rel="preload" href="/assets/island.js" as="script">',
      '<script type="application/json" id="app-scripts">{"entry":"/assets/index-abc.js","preload":[]}</script>',
      '<script type="application/json" data-island-props>{"text":"\\u003c/script>"}</script>',
      '<script>(function () { document.documentElement.dataset.ready = "1"; })();</script>',
      '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>',
    ].join('\n    ');
    // The structured data, the styles, the image preload and the markup are untouched, byte for byte.
    expect(withoutScripts(head(scripts))).toBe(head(['', '', '', '', '', '', ''].join('\n    ')));
  });

  it('copies the whole build and strips the HTML of every page, nested ones and the error pages included', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'strip-scripts-'));
    cleanUp.push(dist);
    const page = head('<script type="module" src="/assets/index.js"></script>');
    mkdirSync(join(dist, 'application/product'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'application/product/index.html'), page);
    writeFileSync(join(dist, '404.html'), page);
    writeFileSync(join(dist, 'assets/index.js'), 'console.log(1)');
    // The build's compressed copy of a page, as the servers would send it.
    await precompressFile(join(dist, 'index.html'));

    const copy = join(dist, '..', `${dist.split('/').at(-1)}-copy`);
    cleanUp.push(copy);
    expect(await copyWithoutScripts(dist, copy)).toBe(3);
    for (const file of ['index.html', 'application/product/index.html', '404.html']) expect(readFileSync(join(copy, file), 'utf8')).toBe(head(''));
    // The copy's compressed page is the stripped page, not the build's page with its scripts.
    expect(brotliDecompressSync(readFileSync(join(copy, 'index.html.br'))).toString()).toBe(head(''));
    expect(gunzipSync(readFileSync(join(copy, 'index.html.gz'))).toString()).toBe(head(''));
    expect(readFileSync(join(copy, 'assets/index.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(page);
  });
});
