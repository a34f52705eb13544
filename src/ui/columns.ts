import { css } from 'styled-components';

/** A bare list laid out as a one-column grid of cards; balancedGrid adds the columns of wider screens. */
export const cardList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
`;

/**
 * The columns of a card list on wider screens, following from the number of items in CSS alone (quantity queries, so
 * it costs no script), with no orphan row: two from the md breakpoint, an odd last item spanning the row; from lg
 * three a row on a 12-track grid, where a short last row shares the width instead of leaving a gap: 5 items are 3 + 2
 * wide ones, 7 are 3 + 2 + 2, 4 are 2 + 2.
 */
export const balancedGrid = css`
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) and (max-width: ${({ theme }) => theme.breakpoints.lg - 0.02}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :last-child:nth-child(odd) { grid-column: 1 / -1; }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(12, minmax(0, 1fr));
    & > * { grid-column: span 4; }
    & > :only-child { grid-column: span 12; }
    & > :first-child:nth-last-child(2), & > :first-child:nth-last-child(2) ~ *,
    & > :first-child:nth-last-child(4), & > :first-child:nth-last-child(4) ~ *,
    & > :first-child:nth-last-child(3n + 5) ~ :nth-last-child(-n + 2),
    & > :first-child:nth-last-child(3n + 7) ~ :nth-last-child(-n + 4) { grid-column: span 6; }
  }
`;

/** The square, tinted badge holding a card's icon, `box` pixels wide. */
export const iconBadge = (box: number) => css`
  display: inline-grid;
  place-items: center;
  width: ${box}px;
  height: ${box}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.band};
  color: ${({ theme }) => theme.colors.link};
`;
