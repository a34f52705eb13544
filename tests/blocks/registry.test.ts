// Each block type is one folder (src/blocks/<type>/): its block.ts (the definition, one line of the registry) and its
// view.ts (component and island, found by folder). The build finds the chunk of a block type by its folder
// (scripts/lib/manifest.ts looks for src/blocks/<type>/ in Vite's manifest), so folder and type must agree.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandTable } from '../../src/blocks/islandTable';
import { blockDefinitions, blockTypes } from '../../src/blocks/registry';
import { views } from '../../src/blocks/views';

const blocksDir = fileURLToPath(new URL('../../src/blocks/', import.meta.url));
const blockFolders = readdirSync(blocksDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('each block type lives in the folder of the same name', () => {
  it('has one folder per block type, and no other', () => {
    expect([...blockFolders].sort()).toEqual([...blockTypes].sort());
  });

  it('defines each type in its own folder, with the examples it names there', () => {
    for (const definition of blockDefinitions) {
      expect(definition.folder, definition.type).toBe(`src/blocks/${definition.type}`);
      expect(existsSync(`${blocksDir}${definition.type}/block.ts`), `src/blocks/${definition.type}/block.ts`).toBe(true);
      for (const example of definition.examples) expect(existsSync(`${blocksDir}${definition.type}/${example}`), `${definition.folder}/${example}`).toBe(true);
    }
  });

  it('gives every block type a view with its component, and no folder a view without a definition', () => {
    expect(Object.keys(views).sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) expect(typeof views[type]!.component, type).toBe('function');
  });

  it("gives the browser the same islands as the server (each view's island, and no other)", () => {
    const islands = Object.fromEntries(Object.entries(views).flatMap(([type, view]) => (view.island ? [[type, view.island]] : [])));
    expect(Object.keys(islandTable).sort()).toEqual(['card-grid', 'carousel', 'contact-form', 'hero', 'map', 'value-rotator', 'video']);
    expect(Object.keys(islandTable).sort()).toEqual(Object.keys(islands).sort());
    for (const [type, island] of Object.entries(islandTable)) expect(island, type).toBe(islands[type]);
  });
});
