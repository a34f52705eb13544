import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carouselOptions } from '../../src/blocks/carousel/options';
import { carouselSchema } from '../../src/blocks/carousel/schema';
import { usedSwiperCss } from '../../src/blocks/carousel/swiperCss';
import { messagesOf } from './messagesOf';

const portrait = { src: '/images/portrait-1.svg', alt: 'Portrait of a plant manager', width: 240, height: 240 };
const messages = (input: unknown) => messagesOf(carouselSchema.safeParse(input).error);

describe('carousel schema', () => {
  it('accepts each variant with the fields it needs', () => {
    const good = [
      { variant: 'coverflow', slides: [{ badge: 'W', title: 'Worthiness', text: 'A quote.' }, { badge: 'A', title: 'Assurance', text: 'A quote.' }] },
      { variant: 'testimonials', slides: [1, 2].map((n) => ({ text: 'Great plant.', name: `Person ${n}`, role: 'Plant Manager', image: portrait })) },
      { variant: 'autoplay', slides: [1, 2].map((n) => ({ title: `Stage ${n}`, text: 'Does things.', image: portrait })) },
      { variant: 'gallery', slides: [{ image: portrait }, { image: portrait, title: 'Clarifier', text: 'Caption.' }] },
    ];
    for (const carousel of good) {
      expect(carouselSchema.safeParse({ type: 'carousel', label: 'Slides', ...carousel }).success).toBe(true);
    }
  });

  it('names each field a slide of the variant is missing, at the slide', () => {
    expect(messages({ type: 'carousel', variant: 'testimonials', label: 'Clients', slides: [{ text: 'Great.', name: 'Ana' }, { text: 'Good.', name: 'Ben', role: 'Operator', image: portrait }] })).toEqual([
      'slides.0.role: required field `role` is missing: every slide of a testimonials carousel needs `text`, `name`, `role`, `image`',
      'slides.0.image: required field `image` is missing: every slide of a testimonials carousel needs `text`, `name`, `role`, `image`',
    ]);
    expect(messages({ type: 'carousel', variant: 'gallery', label: 'Plants', slides: [{ title: 'No picture' }, { image: portrait }] })).toEqual([
      'slides.0.image: required field `image` is missing: every slide of a gallery carousel needs `image`',
    ]);
  });

  it('rejects an unknown variant, a missing label and a single slide', () => {
    expect(messages({ type: 'carousel', variant: 'cards', label: 'x', slides: [{}, {}] })).toEqual([
      'variant: Invalid option: expected one of "coverflow"|"testimonials"|"autoplay"|"gallery"',
    ]);
    expect(messages({ type: 'carousel', variant: 'gallery', slides: [{ image: portrait }] })).toEqual([
      'label: Invalid input: expected string, received undefined',
      'slides: Too small: expected array to have >=2 items',
    ]);
  });
});

describe('carousel options (the spec constants)', () => {
  const motion = { reducedMotion: false };

  it('coverflow: rotate 0, stretch 0, depth 100, modifier 2.5, looping, auto slides per view', () => {
    expect(carouselOptions('coverflow', motion)).toMatchObject({
      effect: 'coverflow',
      coverflowEffect: { rotate: 0, stretch: 0, depth: 100, modifier: 2.5 },
      loop: true,
      slidesPerView: 'auto',
    });
  });

  it('testimonials: looping with clickable pagination and navigation', () => {
    expect(carouselOptions('testimonials', motion)).toMatchObject({ loop: true, pagination: { clickable: true }, navigation: {} });
  });

  it('autoplay: 2500 ms that does not stop on interaction, speed 600, clickable pagination', () => {
    expect(carouselOptions('autoplay', motion)).toMatchObject({
      autoplay: { delay: 2500, disableOnInteraction: false },
      speed: 600,
      pagination: { clickable: true },
    });
  });

  it('gallery: cross-fading with pagination and navigation', () => {
    expect(carouselOptions('gallery', motion)).toMatchObject({ effect: 'fade', fadeEffect: { crossFade: true }, pagination: { clickable: true } });
  });

  it('every variant has arrow keys (only in view) and the A11y module', () => {
    for (const variant of ['coverflow', 'testimonials', 'autoplay', 'gallery'] as const) {
      const options = carouselOptions(variant, motion);
      expect(options.keyboard).toEqual({ enabled: true, onlyInViewport: true });
      expect(options.modules?.map((module) => module.name)).toEqual(expect.arrayContaining(['A11y', 'Keyboard', 'Navigation', 'Pagination']));
    }
  });

  it('with reduced motion, slides change instantly', () => {
    for (const variant of ['coverflow', 'testimonials', 'autoplay', 'gallery'] as const) {
      expect(carouselOptions(variant, { reducedMotion: true }).speed).toBe(0);
    }
  });
});

describe("the part of Swiper's stylesheet a page carries", () => {
  const swiperCss = ['swiper.css', 'modules/a11y.css', 'modules/effect-coverflow.css', 'modules/effect-fade.css']
    .map((file) => readFileSync(join('node_modules/swiper', file), 'utf8'))
    .join('');
  const kept = usedSwiperCss(swiperCss);

  it('keeps every rule the carousels rely on, nesting resolved', () => {
    for (const rule of [
      '.swiper{margin-left:auto;',
      '.swiper-wrapper{position:relative;',
      '.swiper-slide{flex-shrink:0;',
      '.swiper-horizontal{touch-action:pan-y;}',
      '.swiper-backface-hidden .swiper-slide{',
      '.swiper-3d .swiper-wrapper{transform-style:preserve-3d;}',
      '.swiper-3d{perspective:1200px;}',
      '.swiper-3d .swiper-slide{transform-style:preserve-3d;}',
      '.swiper-fade .swiper-slide{pointer-events:none;transition-property:opacity;}',
      '.swiper-fade .swiper-slide-active{pointer-events:auto;}',
      '.swiper .swiper-notification{position:absolute;',
    ]) {
      expect(kept).toContain(rule);
    }
  });

  it('leaves out the features no carousel turns on, and is less than half the stylesheet', () => {
    for (const feature of ['css-mode', 'free-mode', 'centered', 'swiper-vertical', 'autoheight', 'lazy-preloader', 'slide-shadow', 'cube-shadow', 'preloader-spin', ':host']) {
      expect(kept).not.toContain(feature);
    }
    expect(kept.length).toBeLessThan(swiperCss.length / 2);
  });

  it('matches the options: no variant turns on a feature whose styles were left out', () => {
    for (const variant of carouselSchema.shape.variant.options) {
      for (const reducedMotion of [false, true]) {
        const options = carouselOptions(variant, { reducedMotion });
        expect(options.cssMode ?? false).toBe(false);
        expect(options.freeMode ?? false).toBe(false);
        expect(options.direction ?? 'horizontal').toBe('horizontal');
        expect(options.autoHeight ?? false).toBe(false);
        // Only these effects draw no slide shadows of their own (coverflow's are switched off).
        expect(['slide', 'fade', 'coverflow']).toContain(options.effect ?? 'slide');
        expect(options.coverflowEffect?.slideShadows ?? false).toBe(false);
      }
    }
  });
});
