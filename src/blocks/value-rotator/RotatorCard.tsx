import styled from 'styled-components';
import { cardSurface } from '../../theme/mixins';
import { Icon } from '../../icons/Icon';
import { iconBadge } from '../../ui/columns';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import type { RotatorSlide } from './schema';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
  ${cardSurface}
  h3, h4 { margin: 0; color: ${({ theme }) => theme.colors.heading}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const IconBadge = styled.span`
  ${iconBadge(52)}
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

/** One value: its icon, name and what it means. */
export function RotatorCard({ slide, level }: { slide: RotatorSlide; level: HeadingLevel }) {
  return (
    <Card>
      {slide.icon && (
        <IconBadge>
          <Icon name={slide.icon} size={28} />
        </IconBadge>
      )}
      <Heading level={level} size="md">{slide.title}</Heading>
      <p>{slide.text}</p>
    </Card>
  );
}
