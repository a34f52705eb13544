// Issue 33 (hardening, second round), finding 1: the policy's script hashes were collected from every inline script of
// every .html in dist/, so public/images/promo.html with an inline script got its own hash into the site-wide policy.
// The policy now holds the hashes of the scripts the build wrote, and of the not-found redirect, and nothing else.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256, writeHostFiles } from '../../src/server/writeHostFiles';

const work = mkdtempSync(join(tmpdir(), 'host-files-'));
const dist = join(work, 'dist');
const STARTER = 'addEventListener("load",()=>{})';
const PROMO = "fetch('/api/publish',{method:'POST'})";

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the policy allows only the scripts the build wrote (finding 1)', () => {
  it('a page copied from public/ with its own inline script gets no hash; the build\'s scripts and the redirect do', () => {
    mkdirSync(join(dist, 'images'), { recursive: true });
    writeFileSync(join(dist, '404.html'), '<!doctype html><head><meta name="viewport" content="width=device-width"></head>');
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${STARTER}</script>`);
    writeFileSync(join(dist, 'images/promo.html'), `<!doctype html><script>${PROMO}</script>`);
    const rules = writeHostFiles({
      dist,
      deployDir: join(work, 'dist-deploy'),
      workflowDir: null,
      pages: ['/', '/About'],
      moved: {},
      siteUrl: 'https://www.example.com',
      emailOrigin: null,
      frameOrigins: [],
      inlineScripts: [STARTER],
    });
    const policy = rules.headers['Content-Security-Policy']!;
    const redirect = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(join(dist, '404.html'), 'utf8'))![1]!;
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", ...[`'${sha256(STARTER)}'`, `'${sha256(redirect)}'`].sort()]);
    expect(policy).not.toContain(sha256(PROMO));
  });
});
