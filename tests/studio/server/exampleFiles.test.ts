// "Add block" copies the catalogue example's pictures and video into the site, so that a new block is valid at once.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSite } from '../../../src/content/checkSite';
import { blockKinds } from '../../../studio/app/blocks/blockKinds';
import { startStudio, type Studio } from '../../../studio/server/createStudioServer';
import { exampleRoot } from '../../fixtures/exampleSite';

const scratch = mkdtempSync(join(tmpdir(), 'studio-example-files-'));
let count = 0;
let root: string;
let studio: Studio;

beforeEach(async () => {
  root = join(scratch, `site-${(count += 1)}`);
  for (const entry of ['pages.yaml', 'nav.yaml', 'public']) cpSync(join(exampleRoot, entry), join(root, entry), { recursive: true });
  studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
});
afterEach(() => studio.close());
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const adopt = async (addresses: unknown) => {
  const response = await fetch(`${studio.url}api/example-files`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ addresses }) });
  return { status: response.status, body: (await response.json()) as { files?: Record<string, string>; error?: string } };
};
const filesUnder = (folder: string) => (existsSync(join(root, 'public', folder)) ? readdirSync(join(root, 'public', folder)).sort() : []);

describe('copying a catalogue example\'s files into the site', () => {
  it('copies pictures into public/images and videos into public/media, byte for byte, and nothing else', async () => {
    const [images, media] = [filesUnder('images'), filesUnder('media')];
    const { status, body } = await adopt(['/_blocks/map/street-map.svg', '/_blocks/video/landscape.webm', '/_blocks/video/landscape-poster.svg']);
    expect(status).toBe(200);
    expect(body.files).toEqual({
      '/_blocks/map/street-map.svg': '/images/street-map.svg',
      '/_blocks/video/landscape.webm': '/media/landscape.webm',
      '/_blocks/video/landscape-poster.svg': '/images/landscape-poster.svg',
    });
    expect(filesUnder('images')).toEqual([...images, 'landscape-poster.svg', 'street-map.svg'].sort());
    expect(filesUnder('media')).toEqual([...media, 'landscape.webm'].sort());
    expect(readFileSync(join(root, 'public/images/street-map.svg')).equals(readFileSync('src/blocks/map/street-map.svg'))).toBe(true);
    expect(readFileSync(join(root, 'public/media/landscape.webm')).equals(readFileSync('src/blocks/video/landscape.webm'))).toBe(true);
  });

  it('reuses its copy when the same block is added again, and keeps a different file of the same name', async () => {
    await adopt(['/_blocks/map/street-map.svg']);
    expect((await adopt(['/_blocks/map/street-map.svg'])).body.files).toEqual({ '/_blocks/map/street-map.svg': '/images/street-map.svg' });
    writeFileSync(join(root, 'public/images/street-map.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    expect((await adopt(['/_blocks/map/street-map.svg'])).body.files).toEqual({ '/_blocks/map/street-map.svg': '/images/street-map-2.svg' });
    expect(readFileSync(join(root, 'public/images/street-map.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
  });

  it('refuses anything but a file of a block\'s example, and writes nothing', async () => {
    const before = [filesUnder('images'), filesUnder('media')];
    for (const address of ['/_blocks/map/../../../package.json', '/_blocks/../package.json', '/images/street-map.svg', '/_blocks/no-such-block/street-map.svg', '/_blocks/map/schema.ts', 'https://example.com/a.svg', 42]) {
      const { status, body } = await adopt([address]);
      expect(status, String(address)).toBe(400);
      expect(body.error).toContain('is not a file of a block\'s catalogue example');
    }
    const missing = await adopt(['/_blocks/map/street-map.svg', '/_blocks/map/no-such-picture.svg']);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toContain('src/blocks/map/no-such-picture.svg');
    expect((await adopt(Array.from({ length: 21 }, () => '/_blocks/map/street-map.svg'))).status).toBe(400);
    expect([filesUnder('images'), filesUnder('media')]).toEqual(before);
  });

  it('makes every block type\'s starter valid on the site as it is', async () => {
    const pages = parse(readFileSync(join(root, 'pages.yaml'), 'utf8')) as { pages: Array<{ blocks: unknown[] }> };
    for (const kind of blockKinds) {
      const starter = kind.starter();
      const addresses = [...JSON.stringify(starter).matchAll(/"(\/_blocks\/[^"]+)"/g)].map((match) => match[1]!);
      const { files = {} } = addresses.length ? (await adopt(addresses)).body : {};
      // Links the starter keeps point at the home page, which every site has.
      pages.pages[0]!.blocks.push(JSON.parse(JSON.stringify(starter), (_key, value) => (typeof value === 'string' && files[value]) || value));
    }
    const fileExists = (path: string) => existsSync(join(root, 'public', path));
    const { problems } = checkSite({ pagesText: stringify(pages), navText: readFileSync(join(root, 'nav.yaml'), 'utf8'), fileExists });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([]);
  });
});
