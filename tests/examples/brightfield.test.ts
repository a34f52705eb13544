// The second site in the repository, examples/brightfield (a community solar co-op), checked and built with the
// project's own code as its README promises any organisation's site can be: `--root examples/brightfield`. Nothing of
// the first customer may reach its output: not its name, not its colours, not its font.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeColors } from '../../src/content/themeColors';
import type { SiteTheme } from '../../src/shared/themeSchema';
import { buildExample, exampleContent, exampleRoot, type ExampleBuild } from '../fixtures/exampleSite';
import { filesUnder } from '../fixtures/files';
import { runScript, type ScriptRun } from '../fixtures/project';

const content = exampleContent();
const { theme } = content.nav.site;

/**
 * The first site's theme, written here rather than read from the project's nav.yaml: the engine's tests also run with
 * another site at the root (npm test -- --engine), and a shade of the first site must still be caught if code held one.
 */
const FIRST_SITE_THEME: SiteTheme = {
  colors: { primary: '#0B3C5D', accent: '#0E7C71', highlight: '#F2B705', accentOnDark: '#38BDF8', band: '#E6F4F1' },
  font: { family: 'Manrope', src: '/fonts/manrope-latin-wght-normal.woff2' },
};

/** The first site's colours as they would appear in a file: every shade its theme derives, as hex and as r,g,b. */
const firstSiteColours = () =>
  [...new Set(Object.values(themeColors(FIRST_SITE_THEME)).map((value) => value.match(/^rgba\((\d+,\d+,\d+),/)?.[1] ?? value.toUpperCase()))];

describe('examples/brightfield, validated with --root', () => {
  let validate: ScriptRun;
  beforeAll(async () => {
    validate = await runScript(process.cwd(), 'validate', {}, ['--root', exampleRoot]);
  }, 120_000);

  it('is valid: five pages and its not-found page', () => {
    expect(validate.stderr).toBe('');
    expect(validate.status).toBe(0);
    expect(validate.stdout).toMatch(/examples\/brightfield\/pages\.yaml and nav\.yaml are valid: 5 pages plus the not-found page/);
  });
});

describe('examples/brightfield, built with --root', () => {
  let build: ExampleBuild;
  const read = (file: string) => readFileSync(join(build.dist, file), 'utf8');

  beforeAll(async () => {
    build = await buildExample();
  }, 600_000);
  afterAll(() => build?.remove());

  it('prerenders every page of its pages.yaml, each with its own main heading', () => {
    expect(build.run.status, build.run.stderr).toBe(0);
    const pages = [...content.pages.pages.map((page) => ({ ...page, file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html` })), { ...content.pages.notFound, file: '404.html' }];
    for (const page of pages) {
      const hero = page.blocks[0]!;
      expect(hero.type).toBe('hero');
      expect(read(page.file).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1], page.file).toBe(hero.type === 'hero' ? hero.title : undefined);
    }
  });

  it("contains neither the first site's name, nor any of its colours, nor its font, in any file it writes", () => {
    const files = [...filesUnder(build.dist), ...filesUnder(`${build.dist}-deploy`).map((file) => join('..', 'dist-deploy', file))];
    // The compressed copies hold the same text as the files beside them.
    const texts = files.filter((file) => !/\.(br|gz)$/.test(file)).map((file) => ({ file, text: readFileSync(join(build.dist, file), 'latin1').toUpperCase() }));
    expect(texts.length).toBeGreaterThan(20);
    const found = [...firstSiteColours(), 'WASTELY', 'MANROPE'].flatMap((word) => texts.filter(({ text }) => text.includes(word)).map(({ file }) => `${word} in ${file}`));
    expect(found).toEqual([]);
    expect(build.run.stdout).not.toMatch(/wastely/i);
  });

  it('wears its own colours and the system font: on :root and as the browser\'s theme colour', () => {
    const home = read('index.html');
    expect(home).toContain(`:root{--primary:${theme.colors.primary};`);
    expect(home).toContain(`--accent:${theme.colors.accent};`);
    expect(home).toContain(`<meta name="theme-color" content="${theme.colors.primary}">`);
    expect(home).toMatch(/--font:system-ui,/);
    expect(home).not.toContain('@font-face');
  });

  it('names its own favicon and app icon, and publishes only its own pictures', () => {
    expect(read('projects/index.html')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    const manifest = JSON.parse(read('manifest.webmanifest'));
    expect(manifest.name).toBe('Brightfield Solar Co-op');
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(['/favicon.svg', '/images/app-icon.svg']);
    const published = readdirSync(join(build.dist, 'images')).filter((file) => file.endsWith('.svg'));
    expect(published.sort()).toEqual(readdirSync(join(exampleRoot, 'public/images')).sort());
  });

  it("ships the icons its content names, from outside the first site's set, and its social networks' marks", () => {
    const home = read('index.html');
    const sprite = home.match(/<use href="(\/assets\/icons-[\w-]+\.svg)#solar-panel"/)![1]!;
    const symbols = [...read(sprite.slice(1)).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(symbols).toEqual(expect.arrayContaining(['solar-panel', 'piggy-bank', 'vote', 'hand-coins', 'sun', 'social-mastodon', 'social-bluesky']));
  });

  it('serves its join form with its own fields: the postcode and a four-option roof choice', () => {
    const join = read('join/index.html');
    expect(join).toMatch(/<input[^>]*name="postcode"/);
    const roofs = [...join.matchAll(/<input[^>]*type="radio"[^>]*name="roofType"[^>]*value="(\w+)"|<input[^>]*value="(\w+)"[^>]*name="roofType"/g)].map((match) => match[1] ?? match[2]);
    expect(roofs).toEqual(['pitchedTiles', 'pitchedSlate', 'flat', 'notSure']);
  });
});
