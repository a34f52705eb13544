// The block types that come alive in the browser, and when. A block type absent from this registry is static: it is
// rendered to HTML at build time and its component never reaches the browser. An entry's `load` is the only route by
// which a block component's code gets into the client bundle, so an interactive block that is not listed here ships
// no JavaScript (tests/blocks/islands.test.ts renders every static block's examples and fails on event handlers).
import type { ComponentType } from 'react';
import type { BlockOf, BlockType } from './schemas';
import type { BlockProps } from './types';

/**
 * When an island hydrates: `load` at once, `idle` once the page has loaded and the browser is idle, `visible` when it
 * comes near the viewport, `interaction` at the first pointer, focus or key event inside it. Every trigger also fires
 * on an interaction, so early input is never lost to an island still waiting for its turn.
 */
export type IslandTrigger = 'load' | 'idle' | 'visible' | 'interaction';

type IslandTiming<T extends BlockType> = {
  when: IslandTrigger;
  /** A media query the page must match for the island to hydrate; elsewhere the block stays static HTML. */
  media?: string;
  /** For blocks whose behaviour depends on their data: false keeps this block static. */
  isInteractive?: (block: BlockOf<T>) => boolean;
};

/** A block that hydrates as its own React root: React, styled-components and its component load when it wakes. */
export type ReactIsland<T extends BlockType> = IslandTiming<T> & {
  load: () => Promise<{ default: ComponentType<BlockProps<BlockOf<T>>> }>;
};

/**
 * What a script island runs on its block's element (the server's HTML, never hydrated) when it wakes; it may return a
 * function that undoes it.
 */
export type IslandScript = (element: HTMLElement) => (() => void) | void;

/** A block whose small behaviour needs no React: its server HTML stays, and a plain script brings it alive. */
export type ScriptIsland<T extends BlockType> = IslandTiming<T> & {
  script: () => Promise<{ default: IslandScript }>;
};

export type IslandSpec<T extends BlockType> = ReactIsland<T> | ScriptIsland<T>;

type IslandRegistry = { [T in BlockType]?: IslandSpec<T> };

const motionAllowed = '(prefers-reduced-motion: no-preference)';

export const islands = {
  // The background video is only wanted by visitors who accept motion; everyone else keeps the poster. Starting a
  // video needs no React: a hero is a script island.
  hero: { when: 'idle', media: motionAllowed, isInteractive: (block) => block.video !== undefined, script: () => import('./hero/startHeroVideo') },
  carousel: { when: 'visible', load: () => import('./carousel/Carousel') },
  // Moving cards between list items needs no React: the first pointer, focus or key in the block starts its script,
  // and the click that did so is replayed once it runs.
  'value-rotator': { when: 'interaction', script: () => import('./value-rotator/rotateValues') },
  // Tilt follows a fine pointer; on touch screens and for reduced motion the cards are plain HTML.
  'card-grid': { when: 'visible', media: `(hover: hover) and (pointer: fine) and ${motionAllowed}`, isInteractive: (block) => block.tilt, load: () => import('./card-grid/CardGrid') },
  'contact-form': { when: 'visible', load: () => import('./contact-form/ContactForm') },
  // Both start on a click: the click that wakes them is replayed once they have hydrated.
  map: { when: 'interaction', load: () => import('./map/MapEmbed') },
  video: { when: 'interaction', load: () => import('./video/VideoBlock') },
} satisfies IslandRegistry;

export type IslandType = keyof typeof islands;

export const isScriptIsland = <T extends BlockType>(spec: IslandSpec<T>): spec is ScriptIsland<T> => 'script' in spec;

/** The island entry of a block type, whatever a block's data says, or null when the type is always static. */
export const islandSpecOf = (type: BlockType): IslandSpec<BlockType> | null => ((islands as IslandRegistry)[type] as IslandSpec<BlockType> | undefined) ?? null;

/** The island entry of a block, or null when the block is static HTML. */
export function islandOf(block: { type: BlockType }): IslandSpec<BlockType> | null {
  const spec = islandSpecOf(block.type);
  if (!spec) return null;
  return !spec.isInteractive || spec.isInteractive(block as never) ? spec : null;
}
