import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { container } from '../../theme/mixins';
import type { BlockProps } from '../types';
import { HeroVideo } from './HeroVideo';
import type { HeroBlock } from './schema';

// The height of each size, on desktops (on phones the illustration below the text sets the height); 72px is the
// sticky header's height (theme.layout.headerHeight), written out because the token import costs bytes on every route.
const minHeights = { full: 'calc(100svh - 72px)', large: '500px', medium: '360px' };

// The text sits on a plain gradient field (white on it keeps at least 11.6:1); the picture has its own column, so
// no figure ever sits under a line of text and nothing is cropped at any width.
const Root = styled.section<{ $size: HeroBlock['size'] }>`
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.components.heroField};
  color: ${({ theme }) => theme.colors.onInverse};
  padding-block: clamp(2.5rem, 1.5rem + 4vw, 5rem);
  ${({ theme }) => theme.media.lg} { min-height: ${({ $size }) => minHeights[$size]}; }
`;

const Layout = styled.div`
  ${container}
  display: grid;
  gap: clamp(2rem, 1rem + 3vw, 3.5rem);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    align-items: center;
  }
`;

const Content = styled.div`
  h1, h2 { color: ${({ theme }) => theme.colors.onInverse}; max-width: 20ch; }
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 600;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.accentOnInverse};
  margin: 0 0 ${({ theme }) => theme.space.md};
  max-width: 36ch;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  max-width: 56ch;
  margin: 0;
`;

/** The illustration column: the whole picture at its own aspect ratio, framed like a plate. */
const Figure = styled.div`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  width: 100%;
  max-width: 560px;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.onInverse};
  img { width: 100%; }
  ${({ theme }) => theme.media.lg} { max-width: none; }
`;

export default function Hero({ block, level, isFirst }: BlockProps<HeroBlock>) {
  const picture = block.video?.poster ?? block.image;
  return (
    <Root $size={block.size} data-tone="deep">
      <Layout>
        <Content data-hero-text>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Heading level={level} size={level === 1 ? 'display' : 'xxl'}>{block.title}</Heading>
          {block.tagline && <Tagline>{block.tagline}</Tagline>}
          {block.text && <Lead>{block.text}</Lead>}
          <Buttons buttons={block.actions} />
        </Content>
        {picture && (
          <Figure data-hero-illustration>
            <Picture image={picture} priority={isFirst} />
            {block.video && <HeroVideo video={block.video} />}
          </Figure>
        )}
      </Layout>
    </Root>
  );
}
