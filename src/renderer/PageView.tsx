import { Suspense, useEffect, useMemo } from 'react';
import { HydrateWhenIdle, useHydrationGates } from './progressiveHydration';
import { BlockBoundary } from './BlockBoundary';
import { BlockFallback } from './blockFailures';
import { blockComponent } from './loadBlocks';
import type { PageData } from './pageData';
import { headingLevel } from './headingLevel';

type PageViewProps = { page: PageData; titleTemplate: string };

// A function, not a replacement string: a `$&` or `$'` in the title is text, not a pattern.
export const documentTitle = (template: string, title: string) => template.replace('%s', () => title);

/**
 * Renders a page's blocks in order, each inside its own error boundary. Knows no block by name. Blocks below the first
 * hydrate one at a time once the page is idle (renderer/progressiveHydration.tsx).
 */
export function PageView({ page, titleTemplate }: PageViewProps) {
  useEffect(() => {
    document.title = documentTitle(titleTemplate, page.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [page, titleTemplate]);

  // The first block hydrates with the header and footer; every block after it waits for its turn.
  const gates = useHydrationGates(page.blocks.length - 1);
  // The same elements on every render of the same page: a re-render must not count as an update to a block still
  // waiting to hydrate (React would then drop its prerendered HTML and render it again from scratch).
  return useMemo(
    () =>
      page.blocks.map((block, index) => {
        const BlockComponent = blockComponent(block.type);
        const source = page.sources?.[index];
        const content = (
          <BlockBoundary type={block.type} source={source} position={index + 1}>
            <Suspense fallback={<BlockFallback index={index} type={block.type} />}>
              <BlockComponent block={block} level={headingLevel(index)} isFirst={index === 0} />
            </Suspense>
          </BlockBoundary>
        );
        return (
          <div key={index} id={block.anchor} data-block={block.type} data-source={source}>
            {index === 0 ? (
              content
            ) : (
              <Suspense fallback={null}>
                <HydrateWhenIdle gate={gates[index - 1] ?? null}>{content}</HydrateWhenIdle>
              </Suspense>
            )}
          </div>
        );
      }),
    [page, gates],
  );
}
