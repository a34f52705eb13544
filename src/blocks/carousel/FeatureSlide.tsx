import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Heading } from '../../ui/Heading';
import { Picture } from '../../ui/Picture';
import type { SlideViewProps } from './slideView';

const Card = styled.article`
  display: grid;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  ${({ theme }) => theme.media.md} { grid-template-columns: 3fr 2fr; }
  img { width: 100%; height: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: ${({ theme }) => theme.colors.band}; }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  h3, h4 { margin: 0; color: ${({ theme }) => theme.colors.heading}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Auto-playing slide: a picture beside its title and description. */
export function FeatureSlide({ slide, level }: SlideViewProps) {
  return (
    <Card>
      {slide.image && <Picture image={slide.image} sizes="(min-width: 768px) 60vw, 100vw" />}
      <Text>
        <Heading level={level} size="lg">{slide.title}</Heading>
        <p>{slide.text}</p>
      </Text>
    </Card>
  );
}
