// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Hero from '../../src/blocks/hero/Hero';
import { heroSchema } from '../../src/blocks/hero/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const image = { src: '/images/hero-about.svg', alt: 'Engineers walking along an aeration basin', width: 1920, height: 1080 };
const input = {
  type: 'hero',
  eyebrow: 'About us',
  title: 'Clean water, every day',
  tagline: 'Treatment plants that meet their limits from the first day.',
  text: 'We design, build and run plants for towns and industry.',
  image,
  actions: [
    { label: 'Our services', to: '/application/service/technology_Process' },
    { label: 'Contact us', to: '/contact', style: 'light' },
  ],
};

const problems = (value: unknown) => messagesOf(heroSchema.safeParse(value).error);

describe('hero schema', () => {
  it('accepts a title with optional words, a background and buttons, and is large by default', () => {
    expect(heroSchema.parse(input).size).toBe('large');
    expect(heroSchema.parse({ type: 'hero', title: 'Clean water', size: 'full' }).size).toBe('full');
    const video = { src: '/videos/hero.webm', fallback: '/videos/hero.mp4', poster: image };
    expect(heroSchema.safeParse({ type: 'hero', title: 'Clean water', video }).success).toBe(true);
  });

  it('needs a title, a known size and at most four buttons', () => {
    const button = { label: 'Go', to: '/' };
    expect(problems({ type: 'hero', title: ' ', size: 'huge', actions: [button, button, button, button, button] })).toEqual([
      'title: must not be empty',
      'size: Invalid option: expected one of "full"|"large"|"medium"',
      'actions: Too big: expected array to have <=4 items',
    ]);
  });

  it('opens in the split layout unless the page chooses one of the layouts by kind of page', () => {
    expect(heroSchema.parse(input).layout).toBe('split');
    for (const layout of ['scene', 'wide', 'product', 'service', 'compact']) expect(heroSchema.parse({ ...input, layout }).layout).toBe(layout);
  });

  it('names the layouts there are when given one that is not', () => {
    expect(problems({ ...input, layout: 'banner' })).toEqual(['layout: must be one of split, scene, wide, product, service or compact (see docs/blocks.md, hero)']);
  });

  it('takes two to four key figures, each a value and what it measures', () => {
    const fact = { value: '95 %', label: 'of grit removed' };
    expect(heroSchema.parse({ ...input, layout: 'product', facts: [fact, fact] }).facts).toHaveLength(2);
    expect(problems({ ...input, facts: [fact] })).toEqual(['facts: give two to four key figures, or none']);
    expect(problems({ ...input, facts: [fact, fact, fact, fact, fact] })).toEqual(['facts: give two to four key figures, or none']);
    expect(problems({ ...input, facts: [fact, { value: '2,000 m³/d' }] })).toEqual(['facts.1.label: Invalid input: expected string, received undefined']);
  });

  it('refuses a picture and a video together', () => {
    const video = { src: '/videos/hero.webm', poster: image };
    expect(problems({ type: 'hero', title: 'Clean water', image, video })).toEqual([
      'video: use either `image` or `video` as the illustration, not both',
    ]);
  });

  it('refuses a background that is not a file under public/', () => {
    expect(problems({ type: 'hero', title: 'Clean water', image: { ...image, src: 'hero.svg' } })).toEqual([
      'image.src: must be a path under public/ starting with /, ending in .svg, .png, .jpg, .webp, .avif or .gif',
    ]);
  });
});

describe('hero component', () => {
  it('shows the eyebrow, the title as the page heading, the tagline, the text and the buttons', () => {
    renderBlock(Hero, heroSchema.parse(input), { level: 1, isFirst: true });
    expect(screen.getByText('About us')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Clean water, every day' })).toBeTruthy();
    expect(screen.getByText('Treatment plants that meet their limits from the first day.')).toBeTruthy();
    expect(screen.getByText('We design, build and run plants for towns and industry.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Our services' }).getAttribute('href')).toBe('/application/service/technology_Process');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('shows the illustration after the text, in its own frame: first and with high priority on the first block only', () => {
    const { container, unmount } = renderBlock(Hero, heroSchema.parse(input), { level: 1, isFirst: true });
    const picture = screen.getByRole('img', { name: image.alt });
    expect(picture.parentElement!.contains(container.querySelector('h1'))).toBe(false);
    expect(container.querySelector('h1')!.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    unmount();
    renderBlock(Hero, heroSchema.parse(input), { level: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Clean water, every day' })).toBeTruthy();
    expect(screen.getByRole('img', { name: image.alt }).getAttribute('fetchpriority')).not.toBe('high');
  });

  it('shows the video poster until the video is wanted', () => {
    const video = { src: '/videos/hero.webm', poster: { ...image, alt: 'A clarifier at dawn' } };
    renderBlock(Hero, heroSchema.parse({ type: 'hero', title: 'Clean water', video }), { level: 1, isFirst: true });
    expect(screen.getByRole('img', { name: 'A clarifier at dawn' })).toBeTruthy();
  });

  it('shows the key figures as a list, each value with what it measures', () => {
    const facts = [{ value: '95 %', label: 'of grit removed' }, { value: 'under 5 %', label: 'organic matter left' }];
    renderBlock(Hero, heroSchema.parse({ ...input, layout: 'product', facts }), { level: 1, isFirst: true });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['95 % of grit removed', 'under 5 % organic matter left']);
  });

  it('puts the buttons right under the headline in the service and compact layouts, after the text in the others', () => {
    const buttonsBeforeTagline = (layout: string) => {
      const { container, unmount } = renderBlock(Hero, heroSchema.parse({ ...input, layout }), { level: 1, isFirst: true });
      const tagline = screen.getByText(input.tagline);
      const before = Boolean(tagline.compareDocumentPosition(screen.getByRole('link', { name: 'Our services' })) & Node.DOCUMENT_POSITION_PRECEDING);
      expect(container.querySelector('section')!.dataset.layout).toBe(layout);
      unmount();
      return before;
    };
    expect(['split', 'scene', 'wide', 'product', 'service', 'compact'].map(buttonsBeforeTagline)).toEqual([false, false, false, false, true, true]);
  });
});
