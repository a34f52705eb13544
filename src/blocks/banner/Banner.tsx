import styled from 'styled-components';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { Heading } from '../../ui/Heading';
import { Backdrop, overlayBand } from '../../ui/OverlayBand';
import { Picture } from '../../ui/Picture';
import { container } from '../../theme/mixins';
import type { BlockProps } from '../types';
import type { BannerBlock } from './schema';

/** The hero's look in a shorter band: the dark tone, optional picture under the same dark overlay. */
const Root = styled.section`
  ${overlayBand}
  min-height: 320px;
  padding-block: ${({ theme }) => theme.space.section};
`;

const Content = styled.div`
  ${container}
  h1, h2 { color: ${({ theme }) => theme.colors.onInverse}; max-width: 22ch; }
  p { max-width: 56ch; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export default function Banner({ block, level, isFirst }: BlockProps<BannerBlock>) {
  return (
    <Root data-tone="dark">
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
