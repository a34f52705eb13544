import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { BlockIntro } from '../../ui/BlockIntro';
import { balancedGrid, cardList } from '../../ui/columns';
import type { BlockProps } from '../types';
import type { StatsBlock } from './schema';

const Figures = styled.ul`
  ${cardList}
  ${balancedGrid}
  /* Two by two on a phone: the figures read as one group, not a long column. A figure too long for half the width
     (which never wraps) takes the whole row. */
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
    & > [data-wide] { grid-column: 1 / -1; }
  }
`;

const Figure = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.link};
  ${({ theme }) => theme.media.phone} { padding-left: ${({ theme }) => theme.space.sm}; }
  [data-tone='dark'] & { border-left-color: ${({ theme }) => theme.colors.accentOnInverse}; }
`;

const Value = styled.span<{ $size: StatsBlock['size'] }>`
  font-family: ${({ theme }) => theme.fonts.heading};
  /* Large figures reach 56 px (3.5rem) from about 1000 px wide. */
  font-size: ${({ theme, $size }) => ($size === 'large' ? 'clamp(2.25rem, 0.5rem + 4.8vw, 3.5rem)' : theme.fontSizes.xxl)};
  font-weight: 700;
  line-height: 1.1;
  /* A figure and its unit stay on one line. */
  white-space: nowrap;
  ${({ theme }) => theme.media.phone} { font-size: ${({ theme }) => theme.fontSizes.md}; }
  color: ${({ theme }) => theme.colors.heading};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.highlightOnInverse}; }
`;

const Label = styled.span`
  ${({ theme }) => theme.media.phone} { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  color: ${({ theme }) => theme.colors.textMuted};
  [data-tone='dark'] & { color: ${({ theme }) => theme.colors.onInverse}; }
`;

/** The longest figure (in characters) that fits half a phone's width in one line, e.g. "30 million m³". */
const HALF_WIDTH_CHARACTERS = 13;

/** Key figures: each value in large type, read together with its label. */
export default function Stats({ block, level }: BlockProps<StatsBlock>) {
  return (
    <Band tone={block.tone}>
      <BlockIntro eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} level={level} />
      <Figures>
        {block.items.map((item) => (
          <Figure key={`${item.value} ${item.label}`} data-wide={item.value.length > HALF_WIDTH_CHARACTERS || undefined}>
            <Value $size={block.size}>{item.value}</Value> <Label>{item.label}</Label>
          </Figure>
        ))}
      </Figures>
    </Band>
  );
}
