import type { Page } from './pageSchema';
import type { BlockType } from '../blocks/registry';

/** A page as the browser receives it: validated content plus, in development, each block's source line. */
export type PageData = Omit<Page, 'path'> & {
  /** Development only: `pages.yaml:212` for each block, in order. */
  sources?: string[];
};

/** One entry of the route table the Vite plugin generates from pages.yaml. */
export type RouteEntry = {
  path: string;
  blockTypes: BlockType[];
  load: () => Promise<{ default: PageData }>;
};
