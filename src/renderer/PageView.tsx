import { useContext } from 'react';
import { BlockContent } from './BlockContent';
import { blockComponent } from './loadBlocks';
import { IslandMarkup } from './islandMarkup';
import type { PageData } from './pageData';
import { headingLevel } from './headingLevel';
import { hasSectionMenu, pageSections } from './pageSections';
import { SectionMenu } from './SectionMenu';

/** What a block component receives at a position on the page. */
export const blockPropsAt = (page: PageData, index: number) => ({ block: page.blocks[index]!, level: headingLevel(index), isFirst: index === 0 });

/**
 * Renders a page's blocks in order, each inside its own error boundary. Knows no block by name. On the server an
 * interactive block arrives already rendered as its own root (an island, see IslandMarkup) and is placed as it is,
 * marked with when the browser should hydrate it; a script island is rendered in place, marked the same way and with
 * `data-script`. A long page gets a menu of its sections after its first block.
 */
export function PageView({ page }: { page: PageData }) {
  const islands = useContext(IslandMarkup);
  const { ids, sections } = pageSections(page);
  const blocks = page.blocks.map((block, index) => {
    const source = page.sources?.[index];
    const island = islands?.get(index);
    const common = { id: ids[index], 'data-block': block.type, 'data-source': source };
    const mark = island && { 'data-island': index, 'data-when': island.when, 'data-media': island.media };
    if (island && 'html' in island) return <div key={index} {...common} {...mark} dangerouslySetInnerHTML={{ __html: island.html }} />;
    return (
      <div key={index} {...common} {...mark} data-script={island ? '' : undefined}>
        <BlockContent Component={blockComponent(block.type)} props={blockPropsAt(page, index)} index={index} source={source} />
      </div>
    );
  });
  if (!hasSectionMenu(page, sections)) return blocks;
  return [blocks[0], <SectionMenu key="sections" sections={sections} />, ...blocks.slice(1)];
}
