import { css } from 'styled-components';

/** Grid columns on wide screens, derived from the number of cards so rows come out even. */
export function columnsFor(count: number): number {
  if (count <= 3) return Math.max(count, 1);
  return count % 4 === 0 && count % 3 !== 0 ? 4 : 3;
}

/** A bare list laid out as a one-column grid of cards; the caller adds the columns of wider screens. */
export const cardList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
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
