import { useContext } from 'react';
import { BlockContent } from './BlockContent';
import { blockComponent } from './loadBlocks';
import { IslandMarkup } from './islandMarkup';
import type { PageData } from './pageData';
import { headingLevel } from './headingLevel';

// A function, not a replacement string: a `$&` or `$'` in the title is text, not a pattern.
export const documentTitle = (template: string, title: string) => template.replace('%s', () => title);

/** What a block component receives at a position on the page. */
export const blockPropsAt = (page: PageData, index: number) => ({ block: page.blocks[index]!, level: headingLevel(index), isFirst: index === 0 });

/**
 * Renders a page's blocks in order, each inside its own error boundary. Knows no block by name. On the server an
 * interactive block arrives already rendered as its own root (an island, see IslandMarkup) and is placed as it is,
 * marked with when the browser should hydrate it.
 */
export function PageView({ page }: { page: PageData }) {
  const islands = useContext(IslandMarkup);
  return page.blocks.map((block, index) => {
    const source = page.sources?.[index];
    const island = islands?.get(index);
    const common = { id: block.anchor, 'data-block': block.type, 'data-source': source };
    if (island) {
      return <div key={index} {...common} data-island={index} data-when={island.when} data-media={island.media} dangerouslySetInnerHTML={{ __html: island.html }} />;
    }
    return (
      <div key={index} {...common}>
        <BlockContent Component={blockComponent(block.type)} props={blockPropsAt(page, index)} index={index} source={source} />
      </div>
    );
  });
}
