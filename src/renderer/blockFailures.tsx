import { createContext, useContext } from 'react';

/** A block whose render threw while the page was prerendered: its position on the page and its type. */
export type BlockFailure = { index: number; type: string };

/** Provided only by the server renderer: told about every block that failed to render. */
export const BlockFailureReporter = createContext<((failure: BlockFailure) => void) | null>(null);

/**
 * The Suspense fallback around each block. On the server a block is never waited for (its code is loaded before the
 * route renders), so this fallback renders there only when the block threw: the server renderer would otherwise
 * leave the block out of the HTML without a word, and the build must stop instead. In the browser it renders nothing
 * while a block's code loads.
 */
export function BlockFallback({ index, type }: BlockFailure) {
  const report = useContext(BlockFailureReporter);
  report?.({ index, type });
  return null;
}
