import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { useSiteLabels } from '../../shared/SiteLabels';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { cardList } from '../../ui/columns';
import { below } from '../../ui/Heading';
import { RoundButton } from '../../ui/RoundButton';
import type { BlockProps } from '../types';
import { RotatorCard } from './RotatorCard';
import { rotate, type RotateDirection } from './rotate';
import type { ValueRotatorBlock } from './schema';

/** One card on phones, three from tablets up; the rest wait their turn. */
const Cards = styled.ul`
  ${cardList}
  & > li:nth-child(n + 2) { display: none; }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > li:nth-child(-n + 3) { display: block; }
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export default function ValueRotator({ block, level }: BlockProps<ValueRotatorBlock>) {
  const labels = useSiteLabels();
  const [slides, setSlides] = useState(block.slides);
  const step = (direction: RotateDirection) => setSlides((current) => rotate(current, direction));
  const cardLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <div role="region" aria-roledescription="carousel" aria-label={block.label}>
        {/* Keyed by position, so each visible card's text changes in place and is announced politely. */}
        <Cards aria-live="polite">
          {slides.map((slide, position) => (
            <li key={position}>
              <RotatorCard slide={slide} level={cardLevel} />
            </li>
          ))}
        </Cards>
        <Controls>
          <RoundButton type="button" aria-label={labels.previousSlide} onClick={() => step('previous')}>
            <Icon name="chevron-left" size={22} strokeWidth={2} />
          </RoundButton>
          <RoundButton type="button" aria-label={labels.nextSlide} onClick={() => step('next')}>
            <Icon name="chevron-right" size={22} strokeWidth={2} />
          </RoundButton>
        </Controls>
      </div>
    </Band>
  );
}
