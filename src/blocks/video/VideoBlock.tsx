import { useId } from 'react';
import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import type { BlockProps } from '../types';
import type { VideoBlock as VideoBlockData } from './schema';

const Figure = styled.figure`
  margin: 0;
  video {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
    background: ${({ theme }) => theme.colors.inverse};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    max-width: ${({ theme }) => theme.layout.measure};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    [data-tone='deep'] & { color: inherit; }
  }
`;

const typeOf = (src: string) => (src.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4');

/** A video the visitor starts: controls, nothing downloaded before play, never autoplaying. */
export default function VideoBlock({ block, level }: BlockProps<VideoBlockData>) {
  const captionId = useId();
  const { video } = block;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Figure>
        <video
          controls
          preload="none"
          playsInline
          poster={video.poster.src}
          width={video.poster.width}
          height={video.poster.height}
          aria-describedby={captionId}
        >
          <source src={video.src} type={typeOf(video.src)} />
          {video.fallback && <source src={video.fallback} type="video/mp4" />}
        </video>
        <figcaption id={captionId}>{block.caption}</figcaption>
      </Figure>
    </Band>
  );
}
