import { useId } from 'react';
import styled from 'styled-components';
import { Band } from '../../ui/Band';
import { Fold } from '../../ui/Fold';
import { Heading } from '../../ui/Heading';
import { visuallyHidden } from '../../theme/mixins';
import type { BlockProps } from '../types';
import type { TableBlock } from './schema';

const Scroller = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: min(36rem, 100%);
  border-collapse: collapse;
  caption {
    caption-side: bottom;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: left;
  }
  th, td {
    padding: 0.85rem 1rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.inverse};
    color: ${({ theme }) => theme.colors.onInverse};
    font-family: ${({ theme }) => theme.fonts.heading};
  }
  tbody th { color: ${({ theme }) => theme.colors.heading}; font-weight: 600; }
  tbody tr:nth-child(even) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tbody tr:last-child > * { border-bottom: 0; }
  /* Below 640 px a table of three or more columns no longer fits: each row becomes a band of labelled values. */
  ${({ theme }) => theme.media.phone} {
    display: block;
    caption { display: block; }
    thead { ${visuallyHidden} }
    /* A block too, or the rows sit in an anonymous table as wide as their longest value, not the table's width. */
    tbody { display: block; }
    tr { display: block; padding: 0.5rem 1rem; }
    th, td { display: block; padding: 0.25rem 0; }
    td::before { content: attr(data-label); display: block; font-weight: 700; }
  }
`;

const Intro = styled.p`
  max-width: ${({ theme }) => theme.layout.measure};
`;

export default function Table({ block, level }: BlockProps<TableBlock>) {
  const captionId = useId();
  return (
    <Band tone={block.tone}>
      {block.heading && <Heading level={level}>{block.heading}</Heading>}
      {block.intro && <Intro>{block.intro}</Intro>}
      {/* Focusable so keyboard users can scroll a wide table sideways (from 640 px up; below, rows are cards). */}
      <Fold count={block.rows.length} items="tbody > tr">
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable>
          <caption id={captionId}>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 && block.rowHeaders ? (
                    <th key={cellIndex} scope="row">{cell}</th>
                  ) : (
                    <td key={cellIndex} data-label={block.columns[cellIndex]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      </Scroller>
      </Fold>
    </Band>
  );
}
