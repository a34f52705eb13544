import styled from 'styled-components';
import { Picture } from '../../ui/Picture';
import type { SlideViewProps } from './slideView';

const Figure = styled.figure`
  margin: 0;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.components.cardBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  img { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: ${({ theme }) => theme.colors.band}; }
`;

const Caption = styled.figcaption`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  strong { display: block; color: ${({ theme }) => theme.colors.heading}; font-family: ${({ theme }) => theme.fonts.heading}; }
`;

/** Gallery slide: a picture with an optional caption. */
export function GallerySlide({ slide }: SlideViewProps) {
  return (
    <Figure>
      {slide.image && <Picture image={slide.image} sizes="(min-width: 1200px) 1136px, 100vw" />}
      {(slide.title || slide.text) && (
        <Caption>
          {slide.title && <strong>{slide.title}</strong>}
          {slide.text}
        </Caption>
      )}
    </Figure>
  );
}
