export type RotateDirection = 'next' | 'previous';

/**
 * The list after one step: `next` moves the first item to the end, `previous` moves the last item to the front.
 * Returns a new array and leaves the input untouched; lists of fewer than two items come back as they were.
 */
export function rotate<T>(items: readonly T[], direction: RotateDirection): T[] {
  if (items.length < 2) return [...items];
  if (direction === 'next') return [...items.slice(1), items[0]!];
  return [items[items.length - 1]!, ...items.slice(0, -1)];
}
