// Loaded by the island loader when the first island of the page wakes: React, styled-components and the island's own
// block code, nothing else of the site.
import { hydrateRoot } from 'react-dom/client';
import { labels } from 'virtual:site/labels';
import { isScriptIsland } from '../../blocks/island';
import { islandOf } from '../../blocks/islandTable';
import { islandIdPrefix, IslandRoot, type IslandData } from '../../renderer/IslandRoot';
import { registerServerStyles } from '../../theme/serverStyles';

let pageData: IslandData | undefined;

function islandData(dataElement: HTMLElement | null): IslandData {
  // Registered once, before the first island hydrates: every class the server rendered is then known, so hydration
  // injects no rule twice, and the server's style element stays the page's stylesheet.
  if (!pageData) registerServerStyles();
  pageData ??= JSON.parse(dataElement?.textContent ?? '{"islands":{}}') as IslandData;
  return pageData;
}

/**
 * Hydrates one island in its own root; resolves once React has committed it (then it carries `data-hydrated`).
 * `dataElement` is the page's island data (the loader finds it, so this chunk shares no code with the loader's).
 */
export async function hydrateIsland(element: HTMLElement, dataElement: HTMLElement | null): Promise<void> {
  const data = islandData(dataElement);
  const island = data.islands[element.dataset.island ?? ''];
  if (!island) throw new Error(`No data for island ${element.dataset.island}`);
  const spec = islandOf(island.props.block);
  if (!spec || isScriptIsland(spec)) throw new Error(`Block type ${island.props.block.type} is not a React island`);
  const { default: Component } = await spec.load();
  await new Promise<void>((committed) => {
    hydrateRoot(element, <IslandRoot Component={Component} labels={labels} {...island} onCommit={committed} />, { identifierPrefix: islandIdPrefix(island.index) });
  });
  element.setAttribute('data-hydrated', '');
}
