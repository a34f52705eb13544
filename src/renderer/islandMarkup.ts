import { createContext } from 'react';
import type { IslandTrigger } from '../blocks/islands';

/** An island as the server rendered it on its own: its HTML, and when the browser should hydrate it. */
export type IslandMark = { html: string; when: IslandTrigger; media?: string | undefined };

/**
 * Provided by the server renderer only: the islands of the page being rendered, by block position. The page's render
 * places each one's HTML in its block's element instead of rendering the block again; without it (the studio's
 * preview) every block renders in place.
 */
export const IslandMarkup = createContext<ReadonlyMap<number, IslandMark> | null>(null);
