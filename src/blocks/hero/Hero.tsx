import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import type { BlockProps } from '../types';
import { HeroVideo } from './HeroVideo';
import { Art, Copy, Layout, Root, toneOf } from './heroLayouts';
import startHeroVideo from './startHeroVideo';
import type { HeroBlock } from './schema';

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.linkOnBand};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.accentOnInverse}; }
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

/** Key figures as chips: the value in bold, then what it measures. */
const Facts = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong { color: ${({ theme }) => theme.colors.heading}; font-size: ${({ theme }) => theme.fontSizes.base}; }
  /* The figures repeat ones the page gives in full; on a phone they would push the drawing a screen down. */
  ${({ theme }) => theme.media.phone} { display: none; }
`;

export default function Hero({ block, level, isFirst }: BlockProps<HeroBlock>) {
  const picture = block.video?.poster ?? block.image;
  const root = useRef<HTMLElement>(null);
  const videoKey = block.video && `${block.video.src} ${block.video.fallback ?? ''}`;
  // On the site this component only renders on the server and the island loader runs the same script; where React
  // renders the hero in the browser (the studio's preview) the effect starts the video.
  useEffect(() => (videoKey && root.current ? startHeroVideo(root.current) : undefined), [videoKey]);
  // A service leads with its call to action, and a short contact band puts Call and Email right under the headline.
  const actionsFirst = block.layout === 'service' || block.layout === 'compact';
  const buttons = <Buttons buttons={block.actions} />;
  return (
    <Root ref={root} $size={block.size} $layout={block.layout} data-layout={block.layout} data-tone={toneOf[block.layout]}>
      <Layout>
        <Copy>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Heading level={level} size={level === 1 && block.layout !== 'compact' ? 'display' : 'xxl'}>{block.title}</Heading>
          {actionsFirst && buttons}
          {block.tagline && <Tagline>{block.tagline}</Tagline>}
          {block.text && <Lead>{block.text}</Lead>}
          {block.facts && (
            <Facts>
              {block.facts.map((fact) => (
                <li key={`${fact.value} ${fact.label}`}>
                  <strong>{fact.value}</strong> {fact.label}
                </li>
              ))}
            </Facts>
          )}
          {!actionsFirst && buttons}
        </Copy>
        {picture && (
          <Art>
            <div data-frame="">
              <Picture image={picture} priority={isFirst} />
              {block.video && <HeroVideo key={videoKey} video={block.video} />}
            </div>
          </Art>
        )}
      </Layout>
    </Root>
  );
}
