// The browser build's entries, named once: the build's inputs (vite.config.ts), the keys the page writer reads in
// Vite's manifest (./manifest.ts) and the modules the development server names (src/server/devPagesPlugin.ts).
// Every page loads everyPage (the header), a page with islands islandPage (the loader) too; the loader imports
// hydrateIsland (React islands) or runIslandScript (script islands) by the URL the page names when an island wakes,
// and the header enhancer imports phoneMenuFallback, by the URL the page names too, only in an engine without invoker
// commands or closedby. Each is a source path from the project's root, the form of a key in Vite's manifest.
export const BROWSER_ENTRIES: Readonly<Record<'everyPage' | 'islandPage' | 'hydrateIsland' | 'runIslandScript' | 'phoneMenuFallback', string>> = Object.freeze({
  everyPage: 'src/app/client/everyPage.ts',
  islandPage: 'src/app/client/islandPage.ts',
  hydrateIsland: 'src/app/client/hydrateIsland.tsx',
  runIslandScript: 'src/app/client/runIslandScript.ts',
  phoneMenuFallback: 'src/layout/phoneMenuFallback.ts',
});
