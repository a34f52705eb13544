// Names the prerendered page and its scripts share (the page's HTML is written by scripts/lib/pageHtml.ts).

/**
 * The JSON data element with every React island's props; its `data-hydrate` names the hydration chunks and its
 * `data-scripts` those of the script islands' runner.
 */
export const ISLAND_DATA_ID = 'island-data';

/** The global in which the page's inline starter leaves the input it held for the island loader. */
export const HELD_INPUT = 'siteHeldInput';
