import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { balancedGrid, cardList } from '../../ui/columns';
import type { BlockProps } from '../types';
import type { StatsBlock } from './schema';

const Figures = styled.ul`
  ${cardList}
  ${balancedGrid}
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.link};
  [data-tone='deep'] & { border-left-color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

const Value = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.1;
  /* A figure and its unit stay on one line. */
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.heading};
  [data-tone='deep'] & { color: ${({ theme }) => theme.colors.highlightOnInverse}; }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  [data-tone='deep'] & { color: ${({ theme }) => theme.colors.onInverse}; }
`;

/** Key figures: each value in large type, read together with its label. */
export default function Stats({ block, level }: BlockProps<StatsBlock>) {
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Figures>
        {block.items.map((item) => (
          <Figure key={`${item.value} ${item.label}`}>
            <Value>{item.value}</Value> <Label>{item.label}</Label>
          </Figure>
        ))}
      </Figures>
    </Band>
  );
}
