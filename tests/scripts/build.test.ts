import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptArgs } from '../fixtures/project';

// `npm run build` and `npm run validate` on a copy of the real project with one mistake in pages.yaml.
function projectWith(pages: (text: string) => string) {
  const project = mkdtempSync(join(tmpdir(), 'site-build-'));
  for (const item of ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'nav.yaml', 'pages.yaml']) {
    cpSync(resolve(item), join(project, item), { recursive: true });
  }
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
  const original = readFileSync(join(project, 'pages.yaml'), 'utf8');
  writeFileSync(join(project, 'pages.yaml'), pages(original));
  return project;
}

const run = (project: string, script: string) =>
  spawnSync(process.execPath, scriptArgs(`scripts/${script}.ts`), { cwd: project, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });

describe('a content mistake stops validate and build with the same located message', () => {
  const project = projectWith((text) => text.replace('      - type: section\n', '      - type: sectoin\n'));

  it('npm run validate exits non-zero and names file, line, column and the fix', () => {
    const result = run(project, 'validate');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\.yaml:\d+:15 {2}page \/\S* › block \d+ \(sectoin\) › type\n {2}unknown block type `sectoin`; expected one of hero, section/);
    expect(result.stderr).toContain('  fix: did you mean `section`?');
  }, 30_000);

  it('npm run build fails with the same message', () => {
    const result = run(project, 'build');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\.yaml:\d+:15 {2}page \/\S* › block \d+ \(sectoin\) › type\n {2}unknown block type `sectoin`/);
    // Short and friendly: the problem, not a stack trace or the bundler's plugin timings.
    expect(result.stderr).not.toMatch(/\bat .*\.(ts|js|mjs):\d+|PLUGIN_TIMINGS|plugin.*%/);
    expect(result.stdout + result.stderr).not.toMatch(/PLUGIN_TIMINGS|spent significant time/);
    rmSync(project, { recursive: true, force: true });
  }, 60_000); // a real Vite build: about 4 s alone, longer on a busy machine
});

describe('a raster photo in pages.yaml gets responsive AVIF and WebP copies in the build', () => {
  it('writes the copies and offers them through <picture> with the original as fallback', async () => {
    const { default: sharp } = await import('sharp');
    // A photo beside text, first on the home page of whichever site is in place.
    const photoBlock = ['      - type: media-text', '        heading: A photo beside the text', '        body:', '          - The photo is a PNG.', '        image:', '          src: /images/clean-water-photo.png', '          alt: Teal grain standing in for a photo'];
    const project = projectWith((text) => text.replace('\n    blocks:\n', `\n    blocks:\n${photoBlock.join('\n')}\n`));
    const { data, info } = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0e7c71', noise: { type: 'gaussian', mean: 120, sigma: 25 } } }).raw().toBuffer({ resolveWithObject: true });
    await sharp(data, { raw: info }).png().toFile(join(project, 'public/images/clean-water-photo.png'));
    const result = run(project, 'build');
    expect(result.status, result.stderr).toBe(0);
    const html = readFileSync(join(project, 'dist/index.html'), 'utf8');
    const picture = html.match(/<picture>([\s\S]*?)<\/picture>/)![1]!;
    const avif = picture.match(/<source type="image\/avif" srcset="([^"]+)" sizes="([^"]+)"/i)!;
    expect(avif[1]).toMatch(/^\/assets\/img\/clean-water-photo-480-\S+\.avif 480w, \S+ 960w, \S+ 1200w$/);
    expect(avif[2]).toBe('(min-width: 768px) 50vw, 100vw');
    expect(picture).toMatch(/<source type="image\/webp" srcset="\/assets\/img\/clean-water-photo-480-/i);
    expect(picture).toMatch(/<img src="\/images\/clean-water-photo.png" alt="[^"]+" width="1200" height="800"/);
    const original = statSync(join(project, 'public/images/clean-water-photo.png')).size;
    for (const candidate of [...avif[1]!.matchAll(/(\/assets\/img\/\S+)/g)].map((match) => match[1]!)) {
      expect(statSync(join(project, 'dist', candidate)).size, candidate).toBeLessThan(original);
    }
    // The block catalogue's example files (src/blocks/<type>/) are the dev server's alone.
    const published = readdirSync(join(project, 'dist'), { recursive: true, encoding: 'utf8' });
    const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    const exampleFiles = readdirSync('src/blocks', { recursive: true, encoding: 'utf8' }).filter((file) => /\.(svg|png|jpe?g|webp|avif|gif|webm|mp4|vtt)$/.test(file));
    expect(exampleFiles.length).toBeGreaterThan(0);
    const exampleDigests = new Set(exampleFiles.map((file) => digest(join('src/blocks', file))));
    const publishedFiles = published.filter((file) => statSync(join(project, 'dist', file)).isFile());
    expect(publishedFiles.filter((file) => file.includes('_blocks') || exampleDigests.has(digest(join(project, 'dist', file))))).toEqual([]);
    const texts = published.filter((file) => /\.(html|js|css|json|txt|xml)$/.test(file)).map((file) => readFileSync(join(project, 'dist', file), 'utf8'));
    expect(texts.filter((text) => text.includes('/_blocks/'))).toEqual([]);
    rmSync(project, { recursive: true, force: true });
  }, 120_000);
});

describe('a build after a content edit takes the browser bundle and the server renderer an earlier build kept', () => {
  /** Every file of a built site by path, with a hash of its bytes. */
  const siteFiles = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => [join(entry.parentPath, entry.name).slice(dir.length), createHash('sha256').update(readFileSync(join(entry.parentPath, entry.name))).digest('hex')]),
    );
  const build = (project: string, cache: string, out: string) =>
    spawnSync(process.execPath, scriptArgs('scripts/build.ts'), {
      cwd: project,
      encoding: 'utf8',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', BUILD_TIMINGS: '1', BUILD_CACHE_DIR: cache, BUILD_OUT_DIR: out, BUILD_SSR_OUT_DIR: `${out}-ssr` },
    });

  // What else decides the bundle (code, interface words, icons, environment) is in its key: browserBundleCache.test.ts.
  it("reuses it when only a page's words changed, writing the site a build without it writes", () => {
    const project = projectWith((text) => text);
    const cache = join(project, '.build-cache');
    try {
      const first = build(project, cache, 'dist');
      expect(first.stdout).toMatch(/browser bundle \d/);
      expect(first.stdout).toMatch(/server renderer \d/);
      const original = readFileSync(join(project, 'pages.yaml'), 'utf8');
      // A mistake in the edited page still stops the build, located, though no bundling happens.
      writeFileSync(join(project, 'pages.yaml'), original.replace('      - type: section\n', '      - type: sectoin\n'));
      const broken = build(project, cache, 'dist');
      expect(broken.status).toBe(1);
      expect(broken.stderr).toMatch(/pages\.yaml:\d+:15 {2}page \/\S* › block \d+ \(sectoin\) › type\n {2}unknown block type `sectoin`/);
      writeFileSync(join(project, 'pages.yaml'), original.replace(/^( {4}title: .*?)("?)$/m, (_, title, quote) => `${title} (edited)${quote}`));
      const edited = build(project, cache, 'dist');
      expect(edited.status, edited.stderr).toBe(0);
      expect(edited.stdout).toContain('browser bundle (kept from an earlier build)');
      expect(edited.stdout).toContain('server renderer (kept from an earlier build)');
      // The same site as a build that bundles both afresh (its own, empty cache), byte for byte, the edit in it.
      const fresh = build(project, join(project, '.other-cache'), 'dist-fresh');
      expect(fresh.stdout).toMatch(/browser bundle \d/);
      expect(fresh.stdout).toMatch(/server renderer \d/);
      expect(readFileSync(join(project, 'dist/index.html'), 'utf8')).toContain('(edited)');
      expect(siteFiles(join(project, 'dist'))).toEqual(siteFiles(join(project, 'dist-fresh')));
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 300_000); // three real builds of the site and a stopped one: about 25 s alone, much longer on a busy machine
});
