// Loaded by the island loader when a script island wakes (a block whose behaviour needs no React, see
// blocks/islands.ts): that block type's script, nothing else of the site.
import { islandSpecOf, isScriptIsland } from '../../blocks/islands';
import type { BlockType } from '../../blocks/schemas';

/** Runs the script of the block in `element` (a `data-script` island) on it. */
export async function runIslandScript(element: HTMLElement): Promise<void> {
  const spec = islandSpecOf(element.dataset.block as BlockType);
  if (!spec || !isScriptIsland(spec)) throw new Error(`Block type ${element.dataset.block} has no island script`);
  const { default: run } = await spec.script();
  run(element);
  element.setAttribute('data-hydrated', '');
}
