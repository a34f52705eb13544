import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { container } from '../../theme/mixins';
import type { BlockProps } from '../types';
import type { BannerBlock } from './schema';

/** The hero's look in a shorter band: deep background, optional picture under the same dark overlay. */
const Root = styled.section`
  position: relative;
  display: flex;
  align-items: center;
  isolation: isolate;
  overflow: hidden;
  min-height: 320px;
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: ${({ theme }) => theme.components.heroOverlay};
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -2;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Content = styled.div`
  ${container}
  h1, h2 { color: ${({ theme }) => theme.colors.onInverse}; max-width: 22ch; }
  p { max-width: 56ch; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export default function Banner({ block, level, isFirst }: BlockProps<BannerBlock>) {
  return (
    <Root data-tone="deep">
      {block.image && (
        <Backdrop>
          <Picture image={block.image} priority={isFirst} sizes="100vw" />
        </Backdrop>
      )}
      <Content>
        {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
        <Heading level={level}>{block.heading}</Heading>
        {block.text && <p>{block.text}</p>}
        <Buttons buttons={block.actions} />
      </Content>
    </Root>
  );
}
