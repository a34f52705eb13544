// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import Carousel from '../../src/blocks/carousel/Carousel';
import { carouselSchema } from '../../src/blocks/carousel/schema';
import type { BlockProps } from '../../src/blocks/types';
import { valueRotatorSchema } from '../../src/blocks/value-rotator/schema';
import ValueRotator from '../../src/blocks/value-rotator/ValueRotator';

const image = (n: number) => ({ src: `/images/water-treatment-0${n}.svg`, alt: `Stage ${n}`, width: 1200, height: 675 });
const slides = [1, 2, 3].map((n) => ({ badge: String(n), title: `Title ${n}`, text: `Text ${n}.`, name: `Name ${n}`, role: `Role ${n}`, image: image(n) }));

const cases: Array<[string, ComponentType<BlockProps<never>>, unknown]> = [
  ...(['coverflow', 'testimonials', 'autoplay', 'gallery'] as const).map(
    (variant) => [variant, Carousel, carouselSchema.parse({ type: 'carousel', variant, label: variant, slides })] as [string, ComponentType<BlockProps<never>>, unknown],
  ),
  ['value-rotator', ValueRotator, valueRotatorSchema.parse({ type: 'value-rotator', label: 'Values', slides: slides.map(({ title, text }) => ({ title, text })) })],
];

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('server markup hydrates without a mismatch', () => {
  it.each(cases)('%s', async (_name, Component, block) => {
    const app = () =>
      createElement(AppProviders, null, createElement(MemoryRouter, null, createElement(Component, { block: block as never, level: 2, isFirst: false })));
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args.join(' ')));
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });
});
