import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { Band } from '../../ui/Band';
import { Fold } from '../../ui/Fold';
import { Buttons } from '../../ui/ButtonLink';
import { Eyebrow } from '../../ui/Eyebrow';
import { below, Heading } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { CardView } from './CardView';
import { TiltCard } from './TiltCard';
import { balancedGrid, cardList } from '../../ui/columns';
import type { CardGridBlock } from './schema';

const Intro = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { margin-bottom: ${({ theme }) => theme.space.lg}; }
  p { margin: 0; color: inherit; }
`;

const Grid = styled.ul`
  ${cardList}
  ${balancedGrid}
  & > li { min-width: 0; }
`;

export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {
  const reducedMotion = usePrefersReducedMotion();
  const cardLevel = block.heading ? below(level) : level;
  const tilt = block.tilt && !reducedMotion;
  const card = (item: (typeof block.cards)[number]) => <CardView card={item} level={cardLevel} />;
  return (
    <Band tone={block.tone}>
      {(block.eyebrow || block.heading || block.intro) && (
        <Intro>
          {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
          {block.heading && <Heading level={level}>{block.heading}</Heading>}
          {block.intro && <p>{block.intro}</p>}
        </Intro>
      )}
      <Fold count={block.cards.length} items="> ul > li">
      <Grid>
        {block.cards.map((item) => (
          <li key={item.title}>
            {block.tilt ? <TiltCard enabled={tilt}>{card(item)}</TiltCard> : card(item)}
          </li>
        ))}
      </Grid>
      </Fold>
      <Buttons buttons={block.actions} />
    </Band>
  );
}
