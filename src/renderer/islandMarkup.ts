import { createContext } from 'react';
import type { IslandTrigger } from '../blocks/island';

/**
 * An island as the server marks it: when the browser should bring it alive, and either the HTML it rendered on its own
 * (a React island, hydrated as its own root) or `script` (a script island, rendered in place and never hydrated).
 */
export type IslandMark = { when: IslandTrigger; media?: string | undefined } & ({ html: string } | { script: true });

/**
 * Provided by the server renderer only: the islands of the page being rendered, by block position. The page's render
 * places each one's HTML in its block's element instead of rendering the block again; without it (the studio's
 * preview) every block renders in place.
 */
export const IslandMarkup = createContext<ReadonlyMap<number, IslandMark> | null>(null);
