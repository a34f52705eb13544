import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Icon } from '../../icons/Icon';
import { Picture } from '../../ui/Picture';
import type { SlideViewProps } from './slideView';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  svg { color: ${({ theme }) => theme.colors.link}; flex: none; }
`;

const Words = styled.blockquote`
  margin: 0;
  flex: 1;
  p { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; line-height: 1.5; }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  img { width: 64px; height: 64px; border-radius: 50%; flex: none; background: ${({ theme }) => theme.colors.band}; }
`;

const Name = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.heading};
`;

const Role = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Testimonial slide: the quote, then the person's portrait, name and job title. */
export function TestimonialSlide({ slide }: SlideViewProps) {
  return (
    <Figure>
      <Icon name="quote" size={32} strokeWidth={2} />
      <Words>
        <p>{slide.text}</p>
      </Words>
      <Person>
        {slide.image && <Picture image={slide.image} />}
        <span>
          <Name>{slide.name}</Name>
          <Role>{slide.role}</Role>
        </span>
      </Person>
    </Figure>
  );
}
