// The one inline script of every page (its hash is in the CSP): it starts the page's module script once the page has
// loaded and its first screen has been painted, so on a slow phone the script neither competes with the first screen's
// picture for the network nor runs before that picture is painted. A visitor who reaches for an interactive block
// earlier starts it at once, and a click on one of its buttons or a form submit made meanwhile is held here and handed
// to the island loader, which replays it once the block has hydrated (src/app/client/islandLoader.ts).
//
// The server inlines the function's own source text (`String(startPageScript)`), so it may use nothing but its
// parameters and the browser's globals: no imports, no module constants.

import { HELD_INPUT } from './pageIds';

/** What the starter hands to the island loader under the page's `HELD_INPUT` global. */
export type HeldInput = { events: Event[]; release: () => void };

/**
 * `starter` is the inline script element: its `data-modules` are the modules to load and `data-preload` the chunks
 * they import, fetched alongside them (both space-separated URLs).
 */
export function startPageScript(starter: HTMLScriptElement, heldKey: string) {
  const { modules, preload } = starter.dataset;
  const held: Event[] = [];
  const types = ['pointerdown', 'click', 'submit'];
  let isStarted = false;
  const append = (tag: string, properties: object) => document.head.append(Object.assign(document.createElement(tag), properties));
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    for (const href of preload?.split(' ') ?? []) if (href) append('link', { rel: 'modulepreload', href });
    for (const src of modules?.split(' ') ?? []) if (src) append('script', { type: 'module', src });
  };
  const hold = (event: Event) => {
    const target = event.target as Element;
    if (!target.closest?.('[data-island]')) return;
    start();
    // Links, checkboxes and radios work as HTML already; a button's click or a submit would be lost or sent as a
    // plain page request.
    if (event.type === 'submit' || (event.type === 'click' && target.closest('button, [role="button"]'))) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push(event);
    }
  };
  for (const type of types) addEventListener(type, hold, true);
  (window as unknown as Record<string, HeldInput>)[heldKey] = { events: held, release: () => types.forEach((type) => removeEventListener(type, hold, true)) };
  // The load event often comes before the first paint: two frames later, the first screen has been painted.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(start));
  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint);
}

/** The inline script's text: the starter called with its own element. */
export const pageScriptStarter = () => `(${String(startPageScript)})(document.currentScript, ${JSON.stringify(HELD_INPUT)})`;
