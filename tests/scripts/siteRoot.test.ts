import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uiIconNames } from '../../src/icons/names';
import { scriptArgs } from '../fixtures/project';
import { navYaml, pagesYaml } from '../fixtures/site';

// `--root DIR`: a site folder outside the project (its own pages.yaml, nav.yaml and public/) validated and built
// with the project's code, run from the project as a user would (`npm run build -- --root ../site`).
const site = mkdtempSync(join(tmpdir(), 'wastely-root-site-'));
const out = mkdtempSync(join(tmpdir(), 'wastely-root-out-'));
// The server renderer must sit inside the project to find node_modules (see scripts/build.ts).
const ssrOut = resolve('scratch', `root-test-ssr-${process.pid}`);
const svg = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#0B3C5D"/></svg>`;
mkdirSync(join(site, 'public/images'), { recursive: true });
writeFileSync(join(site, 'public/images/logo.svg'), svg(160, 40));
writeFileSync(join(site, 'public/images/hero.svg'), svg(1920, 1080));
writeFileSync(join(site, 'public/favicon.svg'), svg(32, 32));
// An icon outside the first site's set, and a brand mark it never used.
const sitePages = pagesYaml.replace('We clean water.', 'We clean water in the root fixture.').replace('          - label: OUR MISSION\n', '          - label: OUR MISSION\n            icon: solar-panel\n');
writeFileSync(join(site, 'pages.yaml'), sitePages);
writeFileSync(join(site, 'nav.yaml'), navYaml.replace('    - network: github\n', '    - network: youtube\n'));

const run = (script: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, scriptArgs(`scripts/${script}.ts`, ...args), { encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...env } });

afterAll(() => {
  for (const folder of [site, out, `${out}-deploy`, ssrOut]) rmSync(folder, { recursive: true, force: true });
});

describe('npm run validate -- --root DIR', () => {
  it('checks the folder\'s pages.yaml, not the project\'s', () => {
    const result = run('validate', ['--root', site]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/pages\.yaml and nav\.yaml are valid: 3 pages plus the not-found page/);
  }, 60_000);

  it('names the folder\'s own file in a problem', () => {
    const broken = mkdtempSync(join(tmpdir(), 'wastely-root-broken-'));
    writeFileSync(join(broken, 'nav.yaml'), navYaml);
    writeFileSync(join(broken, 'pages.yaml'), pagesYaml.replace('      - type: section\n', '      - type: sectoin\n'));
    mkdirSync(join(broken, 'public/images'), { recursive: true });
    writeFileSync(join(broken, 'public/images/logo.svg'), svg(160, 40));
    writeFileSync(join(broken, 'public/favicon.svg'), svg(32, 32));
    writeFileSync(join(broken, 'public/images/hero.svg'), svg(1920, 1080));
    const result = run('validate', [`--root=${broken}`]);
    rmSync(broken, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${relative(process.cwd(), join(broken, 'pages.yaml'))}:13:15`);
    expect(result.stderr).toContain('did you mean `section`?');
  }, 60_000);

  it('refuses a folder without the content files, saying what a site folder holds', () => {
    const result = run('validate', ['--root', out]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`npm run validate: --root ${out} has no pages.yaml and no nav.yaml. A site folder holds pages.yaml, nav.yaml and public/.`);
  }, 30_000);
});

describe('npm run build -- --root DIR', () => {
  it('prerenders the folder\'s pages and publishes its public/ files, not the project\'s', () => {
    const result = run('build', ['--root', site], { BUILD_OUT_DIR: out, BUILD_SSR_OUT_DIR: ssrOut });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(out, 'about/index.html'), 'utf8')).toContain('We clean water in the root fixture.');
    expect(existsSync(join(out, 'application/Solution/Water_Treatment/index.html'))).toBe(true);
    expect(readFileSync(join(out, 'images/hero.svg'), 'utf8')).toBe(svg(1920, 1080));
    // A page and a picture only the project's own site has.
    expect(existsSync(join(out, 'contact/index.html'))).toBe(false);
    expect(existsSync(join(out, 'images/hero-about.svg'))).toBe(false);
  }, 180_000);

  it('ships a sprite of exactly the icons its content names and the interface draws', () => {
    const about = readFileSync(join(out, 'about/index.html'), 'utf8');
    const sprite = about.match(/<use href="(\/assets\/icons-[\w-]+\.svg)#solar-panel"/)![1]!;
    const symbols = [...readFileSync(join(out, sprite), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual([...uiIconNames, 'solar-panel', 'social-youtube'].sort());
  }); // two real Vite builds on a busy machine
});
