import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { Fold } from '../../ui/Fold';
import { below } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { StepItem } from './StepItem';
import type { StepsBlock } from './schema';

// role="list" keeps the list semantics in Safari, which drops them when list-style is none.
const Stages = styled.ol<{ $rows: number | null }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
  /* Stages without pictures are short: on wide screens one column of them would leave the right part of the band
     empty, so they run down two columns, still in reading order (1-4, then 5-7). */
  ${({ $rows, theme }) =>
    $rows &&
    `${theme.media.lg} {
      grid-auto-flow: column;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      grid-template-rows: repeat(${$rows}, auto);
      column-gap: ${theme.space.xxl};
    }`}
`;

/** Numbered stages of a process, top to bottom, joined by a line. */
export default function Steps({ block, level }: BlockProps<StepsBlock>) {
  const stepLevel = block.heading ? below(level) : level;
  const count = block.steps.length;
  const rows = block.steps.some((step) => step.image) ? null : Math.ceil(count / 2);
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      {/* A process whose stages the page promises is shown whole: folded, "seven stages" read as three. */}
      <Fold count={block.fold ? count : 0} items="> ol > li">
      <Stages role="list" $rows={rows}>
        {block.steps.map((step, index) => (
          <StepItem
            key={step.title}
            step={step}
            number={index + 1}
            isLast={index === count - 1}
            endsColumn={rows !== null && index === rows - 1}
            level={stepLevel}
          />
        ))}
      </Stages>
      </Fold>
    </Band>
  );
}
