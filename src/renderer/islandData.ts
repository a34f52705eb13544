// The page's island data, apart from the island list (./pageIslands.ts) so that the page writer
// (scripts/lib/pageHtml.ts) imports it without the block views, which only Vite can load.
import type { IslandData } from './IslandRoot';
import type { PageIsland } from './pageIslands';

/** What the page's data script carries for the browser: the React islands' props by position (scripts need none). */
export const islandDataOf = (islands: readonly PageIsland[]): IslandData => ({
  islands: Object.fromEntries(islands.flatMap((island) => (island.kind === 'react' ? [[island.index, island.props]] : []))),
});
