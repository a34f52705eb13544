import styled, { css } from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Backdrop, overlayBand } from '../../ui/OverlayBand';
import { Picture } from '../../ui/Picture';
import { container } from '../../theme/mixins';
import type { BlockProps } from '../types';
import { HeroVideo } from './HeroVideo';
import type { HeroBlock } from './schema';

const heights = {
  full: css`min-height: calc(100svh - ${({ theme }) => theme.layout.headerHeight});`,
  large: css`min-height: 500px;`,
  medium: css`min-height: 360px;`,
};

const Root = styled.section<{ $size: HeroBlock['size'] }>`
  ${overlayBand}
  ${({ $size }) => heights[$size]}
  padding-block: clamp(3rem, 2rem + 5vw, 6rem);
`;

const Content = styled.div`
  ${container}
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

export default function Hero({ block, level, isFirst }: BlockProps<HeroBlock>) {
  const background = block.video?.poster ?? block.image;
  return (
    <Root $size={block.size} data-tone="deep">
      {background && (
        <Backdrop>
          <Picture image={background} priority={isFirst} sizes="100vw" />
        </Backdrop>
      )}
      {block.video && <HeroVideo video={block.video} />}
      <Content>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Heading level={level} size={level === 1 ? 'display' : 'xxl'}>{block.title}</Heading>
        {block.tagline && <Tagline>{block.tagline}</Tagline>}
        {block.text && <Lead>{block.text}</Lead>}
        <Buttons buttons={block.actions} />
      </Content>
    </Root>
  );
}
