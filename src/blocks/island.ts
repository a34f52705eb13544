// The island of a block (its folder's view.ts): whether a block type comes alive in the browser, and when. It imports no
// schema, so the browser's island runtime can read it (zod never reaches a visitor). A block type without an island
// is static: it is rendered to HTML at build time and its component never reaches the browser. An island's `load` or
// `script` is the only route by which a block's code gets into the client bundle, so an interactive block without an
// island ships no JavaScript (tests/blocks/islands.test.tsx renders every static block's examples and fails on event
// handlers).
import type { ComponentType } from 'react';
import type { BlockProps } from './types';

/**
 * When an island hydrates: `load` at once, `idle` once the page has loaded and the browser is idle, `visible` when it
 * comes near the viewport, `interaction` at the first pointer, focus or key event inside it. Every trigger also fires
 * on an interaction, so early input is never lost to an island still waiting for its turn.
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

type IslandTiming<B> = {
  when: IslandTrigger;
  /** A media query the page must match for the island to hydrate; elsewhere the block stays static HTML. */
  media?: string;
  /** For blocks whose behaviour depends on their data: false keeps this block static. */
  isInteractive?: (block: B) => boolean;
};

/** A block that hydrates as its own React root: React, styled-components and its component load when it wakes. */
export type ReactIsland<B> = IslandTiming<B> & {
  load: () => Promise<{ default: ComponentType<BlockProps<B>> }>;
};

/**
 * What a script island runs on its block's element (the server's HTML, never hydrated) when it wakes; it may return a
 * function that undoes it.
 */
export type IslandScript = (element: HTMLElement) => (() => void) | void;

/** A block whose small behaviour needs no React: its server HTML stays, and a plain script brings it alive. */
export type ScriptIsland<B> = IslandTiming<B> & {
  script: () => Promise<{ default: IslandScript }>;
};

export type IslandSpec<B> = ReactIsland<B> | ScriptIsland<B>;

/** Types the island of a block folder's `view.ts` (the browser reads it through ./islandTable.ts, the server through ./views.ts). */
export const defineIsland = <B>(island: IslandSpec<B>): IslandSpec<B> => island;

export const isScriptIsland = <B>(spec: IslandSpec<B>): spec is ScriptIsland<B> => 'script' in spec;

/** The island of a block given its type's island, or null when this block is static HTML. */
export function activeIsland<B>(spec: IslandSpec<B> | undefined, block: B): IslandSpec<B> | null {
  if (!spec) return null;
  return !spec.isInteractive || spec.isInteractive(block) ? spec : null;
}

export const motionAllowed = '(prefers-reduced-motion: no-preference)';
