import type { HeadingLevel } from '../ui/Heading';

/**
 * The first block carries the page's only h1; every later block starts at h2 and nests below it.
 * `npm run validate` makes sure the first block has a heading to carry.
 */
export const headingLevel = (blockIndex: number): HeadingLevel => (blockIndex === 0 ? 1 : 2);
