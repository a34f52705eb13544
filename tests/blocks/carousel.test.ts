// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nav } from 'virtual:site/site';
import Carousel from '../../src/blocks/carousel/Carousel';
import { carouselSchema } from '../../src/blocks/carousel/schema';
import { renderBlock } from './renderBlock';

/** The buttons' names: the words of the site being rendered (nav.yaml's labels). */
const { previousSlide, nextSlide } = nav.site.labels;

const image = (n: number) => ({ src: `/images/portrait-${n}.svg`, alt: `Portrait of person ${n}`, width: 240, height: 240 });

const values = carouselSchema.parse({
  type: 'carousel',
  variant: 'coverflow',
  label: 'Wastely values',
  heading: 'Our values',
  slides: ['Worthiness', 'Assurance', 'Spontaneity', 'Tactfulness', 'Excellence', 'Liveliness', 'Yeehaw'].map((title) => ({
    badge: title[0],
    title,
    text: `${title} quote.`,
  })),
});

const testimonials = carouselSchema.parse({
  type: 'carousel',
  variant: 'testimonials',
  label: 'What our clients say',
  slides: [1, 2, 3].map((n) => ({ text: `Quote ${n}.`, name: `Person ${n}`, role: `Plant Manager ${n}`, image: image(n) })),
});

const aquaculture = carouselSchema.parse({
  type: 'carousel',
  variant: 'autoplay',
  label: 'Aquaculture treatment methods',
  slides: [
    { title: 'Chemical treatment', text: 'Dosing.', image: image(1) },
    { title: 'Biological treatment', text: 'Biofilters.', image: image(2) },
    { title: 'Mechanical filtration', text: 'Drum filters.', image: image(3) },
  ],
});

const gallery = carouselSchema.parse({
  type: 'carousel',
  variant: 'gallery',
  label: 'Water treatment plants',
  slides: [
    { image: image(1), title: 'Intake', text: 'River intake with coarse screens.' },
    { image: image(2) },
  ],
});

/** The Swiper instance that Swiper attaches to its container element. */
const swiperIn = (region: HTMLElement) => (region.querySelector('.swiper') as HTMLElement & { swiper: SwiperClass }).swiper;

// jsdom lays nothing out; give every element a width so Swiper measures slides as a browser would.
const sizes = ['clientWidth', 'offsetWidth'] as const;
const own = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => sizes.forEach((name) => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => 800 })));
afterAll(() =>
  sizes.forEach((name, index) => {
    const original = own[index];
    if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }),
);

describe('carousel component', () => {
  it('is a labelled carousel region whose slides are numbered groups, with named previous and next buttons', () => {
    renderBlock(Carousel, values);
    const region = screen.getByRole('region', { name: 'Wastely values' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Our values' })).toBeTruthy();
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(7);
    expect(new Set(slides.map((slide) => slide.getAttribute('aria-roledescription')))).toEqual(new Set(['slide']));
    const first = within(region).getByRole('group', { name: '1 / 7' });
    expect(within(first).getByRole('heading', { level: 3, name: 'Worthiness' })).toBeTruthy();
    expect(within(first).getByText('Worthiness quote.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: previousSlide }).tagName).toBe('BUTTON');
    expect(within(region).getByRole('button', { name: nextSlide }).tagName).toBe('BUTTON');
    expect(within(region).queryByRole('button', { name: 'Pause motion' })).toBeNull();
  });

  it('wires its own buttons and bullets into Swiper: one bullet button per slide, next moves on', () => {
    renderBlock(Carousel, values);
    const region = screen.getByRole('region', { name: 'Wastely values' });
    const swiper = swiperIn(region);
    expect(swiper.navigation.nextEl).toBe(within(region).getByRole('button', { name: nextSlide }));
    expect(within(region).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(7);
    const before = swiper.realIndex;
    act(() => fireEvent.click(within(region).getByRole('button', { name: nextSlide })));
    expect(swiper.realIndex).toBe((before + 1) % 7);
  });

  it('shows each testimonial with its quote, portrait, name and job title', () => {
    renderBlock(Carousel, testimonials);
    const region = screen.getByRole('region', { name: 'What our clients say' });
    const second = within(region).getByRole('group', { name: '2 / 3' });
    expect(within(second).getByText('Quote 2.')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Portrait of person 2' })).toBeTruthy();
    expect(within(second).getByText('Person 2')).toBeTruthy();
    expect(within(second).getByText('Plant Manager 2')).toBeTruthy();
  });

  it('gives an auto-playing carousel a pause/play button that stops and restarts it', () => {
    renderBlock(Carousel, aquaculture);
    const region = screen.getByRole('region', { name: 'Aquaculture treatment methods' });
    const swiper = swiperIn(region);
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.params.speed).toBe(600);
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Pause motion' })));
    expect(swiper.autoplay.running).toBe(false);
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Play motion' })));
    expect(swiper.autoplay.running).toBe(true);
    expect(within(region).getByRole('button', { name: 'Pause motion' })).toBeTruthy();
  });

  it('pauses while keyboard focus is inside the carousel and resumes when it leaves', () => {
    renderBlock(Carousel, aquaculture);
    const region = screen.getByRole('region', { name: 'Aquaculture treatment methods' });
    const swiper = swiperIn(region);
    act(() => within(region).getByRole('button', { name: nextSlide }).focus());
    expect(swiper.autoplay.running).toBe(false);
    act(() => within(region).getByRole('button', { name: nextSlide }).blur());
    expect(swiper.autoplay.running).toBe(true);
    // Focus on the pause button itself does not count: pressing it must take effect at once.
    act(() => within(region).getByRole('button', { name: 'Pause motion' }).focus());
    expect(swiper.autoplay.running).toBe(true);
  });

  it('captions gallery pictures and describes them with their alt text', () => {
    renderBlock(Carousel, gallery);
    const region = screen.getByRole('region', { name: 'Water treatment plants' });
    expect(within(region).getByRole('img', { name: 'Portrait of person 1' })).toBeTruthy();
    expect(within(region).getByText('Intake')).toBeTruthy();
    expect(within(region).getByText('River intake with coarse screens.')).toBeTruthy();
    expect(swiperIn(region).params.effect).toBe('fade');
  });
});

describe('carousel below the first breakpoint (phones)', () => {
  it('keeps its bullets and buttons wired when Swiper falls back to the base settings', () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderBlock(Carousel, testimonials);
      const region = screen.getByRole('region', { name: 'What our clients say' });
      expect(within(region).getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);
      expect(swiperIn(region).navigation.prevEl).toBe(within(region).getByRole('button', { name: previousSlide }));
    } finally {
      window.innerWidth = width;
    }
  });
});

describe('carousel with prefers-reduced-motion', () => {
  it('does not autoplay, changes slides instantly and offers Play instead', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' });
    try {
      renderBlock(Carousel, aquaculture);
      const region = screen.getByRole('region', { name: 'Aquaculture treatment methods' });
      const swiper = swiperIn(region);
      expect(swiper.autoplay.running).toBe(false);
      expect(swiper.params.speed).toBe(0);
      act(() => fireEvent.click(within(region).getByRole('button', { name: 'Play motion' })));
      expect(swiper.autoplay.running).toBe(true);
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
