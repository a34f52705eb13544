import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { findStrings } from '../../../src/content/walk';

// The real site's pages.yaml, read as the build reads it.
const content = loadSite(process.cwd()).content!;
const pages = [...content.pages.pages, { ...content.pages.notFound, path: '(the not-found page)' }];

/** Shared site furniture, shown on many pages by design: the logo, the site icon and the map preview of the map block. */
const FURNITURE = new Set(['/images/logo.svg', '/images/logo-mark.svg', '/favicon.svg', '/images/map-preview.svg']);
const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** Every picture a page shows, from every `src` field of its blocks (heroes, media, steps, slides, posters, tiles...). */
const picturesOf = (page: (typeof pages)[number]) =>
  findStrings(page.blocks, new Set(['src'])).filter(({ value }) => IMAGE_FILE.test(value) && !FURNITURE.has(value));
/** A related tile's thumbnail is a link preview of the page it opens, not a drawing of this page: checked separately. */
const isTileThumbnail = (path: PropertyKey[]) => path.includes('tiles');
const heroImageOf = (path: string) => pages.find((page) => page.path === path)?.blocks.find((block) => block.type === 'hero')?.image?.src;

describe('the drawings of the site', () => {
  it('no drawing is used on two pages, or twice on one page', () => {
    const uses = new Map<string, string[]>();
    for (const page of pages) {
      for (const { value, path } of picturesOf(page)) {
        if (!isTileThumbnail(path)) uses.set(value, [...(uses.get(value) ?? []), page.path]);
      }
    }
    const shared = [...uses].filter(([, where]) => where.length > 1).map(([src, where]) => `${src} on ${where.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('a related tile previews the page it opens with that page\'s own hero drawing', () => {
    const mismatched = pages.flatMap((page) =>
      page.blocks.flatMap((block) =>
        block.type === 'related'
          ? block.tiles.flatMap((tile) => {
              const hero = heroImageOf(tile.to.split('#')[0]!);
              return tile.image.src === hero ? [] : [`${page.path}: tile "${tile.title}" shows ${tile.image.src}, the page it opens has ${hero ?? 'no hero drawing'}`];
            })
          : [],
      ),
    );
    expect(mismatched).toEqual([]);
  });
});

describe('the heroes of the site', () => {
  it('every hero offers at least one action', () => {
    const bare = pages.filter((page) => page.blocks.some((block) => block.type === 'hero' && !block.actions?.length)).map((page) => page.path);
    expect(bare).toEqual([]);
  });
});
