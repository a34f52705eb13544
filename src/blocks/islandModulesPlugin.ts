// Which module of the browser build is each block view's island: the module its `load` or `script` imports. The page
// writer needs it to link an island's stylesheets, and Vite's manifest names chunks by their modules but not who
// imports them dynamically; this plugin reads that from the module graph, where the bundler recorded it.
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build writes the map: beside Vite's manifest, never served (see src/server/hostRules.ts). */
export const ISLAND_MODULES_FILE = '.vite/islands.json';

/**
 * Emits `.vite/islands.json` in the browser build: each view module the island table imports (./islandTable.ts), by
 * its source path from the root, with the source path of the module its island loads (a key of Vite's manifest). The
 * table imports each view's `island` only, so the view's modules that remain dynamic entries are its island's.
 */
export function islandModules(): Plugin {
  let root = '';
  return {
    name: 'site-island-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const source = (id: string) => relative(root, id).split('\\').join('/');
      const views = new Set(this.getModuleInfo(resolve(root, 'src/blocks/islandTable.ts'))?.importedIds ?? []);
      const islands: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        for (const importer of this.getModuleInfo(chunk.facadeModuleId)?.dynamicImporters ?? []) if (views.has(importer)) islands[source(importer)] = source(chunk.facadeModuleId);
      }
      const sorted = Object.fromEntries(Object.entries(islands).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: 'asset', fileName: ISLAND_MODULES_FILE, source: `${JSON.stringify(sorted, null, 2)}\n` });
    },
  };
}
