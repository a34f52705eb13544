import { describe, expect, it } from 'vitest';
import { publicImageSizes } from '../../src/content/imageSizes';
import { loadSite } from '../../src/content/loadSite';
import { exampleRoot } from '../fixtures/exampleSite';
import { check, edit, pagesYaml } from '../fixtures/site';

describe('picture sizes', () => {
  it('reads the size of SVG (width/height) and of the site\'s pictures from public/', () => {
    const sizeOf = publicImageSizes(exampleRoot);
    expect(sizeOf('/images/hero-how.svg')).toEqual({ width: 640, height: 480 });
    expect(sizeOf('/images/logo.svg')).toEqual({ width: 40, height: 40 });
    expect(sizeOf('/images/no-such-file.svg')).toBeUndefined();
  });

  it('fills in width and height left out of the YAML, from the file', () => {
    const pages = edit(pagesYaml, '          width: 1920\n          height: 1080\n', '');
    const { problems, content } = check(pages);
    expect(problems).toEqual([]);
    expect(content!.pages.pages[0]!.blocks[0]).toMatchObject({ image: { src: '/images/hero.svg', width: 1920, height: 1080 } });
  });

  it('completes a size given on one side only, keeping the shape of the file', () => {
    const pages = edit(pagesYaml, '          width: 1920\n          height: 1080\n', '          width: 960\n');
    expect(check(pages).content!.pages.pages[0]!.blocks[0]).toMatchObject({ image: { width: 960, height: 540 } });
  });

  it('accepts a written size within 1% of the file\'s shape, and refuses one further off', () => {
    expect(check(edit(pagesYaml, '          height: 1080', '          height: 1085')).problems).toEqual([]);
    const problems = check(edit(pagesYaml, '          height: 1080', '          height: 1100')).problems;
    expect(problems.map((problem) => problem.kind)).toEqual(['image-size']);
  });

  it('the example site passes, and every picture ends up with its size', () => {
    const { problems, content } = loadSite(exampleRoot);
    expect(problems).toEqual([]);
    const sizes: unknown[] = [];
    JSON.stringify(content, (key, value) => {
      if (value && typeof value === 'object' && 'alt' in value && 'src' in value) sizes.push([value.width, value.height]);
      return value;
    });
    expect(sizes.length).toBeGreaterThan(10);
    for (const size of sizes) expect(size).toEqual([expect.any(Number), expect.any(Number)]);
  });
});
