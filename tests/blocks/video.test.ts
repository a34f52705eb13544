// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videoBlockSchema } from '../../src/blocks/video/schema';
import VideoBlock from '../../src/blocks/video/VideoBlock';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'video',
  heading: 'IFAS in motion',
  video: {
    src: '/media/ifas-process.webm',
    fallback: '/media/ifas-process.mp4',
    poster: { src: '/images/ifas-process-poster.svg', alt: 'IFAS reactor with carriers', width: 1920, height: 1080 },
  },
  captions: { src: '/media/ifas-process.en.vtt', label: 'English', language: 'en' },
  caption: 'Carriers circulate in an aerated IFAS reactor.',
};

describe('video schema', () => {
  it('accepts a video with its poster and caption', () => {
    expect(videoBlockSchema.safeParse(input).success).toBe(true);
  });

  it('needs a caption and a video file path ending in .webm or .mp4', () => {
    const { caption: _caption, ...rest } = input;
    const result = videoBlockSchema.safeParse({ ...rest, video: { ...input.video, src: '/media/ifas.mov' } });
    expect(messagesOf(result.error)).toEqual([
      'video.src: must be a path under public/ ending in .webm or .mp4',
      'caption: Invalid input: expected string, received undefined',
    ]);
  });
});

describe('video component', () => {
  it('offers a player with controls that loads nothing and never starts by itself, captioned and sized by its poster', () => {
    renderBlock(VideoBlock, videoBlockSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'IFAS in motion' })).toBeTruthy();
    const figure = screen.getByRole('figure');
    expect(figure.querySelector('figcaption')?.textContent).toBe('Carriers circulate in an aerated IFAS reactor.');
    const video = figure.querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/images/ifas-process-poster.svg');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['1920', '1080']);
    expect([...video.querySelectorAll('source')].map((source) => `${source.getAttribute('src')} ${source.getAttribute('type')}`)).toEqual([
      '/media/ifas-process.webm video/webm',
      '/media/ifas-process.mp4 video/mp4',
    ]);
    expect(document.getElementById(video.getAttribute('aria-describedby')!)?.textContent).toBe('Carriers circulate in an aerated IFAS reactor.');
  });

  it('shows a large play button over the poster that starts the video, and hides it once playing', () => {
    renderBlock(VideoBlock, videoBlockSchema.parse(input));
    const video = screen.getByRole('figure').querySelector('video')!;
    let played = 0;
    video.play = () => {
      played += 1;
      video.dispatchEvent(new Event('play'));
      return Promise.resolve();
    };
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: IFAS in motion' }));
    expect(played).toBe(1);
    expect(screen.queryByRole('button', { name: /Play the video/ })).toBeNull();
  });

  it('carries its WebVTT captions as the default track, and refuses a captions file that is not .vtt', () => {
    renderBlock(VideoBlock, videoBlockSchema.parse(input));
    const track = screen.getByRole('figure').querySelector('track')!;
    expect([track.getAttribute('kind'), track.getAttribute('src'), track.getAttribute('srclang'), track.getAttribute('label'), track.hasAttribute('default')]).toEqual(['captions', '/media/ifas-process.en.vtt', 'en', 'English', true]);
    const wrong = videoBlockSchema.safeParse({ ...input, captions: { ...input.captions, src: '/media/ifas.srt' } });
    expect(wrong.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['captions.src: must be a path under public/ ending in .vtt (a WebVTT file)']);
  });
});
