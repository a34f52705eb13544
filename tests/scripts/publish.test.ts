import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptArgs } from '../fixtures/project';
import { edit, navYaml, pagesYaml } from '../fixtures/site';

// Issue 32, item 6, as a user meets it: a site folder with a picture no page uses, a document kept by
// site.publish.keep and the pictures its pages use, validated and built with the project's code (`--root`).
const site = mkdtempSync(join(tmpdir(), 'publish-site-'));
const out = mkdtempSync(join(tmpdir(), 'publish-out-'));
// The server renderer must sit inside the project to find node_modules (see scripts/build.ts).
const ssrOut = resolve('scratch', `publish-test-ssr-${process.pid}`);
const svg = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#0B3C5D"/></svg>`;
for (const folder of ['images', 'documents']) mkdirSync(join(site, 'public', folder), { recursive: true });
writeFileSync(join(site, 'public/images/logo.svg'), svg(160, 40));
writeFileSync(join(site, 'public/images/hero.svg'), svg(1920, 1080));
writeFileSync(join(site, 'public/favicon.svg'), svg(32, 32));
writeFileSync(join(site, 'public/images/old-plant.svg'), svg(800, 600));
writeFileSync(join(site, 'public/documents/price-list.pdf'), '%PDF-1.4\n%%EOF\n');
// An old address of the site's own: the host configurations are made from the folder's pages.yaml, not the project's.
writeFileSync(join(site, 'pages.yaml'), `${pagesYaml}redirects:\n  - from: /price-list\n    to: /about\n`);
writeFileSync(join(site, 'nav.yaml'), edit(navYaml, '  favicon: /favicon.svg\n', '  favicon: /favicon.svg\n  publish:\n    keep:\n      - documents/*.pdf\n'));

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, scriptArgs(`scripts/${script}.ts`, ...args), { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env } });

afterAll(() => {
  for (const folder of [site, out, `${out}-deploy`, ssrOut]) rmSync(folder, { recursive: true, force: true });
});

describe('a file of public/ no page uses', () => {
  it('npm run validate names it in a notice and still passes', () => {
    const result = run('validate', ['--root', site]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const notices = result.stdout.split('\n').filter((line) => line.startsWith('notice:'));
    expect(notices).toEqual([
      'notice: public/images/old-plant.svg is not used by any page and will not be published. Use it on a page, delete it, or add it to site.publish.keep in nav.yaml.',
    ]);
    expect(result.stdout).toMatch(/are valid: 3 pages plus the not-found page/);
  }, 60_000);

  it('npm run build leaves it out of the site, and publishes the pictures the pages use and the kept document; its redirects come from its own pages.yaml', () => {
    const result = run('build', ['--root', site], { BUILD_OUT_DIR: out, BUILD_SSR_OUT_DIR: ssrOut });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('1 file of public/ is not used by any page and not published (npm run validate lists them).');
    expect(existsSync(join(out, 'images/old-plant.svg'))).toBe(false);
    expect(readFileSync(join(out, 'images/hero.svg'), 'utf8')).toBe(svg(1920, 1080));
    expect(readFileSync(join(out, 'images/logo.svg'), 'utf8')).toBe(svg(160, 40));
    expect(readFileSync(join(out, 'favicon.svg'), 'utf8')).toBe(svg(32, 32));
    expect(readFileSync(join(out, 'documents/price-list.pdf'), 'utf8')).toBe('%PDF-1.4\n%%EOF\n');
    expect(readFileSync(join(out, '_redirects'), 'utf8')).toContain('\n/price-list /about 301\n');
  }, 180_000); // a real Vite build on a busy machine
});
