import { describe, expect, it } from 'vitest';
import { islandStyles, pageScript, type ManifestChunk } from '../../scripts/lib/manifest.mjs';

const manifest: Record<string, ManifestChunk> = {
  'src/app/client/staticPage.ts': { file: 'assets/staticPage.js', isEntry: true, imports: ['_header.js'] },
  'src/app/client/islandPage.ts': { file: 'assets/islandPage.js', isEntry: true, imports: ['_header.js'] },
  '_header.js': { file: 'assets/header.js' },
  'src/blocks/carousel/Carousel.tsx': { file: 'assets/Carousel.js', isDynamicEntry: true, imports: ['_Heading.js'], css: ['assets/Carousel.css'] },
  'src/blocks/map/MapEmbed.tsx': { file: 'assets/MapEmbed.js', isDynamicEntry: true, imports: ['_Heading.js'] },
  '_Heading.js': { file: 'assets/Heading.js', css: ['assets/Heading.css'] },
};

describe('what a built page loads, from the Vite manifest', () => {
  it('gives a page without islands the static entry and a page with islands the island entry, each with its imports to preload', () => {
    expect(pageScript(manifest, false)).toEqual({ entry: 'assets/staticPage.js', preload: ['assets/header.js'] });
    expect(pageScript(manifest, true)).toEqual({ entry: 'assets/islandPage.js', preload: ['assets/header.js'] });
  });

  it("links the CSS of the page's island chunks once each", () => {
    expect(islandStyles(manifest, ['carousel', 'map', 'carousel']).sort()).toEqual(['assets/Carousel.css', 'assets/Heading.css']);
    expect(islandStyles(manifest, ['map'])).toEqual(['assets/Heading.css']);
    expect(islandStyles(manifest, [])).toEqual([]);
  });
});
