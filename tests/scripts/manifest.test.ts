import { describe, expect, it } from 'vitest';
import { islandStyles, pageScript, type ManifestChunk } from '../../scripts/lib/manifest';

const manifest: Record<string, ManifestChunk> = {
  'src/app/client/everyPage.ts': { file: 'assets/everyPage.js', isEntry: true, imports: ['_header.js'] },
  'src/app/client/islandPage.ts': { file: 'assets/islandPage.js', isEntry: true, imports: ['_header.js'] },
  'src/app/client/hydrateIsland.tsx': { file: 'assets/hydrateIsland.js', isEntry: true, imports: ['_react.js'] },
  'src/app/client/runIslandScript.ts': { file: 'assets/runIslandScript.js', isEntry: true, imports: ['_islands.js'] },
  'src/layout/phoneMenuFallback.ts': { file: 'assets/phoneMenuFallback.js', isEntry: true },
  '_islands.js': { file: 'assets/islands.js' },
  '_header.js': { file: 'assets/header.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/blocks/carousel/Carousel.tsx': { file: 'assets/Carousel.js', isDynamicEntry: true, imports: ['_Heading.js'], css: ['assets/Carousel.css'] },
  'src/blocks/map/MapEmbed.tsx': { file: 'assets/MapEmbed.js', isDynamicEntry: true, imports: ['_Heading.js'] },
  '_Heading.js': { file: 'assets/Heading.js', css: ['assets/Heading.css'] },
};

// The browser build's map of island modules: a module in another block's folder, to show the folder plays no part.
const islandModules = { 'src/blocks/carousel/view.ts': 'src/blocks/carousel/Carousel.tsx', 'src/blocks/map/view.ts': 'src/blocks/map/MapEmbed.tsx', 'src/blocks/hero/view.ts': 'src/blocks/carousel/Carousel.tsx' };

describe('what a built page loads, from the Vite manifest and the map of island modules', () => {
  it('gives every page the header entry, a page with islands the loader, its hydration chunks and its script runner too, with the imports to preload once', () => {
    expect(pageScript(manifest, false)).toEqual({ modules: ['assets/everyPage.js'], preload: ['assets/header.js'], fallback: 'assets/phoneMenuFallback.js' });
    expect(pageScript(manifest, true)).toEqual({ modules: ['assets/everyPage.js', 'assets/islandPage.js'], preload: ['assets/header.js'], fallback: 'assets/phoneMenuFallback.js', hydrate: ['assets/hydrateIsland.js', 'assets/react.js'], scripts: ['assets/runIslandScript.js', 'assets/islands.js'] });
  });

  it("links the CSS of the page's island chunks once each", () => {
    const views = (...types: string[]) => types.map((type) => `src/blocks/${type}/view.ts`);
    expect(islandStyles(manifest, islandModules, views('carousel', 'map', 'carousel')).sort()).toEqual(['assets/Carousel.css', 'assets/Heading.css']);
    expect(islandStyles(manifest, islandModules, views('map'))).toEqual(['assets/Heading.css']);
    expect(islandStyles(manifest, islandModules, views('hero')).sort()).toEqual(['assets/Carousel.css', 'assets/Heading.css']);
    expect(islandStyles(manifest, islandModules, [])).toEqual([]);
  });

  it('stops on an island whose module the build did not record, rather than leave the page unstyled', () => {
    expect(() => islandStyles(manifest, islandModules, ['src/blocks/video/view.ts'])).toThrow('no island module for src/blocks/video/view.ts');
  });
});
