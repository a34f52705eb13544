import { Suspense, type ComponentType } from 'react';
import type { Block } from '../blocks/registry';
import type { BlockProps } from '../blocks/types';
import { BlockBoundary } from './BlockBoundary';
import { BlockFallback } from './blockFailures';

type BlockContentProps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<BlockProps<any>>;
  props: BlockProps<Block>;
  index: number;
  source?: string | undefined;
};

/**
 * One block inside its own error boundary, the same on a static page, in an island's root and in the studio's
 * preview: a block that throws leaves the rest of the page (or of the island) standing.
 */
export function BlockContent({ Component, props, index, source }: BlockContentProps) {
  const { type } = props.block;
  return (
    <BlockBoundary type={type} source={source} position={index + 1}>
      <Suspense fallback={<BlockFallback index={index} type={type} />}>
        <Component {...props} />
      </Suspense>
    </BlockBoundary>
  );
}
