// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from '../../src/ui/Picture';

const drawing = { src: '/images/clean-water-band.svg', alt: 'Tap filling a glass', width: 1200, height: 800 };

describe('Picture', () => {
  it('renders an SVG as a plain image with its size, loaded at once (small, and full-page captures stay complete) at low priority; high priority only as the first block', () => {
    const { container } = render(<Picture image={drawing} />);
    const image = container.querySelector('img')!;
    expect(container.querySelector('picture')).toBeNull();
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading'), image.getAttribute('fetchpriority'), image.alt]).toEqual(['1200', '800', 'eager', 'low', 'Tap filling a glass']);
    const first = render(<Picture image={drawing} priority />).container.querySelector('img')!;
    expect([first.getAttribute('loading'), first.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
  });

  it('loads a raster photo lazily unless it is the first block', () => {
    const photo = { ...drawing, src: '/images/plant.jpg', sources: [{ type: 'image/webp', srcset: '/assets/img/plant-480.webp 480w' }] };
    expect(render(<Picture image={photo} />).container.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(render(<Picture image={photo} priority />).container.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('offers the build’s AVIF and WebP copies of a raster image through <picture>, with the original as fallback', () => {
    const photo = { ...drawing, src: '/images/plant.jpg', sources: [{ type: 'image/avif', srcset: '/assets/img/plant-480-a.avif 480w' }, { type: 'image/webp', srcset: '/assets/img/plant-480-b.webp 480w' }] };
    const { container } = render(<Picture image={photo} sizes="(min-width: 768px) 50vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', '/assets/img/plant-480-a.avif 480w', '(min-width: 768px) 50vw, 100vw'],
      ['image/webp', '/assets/img/plant-480-b.webp 480w', '(min-width: 768px) 50vw, 100vw'],
    ]);
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toBe('/images/plant.jpg');
    // The sources carry `sizes`: on an <img> without srcset it is invalid HTML.
    expect(image.hasAttribute('sizes')).toBe(false);
  });
});
