import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BROWSER_ENTRIES } from './scripts/lib/browserEntries';
import babel from 'vite-plugin-babel';
import { islandModules } from './src/blocks/islandModulesPlugin';
import { namedSiteRoot } from './src/content/siteRoot';
import { siteContent } from './src/content/vitePlugin';
import { iconSprite } from './src/icons/spritePlugin';
import { devEmailEndpoint } from './src/server/devEmailPlugin';
import { devPages } from './src/server/devPagesPlugin';

export default defineConfig(({ command }) => {
  const content = siteContent();
  return {
  // Pages are rendered by the server entry (src/server/devPagesPlugin.ts in development), never an index.html.
  appType: 'custom',
  // `--root DIR` (scripts/lib/siteRootOption.ts): the site's public/ is DIR's; otherwise Vite's default, root/public.
  publicDir: namedSiteRoot() ? join(namedSiteRoot()!, 'public') : undefined,
  plugins: [
    content,
    // The sprite holds the icons the content names (and the interface's own).
    iconSprite(() => content.api.usedIcons()),
    devEmailEndpoint(),
    devPages(),
    islandModules(),
    // Stable, file-based styled-components class names, identical on the server and in the browser
    // however code-split chunks load: without it the names follow the order in which styled() calls run, and
    // code-split routes hydrated with different class names than they were prerendered with.
    babel({
      // Every source file: styled components are declared in .ts files too (shared button and drawer styles), and
      // one left out would take its class name from the order in which modules load.
      include: /\/src\/.*\.tsx?$/,
      exclude: /node_modules/,
      babelConfig: {
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: command === 'serve', fileName: false, pure: true }]],
      },
    }),
    react(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  ssr: {
    noExternal: ['styled-components'],
  },
  build: {
    manifest: true,
    target: 'es2022',
    // An island's chunks are fetched only when it wakes, all at once (the page lists the hydration chunks, and Vite's
    // preload helper each block chunk's dependencies); every browser the site supports has modulepreload: no polyfill.
    modulePreload: { polyfill: false },
    // Assets that only server-rendered HTML refers to (the font, the icon sprite, responsive images) are emitted by
    // the server build too; scripts/build.ts moves them beside the browser's.
    ssrEmitAssets: true,
    rolldownOptions: {
      // The browser gets its entries (scripts/lib/browserEntries.ts) and nothing else of the app. phoneMenuFallback
      // is an entry, not a dynamic import: Vite would wrap that in its preload helper, on every page. The server
      // build replaces this input with src/entry-server.tsx.
      input: { ...BROWSER_ENTRIES },
      // Vite drops an app entry's exports by default; `hydrateIsland` and `runIslandScript` are what the loader calls.
      preserveEntrySignatures: 'exports-only',
      // The build prints a short summary; timing tables about plugins are for profiling (npm run bench).
      checks: { bundlerTimings: false },
    },
  },
};
});
