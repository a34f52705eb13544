import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { below } from '../../ui/Heading';
import type { BlockProps } from '../types';
import { StepItem } from './StepItem';
import type { StepsBlock } from './schema';

// role="list" keeps the list semantics in Safari, which drops them when list-style is none.
const Stages = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0;
`;

/** Numbered stages of a process, top to bottom, joined by a line. */
export default function Steps({ block, level }: BlockProps<StepsBlock>) {
  const stepLevel = block.heading ? below(level) : level;
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Stages role="list">
        {block.steps.map((step, index) => (
          <StepItem key={step.title} step={step} number={index + 1} isLast={index === block.steps.length - 1} level={stepLevel} />
        ))}
      </Stages>
    </Band>
  );
}
