import { describe, expect, it } from 'vitest';
import { chunksFor, stylesFor, type ManifestChunk } from '../../scripts/lib/manifest.mjs';

const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index.css'] },
  '_shared.js': { file: 'assets/shared.js' },
  'virtual:wastely/page/1': { file: 'assets/1.js', isDynamicEntry: true },
  'src/blocks/carousel/Carousel.tsx': { file: 'assets/Carousel.js', isDynamicEntry: true, imports: ['_shared.js', '_Heading.js'], css: ['assets/Carousel.css'] },
  'src/blocks/hero/Hero.tsx': { file: 'assets/Hero.js', isDynamicEntry: true, imports: ['_Heading.js', 'index.html'] },
  '_Heading.js': { file: 'assets/Heading.js', css: ['assets/Heading.css', 'assets/index.css'] },
};

describe('route chunks and their CSS from the Vite manifest', () => {
  it('preloads the block chunks with their imports, never the content chunk or what the entry already loads', () => {
    expect(chunksFor(manifest, ['hero', 'carousel']).sort()).toEqual(['assets/Carousel.js', 'assets/Heading.js', 'assets/Hero.js']);
  });

  it("links the chunks' CSS once each, without the entry's CSS", () => {
    expect(stylesFor(manifest, ['hero', 'carousel']).sort()).toEqual(['assets/Carousel.css', 'assets/Heading.css']);
    expect(stylesFor(manifest, ['hero'])).toEqual(['assets/Heading.css']);
    expect(stylesFor(manifest, [])).toEqual([]);
  });
});
