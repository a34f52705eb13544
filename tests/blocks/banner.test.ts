// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Banner from '../../src/blocks/banner/Banner';
import { bannerSchema } from '../../src/blocks/banner/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'banner',
  heading: 'The Mysteries Of The Water',
  text: 'Every drop has travelled further than you think.',
  image: { src: '/images/hero-wastewater.svg', alt: 'A river winding past a treatment plant', width: 1920, height: 1080 },
  actions: [{ label: 'How treatment works', to: '/application/service/technology_Process' }],
};

describe('banner schema', () => {
  it('accepts a heading with optional text, picture and buttons', () => {
    expect(bannerSchema.safeParse(input).success).toBe(true);
    expect(bannerSchema.safeParse({ type: 'banner', heading: 'Clean water' }).success).toBe(true);
  });

  it('needs a heading and allows at most three buttons', () => {
    const button = { label: 'Go', to: '/' };
    const result = bannerSchema.safeParse({ type: 'banner', actions: [button, button, button, button] });
    expect(messagesOf(result.error)).toEqual([
      'heading: Invalid input: expected string, received undefined',
      'actions: Too big: expected array to have <=3 items',
    ]);
  });
});

describe('banner component', () => {
  it('shows the heading, text, background picture and buttons', () => {
    renderBlock(Banner, bannerSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'The Mysteries Of The Water' })).toBeTruthy();
    expect(screen.getByText('Every drop has travelled further than you think.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A river winding past a treatment plant' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('link', { name: 'How treatment works' }).getAttribute('href')).toBe('/application/service/technology_Process');
  });
});
