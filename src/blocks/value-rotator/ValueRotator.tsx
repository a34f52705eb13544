import { useEffect, useRef } from 'react';
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
import rotateValues from './rotateValues';
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

/**
 * The values and their previous and next buttons. The buttons work through ./rotateValues.ts, the script the site runs
 * on this HTML (a script island: no React in the browser); the studio's preview runs the same script here.
 */
export default function ValueRotator({ block, level }: BlockProps<ValueRotatorBlock>) {
  const labels = useSiteLabels();
  const region = useRef<HTMLDivElement>(null);
  const cardLevel = block.heading ? below(level) : level;
  // The script moves the cards between the list items, so React must not update them afterwards: new values (or a new
  // heading level) give the region a new key, and React renders it afresh.
  const contentKey = JSON.stringify([block.slides, cardLevel]);
  useEffect(() => (region.current ? rotateValues(region.current) : undefined), [contentKey]);
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <div key={contentKey} ref={region} role="region" aria-roledescription="carousel" aria-label={block.label}>
        <Cards aria-live="polite" data-rotator-values="">
          {block.slides.map((slide, position) => (
            <li key={position}>
              <RotatorCard slide={slide} level={cardLevel} />
            </li>
          ))}
        </Cards>
        <Controls>
          <RoundButton type="button" aria-label={labels.previousSlide} data-rotate="previous">
            <Icon name="chevron-left" size={22} strokeWidth={2} />
          </RoundButton>
          <RoundButton type="button" aria-label={labels.nextSlide} data-rotate="next">
            <Icon name="chevron-right" size={22} strokeWidth={2} />
          </RoundButton>
        </Controls>
      </div>
    </Band>
  );
}
