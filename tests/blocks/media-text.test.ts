// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MediaText from '../../src/blocks/media-text/MediaText';
import { mediaTextSchema } from '../../src/blocks/media-text/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const image = { src: '/images/process-aeration.svg', alt: 'Fine-bubble diffusers aerating a basin', width: 1200, height: 800 };
const input = { type: 'media-text', heading: 'Monitoring and process control', body: ['Operators check the plant daily.', { list: ['Dissolved oxygen', 'Sludge age'] }], image };

describe('media-text schema', () => {
  it('accepts a heading, body and image, with the picture at the end by default', () => {
    const result = mediaTextSchema.safeParse(input);
    expect(result.success).toBe(true);
    expect(result.data?.imageSide).toBe('end');
  });

  it('rejects a missing image and an unknown side', () => {
    const { image: _image, ...withoutImage } = input;
    const result = mediaTextSchema.safeParse({ ...withoutImage, imageSide: 'left' });
    expect(messagesOf(result.error)).toEqual([
      'image: Invalid input: expected object, received undefined',
      'imageSide: Invalid option: expected one of "start"|"end"',
    ]);
  });
});

describe('media-text component', () => {
  it('shows the heading, text, list and picture; the SVG picture loads at once (a few KB; captures stay complete)', () => {
    renderBlock(MediaText, mediaTextSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'Monitoring and process control' })).toBeTruthy();
    expect(screen.getByText('Operators check the plant daily.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Dissolved oxygen', 'Sludge age']);
    const picture = screen.getByRole('img', { name: 'Fine-bubble diffusers aerating a basin' });
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('low');
    expect(picture.getAttribute('width')).toBe('1200');
  });

  it('loads the picture with high priority when the block opens the page', () => {
    renderBlock(MediaText, mediaTextSchema.parse(input), { level: 1, isFirst: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monitoring and process control');
    expect(screen.getByRole('img').getAttribute('fetchpriority')).toBe('high');
  });
});
