import type { HeadingLevel } from '../ui/Heading';

/** What the renderer hands every block component. */
export type BlockProps<B> = {
  block: B;
  /** Level of the block's own heading: 1 for the first block of a page, 2 after it. */
  level: HeadingLevel;
  /** The first block of the page (above the fold: load its media eagerly). */
  isFirst: boolean;
};
