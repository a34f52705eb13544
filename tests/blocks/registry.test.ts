// The build finds the chunk of a block type by its folder (scripts/lib/manifest.mjs looks for src/blocks/<type>/ in
// Vite's manifest), so a block whose folder and `type` differ would be prerendered without its script preloaded.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockComponents } from '../../src/blocks/components';
import { blockTypes } from '../../src/blocks/schemas';

const blocksDir = fileURLToPath(new URL('../../src/blocks/', import.meta.url));
const blockFolders = readdirSync(blocksDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/** `type: () => import('./folder/Component')` pairs of the browser registry, read from its source. */
function registryFolders(source: string): [string, string][] {
  return [...source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/([^/']+)\//gm)].map((match) => [match[1]!, match[2]!]);
}

describe('each block type lives in the folder of the same name', () => {
  it('has one folder per block type, and no other', () => {
    expect([...blockFolders].sort()).toEqual([...blockTypes].sort());
  });

  it('loads each type’s component from its own folder', () => {
    const pairs = registryFolders(readFileSync(`${blocksDir}components.ts`, 'utf8'));
    expect(pairs.map(([type]) => type).sort()).toEqual(Object.keys(blockComponents).sort());
    for (const [type, folder] of pairs) expect(folder, `block type "${type}"`).toBe(type);
  });

  it('declares each type in its own folder’s schema', () => {
    for (const folder of blockFolders) {
      const schema = readFileSync(`${blocksDir}${folder}/schema.ts`, 'utf8');
      expect(schema, `src/blocks/${folder}/schema.ts`).toContain(`type: z.literal('${folder}')`);
    }
  });

  it('reads the registry’s source as written', () => {
    expect(registryFolders("  hero: () => import('./hero/Hero'),\n  'call-to-action': () => import('./cta/CallToAction'),")).toEqual([
      ['hero', 'hero'],
      ['call-to-action', 'cta'],
    ]);
  });
});
