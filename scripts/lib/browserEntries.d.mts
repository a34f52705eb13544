export const BROWSER_ENTRIES: Readonly<{ everyPage: string; islandPage: string; hydrateIsland: string; runIslandScript: string; phoneMenuFallback: string }>;
