// Loaded by the island loader when a script island wakes (a block whose behaviour needs no React, see
// a block folder's island.ts): that block type's script, nothing else of the site.
import { isScriptIsland } from '../../blocks/island';
import { islandSpecOf } from '../../blocks/islandTable';

/** Runs the script of the block in `element` (a `data-script` island) on it. */
export async function runIslandScript(element: HTMLElement): Promise<void> {
  const spec = islandSpecOf(element.dataset.block ?? '');
  if (!spec || !isScriptIsland(spec)) throw new Error(`Block type ${element.dataset.block} has no island script`);
  const { default: run } = await spec.script();
  run(element);
  element.setAttribute('data-hydrated', '');
}
