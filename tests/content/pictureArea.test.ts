// Issue 33 (hardening, second round), finding 6: a 16,000 × 16,000 PNG is 0.8 MB, under the studio's 20 MB and
// 16,384-pixel limits, and made the build 7 times slower and 14 times larger in memory (it decoded 256 million pixels
// once per responsive copy, and encoded an AVIF 16,000 pixels wide). A picture beyond 40 million pixels is now a
// located problem and a refused upload, and no responsive copy is wider than the layout shows.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { withResponsiveImages, type ImageVariant } from '../../src/content/responsiveImages';
import { startStudio, type Studio } from '../../studio/server/createStudioServer';
import { exampleRoot } from '../fixtures/exampleSite';
import { positionOf } from '../fixtures/site';

// A copy of the example site: its content and public/, whatever site is at the project's root.
const repo = exampleRoot;
let project: string;

/** The start of a PNG of that size: its signature and header, all that the size check reads. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 2, 0, 0, 0], 24);
  return header;
}

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'picture-area-'));
  for (const name of ['pages.yaml', 'nav.yaml']) cpSync(join(repo, name), join(project, name));
  cpSync(join(repo, 'public'), join(project, 'public'), { recursive: true });
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

const HERO = 'src: /images/hero-how.svg\n          alt: "A diagram: sunlight falls on a panel array, a cable runs to a meter box, and from there to a house."';

describe('pictures are bounded by area (finding 6)', () => {
  it('a 16,000 × 16,000 PNG used without width and height is a problem at its src', () => {
    writeFileSync(join(project, 'public/images/huge.png'), pngHeader(16_000, 16_000));
    const pages = readFileSync(join(project, 'pages.yaml'), 'utf8').replace(HERO, 'src: /images/huge.png\n          alt: A very large picture');
    writeFileSync(join(project, 'pages.yaml'), pages);
    expect(loadSite(project).problems).toEqual([
      expect.objectContaining({
        kind: 'image-size',
        file: 'pages.yaml',
        ...positionOf(pages, '/images/huge.png'),
        message: '`/images/huge.png` is 16,000 × 16,000 pixels (256 million), more than the 40 million a picture may have',
      }),
    ]);
  });

  it('a picture of 40 million pixels or fewer passes', () => {
    writeFileSync(join(project, 'public/images/large.png'), pngHeader(8_000, 5_000));
    const pages = readFileSync(join(project, 'pages.yaml'), 'utf8').replace(HERO, 'src: /images/large.png\n          alt: A large picture');
    writeFileSync(join(project, 'pages.yaml'), pages);
    expect(loadSite(project).problems).toEqual([]);
  });

  it('no responsive copy is wider than the widest the layout shows (1,920 pixels)', () => {
    writeFileSync(join(project, 'public/images/wide.png'), pngHeader(6_000, 4_000));
    const variants = new Map<string, ImageVariant>();
    const made = withResponsiveImages({ image: { src: '/images/wide.png', alt: '', width: 6_000, height: 4_000 } }, join(project, 'public'), variants);
    expect([...new Set([...variants.values()].map((variant) => variant.width))]).toEqual([480, 960, 1440, 1920]);
    expect((made.image as { sources?: { srcset: string }[] }).sources?.[0]?.srcset).toMatch(/ 1920w$/);
  });

  it('the studio refuses to upload it, saying its size, and writes nothing', async () => {
    const studio: Studio = await startStudio({ root: project, port: 0, ui: false, pollMs: 100 });
    try {
      const answer = await fetch(`${studio.url}api/images`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'huge.png' }, body: new Uint8Array(pngHeader(16_000, 16_000)) });
      expect(answer.status).toBe(422);
      expect(((await answer.json()) as { error: string }).error).toBe(
        'The picture is 16,000 × 16,000 pixels (256 million), more than the 40 million a picture may have; a web page shows at most about 2,500 across. Save it smaller and upload it again.',
      );
      expect(readdirSync(join(project, 'public/images')).filter((name) => name.startsWith('huge'))).toEqual([]);
    } finally {
      await studio.close();
    }
  });
});
