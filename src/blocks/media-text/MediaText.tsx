import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { below, Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import { RichText } from '../../ui/RichText';
import type { BlockProps } from '../types';
import type { MediaTextBlock } from './schema';

/** Stacked on phones (picture first); side by side from tablets up, the picture on the chosen side. */
const Layout = styled.div<{ $imageSide: MediaTextBlock['imageSide'] }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.lg}; }
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: clamp(2rem, 1rem + 3vw, 4rem);
    & > :first-child { order: ${({ $imageSide }) => ($imageSide === 'start' ? 0 : 1)}; }
  }
`;

/* On a phone the drawing takes the column's whole width above the text: a narrower one reads as a broken layout. */
const Media = styled.div`
  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
    background: ${({ theme }) => theme.colors.band};
  }
`;

export default function MediaText({ block, level, isFirst }: BlockProps<MediaTextBlock>) {
  return (
    <Band tone={block.tone}>
      <Layout $imageSide={block.imageSide}>
        <Media>
          <Picture image={block.image} priority={isFirst} sizes="(min-width: 768px) 50vw, 100vw" />
        </Media>
        <div>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          <Heading level={level}>{block.heading}</Heading>
          <RichText body={block.body} level={below(level)} />
          <Buttons buttons={block.actions} />
        </div>
      </Layout>
    </Band>
  );
}
