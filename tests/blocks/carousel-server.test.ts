// Runs in plain Node (no window, no document): the carousel must render its markup on the server.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { nav } from 'virtual:site/site';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import Carousel from '../../src/blocks/carousel/Carousel';
import { carouselSchema } from '../../src/blocks/carousel/schema';

const block = carouselSchema.parse({
  type: 'carousel',
  variant: 'autoplay',
  label: 'Aquaculture treatment methods',
  heading: 'Three ways',
  slides: ['Chemical treatment', 'Biological treatment', 'Mechanical filtration'].map((title, index) => ({
    title,
    text: `${title} explained.`,
    image: { src: `/images/aquaculture-${index}.svg`, alt: title, width: 1200, height: 675 },
  })),
});

describe('carousel on the server', () => {
  it('renders the region, every slide and the controls without touching window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      createElement(AppProviders, null, createElement(MemoryRouter, null, createElement(Carousel, { block, level: 2, isFirst: false }))),
    );
    expect(html).toContain('role="region" aria-roledescription="carousel" aria-label="Aquaculture treatment methods"');
    expect(html.match(/role="group" aria-roledescription="slide"/g)).toHaveLength(3);
    // The controls are named in the words of the site being rendered (nav.yaml's labels).
    const { previousSlide, nextSlide, pauseMotion } = nav.site.labels;
    for (const name of [previousSlide, nextSlide, pauseMotion]) expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('Mechanical filtration explained.');
  });
});
