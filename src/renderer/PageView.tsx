import { Suspense, useEffect } from 'react';
import { BlockBoundary } from './BlockBoundary';
import { blockComponent } from './loadBlocks';
import type { PageData } from './pageData';
import { headingLevel } from './headingLevel';

type PageViewProps = { page: PageData; titleTemplate: string };

export const documentTitle = (template: string, title: string) => template.replace('%s', title);

/** Renders a page's blocks in order, each inside its own error boundary. Knows no block by name. */
export function PageView({ page, titleTemplate }: PageViewProps) {
  useEffect(() => {
    document.title = documentTitle(titleTemplate, page.title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [page, titleTemplate]);

  return (
    <>
      {page.blocks.map((block, index) => {
        const BlockComponent = blockComponent(block.type);
        const source = page.sources?.[index];
        return (
          <div key={index} id={block.anchor} data-block={block.type} data-source={source}>
            <BlockBoundary type={block.type} source={source}>
              <Suspense fallback={null}>
                <BlockComponent block={block} level={headingLevel(index)} isFirst={index === 0} />
              </Suspense>
            </BlockBoundary>
          </div>
        );
      })}
    </>
  );
}
