import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Heading } from '../../ui/Heading';
import type { SlideViewProps } from './slideView';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  ${cardSurface}
  border-top: 4px solid ${({ theme }) => theme.colors.link};
  h3, h4 { margin: 0; color: ${({ theme }) => theme.colors.heading}; }
`;

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.highlightOnInverse};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  line-height: 1;
`;

const Quote = styled.blockquote`
  margin: 0;
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-style: italic; }
`;

/** Coverflow slide: the acronym letter, the value it stands for and its quote. */
export function ValueSlide({ slide, level }: SlideViewProps) {
  return (
    <Card>
      <Badge aria-hidden="true">{slide.badge}</Badge>
      <Heading level={level} size="lg">{slide.title}</Heading>
      <Quote>
        <p>{slide.text}</p>
      </Quote>
    </Card>
  );
}
