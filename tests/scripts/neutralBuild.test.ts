import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../fixtures/files';
import { navYaml, pagesYaml } from '../fixtures/site';
import { projectCopy, replaceOnce, runScript, type ScriptRun } from '../fixtures/project';

// Another organisation's site, built with the project's own code: its content never names the first customer, so
// neither may anything the build writes. Its nav.yaml also tries the header's call-to-action button, the footer's
// contact and legal lines, its own favicon and its own colours.
const rename = (text: string) => text.replaceAll('Wastely', 'Northwind');
const northwindNav = [
  (text: string) => replaceOnce(text, '  favicon: /favicon.svg\n', '  favicon: /icons/tab.svg\n  appIcon: /icons/app.svg\n'),
  (text: string) => replaceOnce(text, '  theme: { colors: { primary: "#0B3C5D", accent: "#0E7C71" } }', '  theme: { colors: { primary: "#5B1A3C", accent: "#8A3B12" } }'),
  (text: string) => replaceOnce(text, '    - label: Home\n      to: /\n', '    - label: Home\n      to: /\n    - label: Get a quote\n      to: /about#Mission\n      button: true\n'),
  (text: string) => replaceOnce(text, '  socials:\n', '  contact: 4 Harbour Row, Falmouth · 01326 000000\n  legal: Registered in England, company number 01234567\n  socials:\n'),
].reduce((text, edit) => edit(text), rename(navYaml));

const drawing = (colour: string, width = 160, height = 40) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;

describe("a build of another organisation's content", () => {
  const project = projectCopy({ 'pages.yaml': () => rename(pagesYaml), 'nav.yaml': () => northwindNav });
  const dist = join(project.dir, 'dist');
  let build: ScriptRun;

  beforeAll(async () => {
    // Only its own pictures: none of the first site's drawings, which the build would copy.
    rmSync(join(project.dir, 'public'), { recursive: true });
    for (const folder of ['images', 'icons']) mkdirSync(join(project.dir, 'public', folder), { recursive: true });
    writeFileSync(join(project.dir, 'public/images/logo.svg'), drawing('#5B1A3C'));
    writeFileSync(join(project.dir, 'public/images/hero.svg'), drawing('#8A3B12', 1920, 1080));
    writeFileSync(join(project.dir, 'public/icons/tab.svg'), drawing('#5B1A3C'));
    writeFileSync(join(project.dir, 'public/icons/app.svg'), drawing('#8A3B12'));
    writeFileSync(join(project.dir, 'public/robots.txt'), 'User-agent: *\n');
    build = await runScript(project.dir, 'build');
  }, 600_000);
  afterAll(() => project.remove());

  it('builds, and no file it writes contains the word Wastely', () => {
    expect(build.status, build.stderr).toBe(0);
    const files = [...filesUnder(dist), ...filesUnder(join(project.dir, 'dist-deploy')).map((file) => join('..', 'dist-deploy', file))];
    expect(files.length).toBeGreaterThan(20);
    // The compressed copies hold the same text as the files beside them.
    const naming = files.filter((file) => !/\.(br|gz)$/.test(file) && /wastely/i.test(readFileSync(join(dist, file), 'latin1')));
    expect(naming).toEqual([]);
    expect(build.stdout).not.toMatch(/wastely/i);
  });

  it("wears its own colours: the primary on :root and as the browser's theme colour", () => {
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain(':root{--primary:#5B1A3C;');
    expect(home).toContain('--accent:#8A3B12;');
    expect(home).toContain('<meta name="theme-color" content="#5B1A3C">');
    expect(home).not.toMatch(/#0B3C5D|#0E7C71|11,60,93/i);
  });

  it('names its own favicon in every page and its icons in the web manifest', () => {
    expect(readFileSync(join(dist, 'about/index.html'), 'utf8')).toContain('<link rel="icon" href="/icons/tab.svg" type="image/svg+xml" />');
    expect(readFileSync(join(dist, '404.html'), 'utf8')).toContain('<link rel="icon" href="/icons/tab.svg" type="image/svg+xml" />');
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual(['/icons/tab.svg', '/icons/app.svg']);
    expect(manifest.theme_color).toBe('#5B1A3C');
  });

  it("shows the header's call to action as a button in the header bar and in the phone menu", () => {
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const header = home.slice(home.indexOf('<header'), home.indexOf('</header>'));
    const links = [...header.matchAll(/<a [^>]*href="\/about#Mission"[^>]*>Get a quote<\/a>/g)].map((match) => match[0]);
    // One in the bar, one in the phone menu's dialog, each styled apart from the plain menu links beside them.
    expect(links).toHaveLength(2);
    const plain = header.match(/<a [^>]*href="\/"[^>]*>Home<\/a>/g)!;
    expect(plain).toHaveLength(2);
    // A plain link may carry no class of its own (its list styles it); the button always has its own.
    const classOf = (tag: string) => tag.match(/class="([^"]+)"/)?.[1] ?? '';
    expect(classOf(links[0]!)).not.toBe(classOf(plain[0]!));
    expect(classOf(links[1]!)).not.toBe(classOf(plain[1]!));
    expect(header.indexOf(links[1]!)).toBeGreaterThan(header.indexOf('<dialog'));
  });

  it("carries the footer's contact and legal lines", () => {
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'));
    expect(footer).toMatch(/<address[^>]*>4 Harbour Row, Falmouth · 01326 000000<\/address>/);
    expect(footer).toMatch(/All rights reserved\.<span[^>]*>Registered in England, company number 01234567<\/span>/);
  });
});
