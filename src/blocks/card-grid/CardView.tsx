import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { Heading, type HeadingLevel } from '../../ui/Heading';
import { iconBadge } from '../../ui/columns';
import { Picture } from '../../ui/Picture';
import { SmartLink } from '../../ui/SmartLink';
import { cardSurface, visuallyHidden } from '../../theme/mixins';
import type { Card } from './schema';

const CardShell = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  ${cardSurface}
  overflow: hidden;
  h3, h4 { color: ${({ theme }) => theme.colors.heading}; }
`;

const Media = styled(Picture)`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.band};
`;

const IconBadge = styled.span`
  ${iconBadge(48)}
  ${({ theme }) => theme.media.phone} { width: 40px; height: 40px; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
  ul { margin: 0; padding-left: 1.2em; color: ${({ theme }) => theme.colors.textMuted}; }
  /* On a phone the icon sits beside the title, and the text runs the card's full width below them. */
  ${({ theme }) => theme.media.phone} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    column-gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    & > * { grid-column: 1 / -1; }
    & > ${IconBadge} { grid-column: 1; }
    & > ${IconBadge} + * { grid-column: 2; }
    h3, h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.base}; }
    p, ul { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  }
`;


const CardLink = styled(SmartLink)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  font-weight: 600;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 24px;
`;

const Hidden = styled.span`${visuallyHidden}`;

export function CardView({ card, level }: { card: Card; level: HeadingLevel }) {
  return (
    <CardShell>
      {card.image && <Media image={card.image} />}
      <Body>
        {card.icon && (
          <IconBadge>
            <Icon name={card.icon} size={26} />
          </IconBadge>
        )}
        <Heading level={level} size="md">{card.title}</Heading>
        {card.text && <p>{card.text}</p>}
        {card.items && <ul>{card.items.map((item) => <li key={item}>{item}</li>)}</ul>}
        {card.link && (
          <CardLink to={card.link.to}>
            {card.link.label}
            {card.link.description && <Hidden> {card.link.description}</Hidden>}
            <Icon name="arrow-right" size={16} />
          </CardLink>
        )}
      </Body>
    </CardShell>
  );
}
