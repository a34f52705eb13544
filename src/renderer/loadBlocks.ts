import { lazy, type ComponentType } from 'react';
import type { BlockType } from '../blocks/registry';
import { views } from '../blocks/views';
import type { BlockProps } from '../blocks/types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlockComponent = ComponentType<BlockProps<any>>;

const loaded = new Map<BlockType, AnyBlockComponent>();
const lazyFallbacks = new Map<BlockType, AnyBlockComponent>();

/**
 * Loads the components of the given block types. Routes await this before rendering, so the first
 * render (on the server, at hydration and after navigation) never waits on a chunk.
 */
export async function loadBlocks(types: Iterable<BlockType>): Promise<void> {
  await Promise.all(
    [...new Set(types)].map(async (type) => {
      if (loaded.has(type)) return;
      const module = await views[type]!.component();
      loaded.set(type, module.default as AnyBlockComponent);
    }),
  );
}

/** The component for a block type: immediately if loaded, otherwise a lazy one (inside Suspense). */
export function blockComponent(type: BlockType): AnyBlockComponent {
  const ready = loaded.get(type);
  if (ready) return ready;
  let fallback = lazyFallbacks.get(type);
  if (!fallback) {
    fallback = lazy(() => views[type]!.component() as Promise<{ default: AnyBlockComponent }>);
    lazyFallbacks.set(type, fallback);
  }
  return fallback;
}

/**
 * Loads every block type's component, one at a time in the order of their names. Styled-components numbers its rule
 * groups in the order components are defined, and a page's CSS follows those numbers: loaded in parallel, as pages
 * ask for them, the components would be defined in whatever order their chunks arrived, and two builds of the same
 * content would write their rules in different orders. The server renderer awaits this before its first page.
 */
export async function loadEveryBlockInOrder(): Promise<void> {
  for (const type of Object.keys(views).sort()) await loadBlocks([type as BlockType]);
}
