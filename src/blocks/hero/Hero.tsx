import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { container } from '../../theme/mixins';
import type { BlockProps } from '../types';
import { HeroVideo } from './HeroVideo';
import startHeroVideo from './startHeroVideo';
import type { HeroBlock } from './schema';

// The least height of each size; 72px is the sticky header's height (theme.layout.headerHeight), written out because the token import costs bytes on every route.
const minHeights = { full: 'calc(100svh - 72px)', large: '500px', medium: '360px' };

// The text sits on a solid field of the primary colour (white text on it must reach 4.5:1); the picture has its own column, so
// no figure ever sits under a line of text and nothing is cropped at any width.
const Root = styled.section<{ $size: HeroBlock['size'] }>`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 5rem);
  h1, h2 { color: inherit; max-width: 20ch; }
  min-height: ${({ $size }) => minHeights[$size]};
  /* On a phone the hero is a first look, not a full screen: tighter, a smaller drawing, the lead in body size. */
  ${({ theme }) => theme.media.phone} {
    padding-block: ${({ theme }) => theme.space.xl};
    min-height: 0;
    & > div { gap: ${({ theme }) => theme.space.lg}; }
    & > div > :nth-child(2) { max-width: 60%; }
  }
`;

const Layout = styled.div`
  ${container}
  display: grid;
  gap: 2.5rem;
  /* The illustration column: the whole picture at its own aspect ratio (never wider than its 640 px), framed. */
  > :nth-child(2) {
    position: relative;
    overflow: hidden;
    max-width: 560px;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.05fr 1fr;
    align-items: center;
  }
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.accentOnInverse};
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 36ch;
  ${({ theme }) => theme.media.phone} { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  max-width: 56ch;
  margin: 0;
  ${({ theme }) => theme.media.phone} { font-size: ${({ theme }) => theme.fontSizes.base}; }
`;

export default function Hero({ block, level, isFirst }: BlockProps<HeroBlock>) {
  const picture = block.video?.poster ?? block.image;
  const root = useRef<HTMLElement>(null);
  const videoKey = block.video && `${block.video.src} ${block.video.fallback ?? ''}`;
  // On the site this component only renders on the server and the island loader runs the same script; where React
  // renders the hero in the browser (the studio's preview) the effect starts the video.
  useEffect(() => (videoKey && root.current ? startHeroVideo(root.current) : undefined), [videoKey]);
  return (
    <Root ref={root} $size={block.size} data-tone="dark">
      <Layout>
        <div>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Heading level={level} size={level === 1 ? 'display' : 'xxl'}>{block.title}</Heading>
          {block.tagline && <Tagline>{block.tagline}</Tagline>}
          {block.text && <Lead>{block.text}</Lead>}
          <Buttons buttons={block.actions} />
        </div>
        {picture && (
          <div>
            <Picture image={picture} priority={isFirst} />
            {block.video && <HeroVideo key={videoKey} video={block.video} />}
          </div>
        )}
      </Layout>
    </Root>
  );
}
