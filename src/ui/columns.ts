/** Grid columns on wide screens, derived from the number of cards so rows come out even. */
export function columnsFor(count: number): number {
  if (count <= 3) return Math.max(count, 1);
  return count % 4 === 0 && count % 3 !== 0 ? 4 : 3;
}
