import { describe, expect, it } from 'vitest';
import { islandModules, ISLAND_MODULES_FILE } from '../../src/blocks/islandModulesPlugin';

const root = '/project';
// The module graph of a browser build: the island table imports two views; the hero's view also names its component,
// which the table's tree-shaking left out of the bundle, and the card grid's component loads its tilt on its own.
const graph: Record<string, { importedIds?: string[]; dynamicImporters?: string[] }> = {
  '/project/src/blocks/islandTable.ts': { importedIds: ['/project/src/blocks/hero/view.ts', '/project/src/blocks/card-grid/view.ts'] },
  '/project/src/blocks/hero/startHeroVideo.ts': { dynamicImporters: ['/project/src/blocks/hero/view.ts'] },
  '/project/src/blocks/card-grid/CardGrid.tsx': { dynamicImporters: ['/project/src/blocks/card-grid/view.ts'] },
  '/project/src/blocks/card-grid/TiltEffect.tsx': { dynamicImporters: ['/project/src/blocks/card-grid/CardGrid.tsx'] },
};
const dynamicChunk = (facadeModuleId: string) => ({ type: 'chunk', isDynamicEntry: true, facadeModuleId });
const bundle = {
  'assets/startHeroVideo.js': dynamicChunk('/project/src/blocks/hero/startHeroVideo.ts'),
  'assets/CardGrid.js': dynamicChunk('/project/src/blocks/card-grid/CardGrid.tsx'),
  'assets/TiltEffect.js': dynamicChunk('/project/src/blocks/card-grid/TiltEffect.tsx'),
  'assets/everyPage.js': { type: 'chunk', isDynamicEntry: false, facadeModuleId: '/project/src/app/client/everyPage.ts' },
};

function emitted(consumer: 'client' | 'server') {
  const plugin = islandModules() as unknown as { configResolved: (config: { root: string }) => void; generateBundle: (this: unknown, options: unknown, bundle: unknown) => void };
  plugin.configResolved({ root });
  const files: Array<{ fileName: string; source: string }> = [];
  const context = { environment: { config: { consumer } }, getModuleInfo: (id: string) => graph[id] ?? null, emitFile: (file: { fileName: string; source: string }) => files.push(file) };
  plugin.generateBundle.call(context, {}, bundle);
  return files;
}

describe('the map of island modules', () => {
  it("names, for each view of the island table, the module its island loads, by source paths from the root", () => {
    const [file] = emitted('client');
    expect(file?.fileName).toBe(ISLAND_MODULES_FILE);
    expect(JSON.parse(file!.source)).toEqual({ 'src/blocks/card-grid/view.ts': 'src/blocks/card-grid/CardGrid.tsx', 'src/blocks/hero/view.ts': 'src/blocks/hero/startHeroVideo.ts' });
  });

  it('is written by the browser build only', () => {
    expect(emitted('server')).toEqual([]);
  });
});
