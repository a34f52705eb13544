// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MapEmbed from '../../src/blocks/map/MapEmbed';
import { mapSchema } from '../../src/blocks/map/schema';
import { renderBlock } from './renderBlock';

const map = {
  type: 'map',
  heading: 'Find us',
  embedUrl: 'https://maps.example.com/embed?q=1',
  title: 'Map of the headquarters',
  preview: { src: '/images/map-preview.svg', alt: 'Street map with a marker', width: 1600, height: 900 },
  notice: 'The live map is loaded only when you ask for it.',
  loadLabel: 'Show the live map',
};

describe('map', () => {
  it('shows a still preview and loads the titled iframe only on request', () => {
    const { container } = renderBlock(MapEmbed, mapSchema.parse(map));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('img', { name: 'Street map with a marker' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show the live map' }));
    const frame = screen.getByTitle('Map of the headquarters');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://maps.example.com/embed?q=1');
    expect(screen.queryByRole('button', { name: 'Show the live map' })).toBeNull();
  });

  it('accepts only https addresses for the map', () => {
    for (const embedUrl of ['http://maps.example.com/embed', 'javascript:alert(1)', '/local/map']) {
      const result = mapSchema.safeParse({ ...map, embedUrl });
      expect(result.error?.issues[0]?.message, embedUrl).toBe('must be a full https:// address');
    }
  });
});
