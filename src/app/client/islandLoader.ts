// The script of a page with islands: it hydrates each island when its trigger fires, and only then loads React,
// styled-components and that island's code (./hydrateIsland.tsx), or for a script island only its script
// (./runIslandScript.ts). It must stay tiny (tests/site/browser/budgets.test.ts):
// nothing here may import React or a block.
import type { IslandTrigger } from '../../blocks/island';
import { HELD_INPUT, ISLAND_DATA_ID } from './pageIds';
import type { HeldInput } from './pageScriptStarter';

/** Input that wakes an island at once, whatever its trigger: the visitor is about to use it. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;
/** How far outside the viewport a `visible` island starts hydrating, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '200px';

// Where idle callbacks are missing, a short timer: an island a visitor may reach for should not wait long.
const whenIdle = (callback: () => void) => {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

type Hydration = typeof import('./hydrateIsland');
type Scripts = typeof import('./runIslandScript');
const imported = new Map<string, Promise<unknown>>();

/**
 * A module the page names on its island data (`data-hydrate`: the hydration module for React islands; `data-scripts`:
 * the runner of script islands; each the module first, then its imports, fetched alongside it), imported by that URL
 * rather than by a bundler import: Vite would wrap that in its preload helper, which would outweigh this loader.
 */
function importNamed<T>(attribute: 'hydrate' | 'scripts'): Promise<T> {
  if (!imported.has(attribute)) {
    const [module, ...chunks] = (document.getElementById(ISLAND_DATA_ID)?.dataset[attribute] ?? '').split(' ');
    for (const href of chunks) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    imported.set(attribute, import(/* @vite-ignore */ module!));
  }
  return imported.get(attribute) as Promise<T>;
}

/** Brings one island alive: hydrates a React island, or runs a script island's script on it. */
const bringAlive = (element: HTMLElement): Promise<void> =>
  element.hasAttribute('data-script')
    ? importNamed<Scripts>('scripts').then(({ runIslandScript }) => runIslandScript(element))
    : importNamed<Hydration>('hydrate').then(({ hydrateIsland }) => hydrateIsland(element, document.getElementById(ISLAND_DATA_ID)));

/**
 * A click on a button, or a form's submit, that arrives before the island has hydrated: held back (a submit would
 * otherwise be sent as a plain page request) and replayed once React handles the island.
 */
function earlyInput(event: Event): (() => void) | null {
  const target = event.target as Element;
  if (event.type === 'submit') {
    const form = target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    return () => form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
  }
  // Links, checkboxes and radios work as HTML already; what they changed is there for the island when it hydrates.
  const button = target.closest?.('button, [role="button"]');
  return button ? () => (button as HTMLElement).click() : null;
}

/** Watches one island; returns what takes an input held for it before the loader ran (it wakes the island). */
function watch(element: HTMLElement, when: IslandTrigger): (event: Event) => void {
  let isWoken = false;
  let replay: (() => void) | null = null;
  const controller = new AbortController();
  const wake = () => {
    if (isWoken) return;
    isWoken = true;
    void bringAlive(element).finally(() => {
      controller.abort();
      replay?.();
    });
  };
  const hold = (event: Event) => {
    if (element.hasAttribute('data-hydrated')) return;
    const action = earlyInput(event);
    if (!action) return wake();
    event.preventDefault();
    event.stopImmediatePropagation();
    replay ??= action;
    wake();
  };
  const options = { capture: true, passive: true, signal: controller.signal };
  for (const type of WAKE_EVENTS) element.addEventListener(type, wake, options);
  for (const type of ['click', 'submit']) element.addEventListener(type, hold, { capture: true, signal: controller.signal });
  if (when === 'load') wake();
  else if (when === 'idle') whenIdle(wake);
  else if (when === 'visible') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: VISIBLE_MARGIN });
    observer.observe(element);
    controller.signal.addEventListener('abort', () => observer.disconnect());
  }
  return (event) => {
    replay ??= earlyInput(event);
    wake();
  };
}

/**
 * Watches every island of the page; one whose media query does not match waits until it does. Then takes over the
 * input the page's starter held while this script loaded: each held click or submit wakes its island and is replayed
 * after hydration (or at once, as plain HTML would have it, where the island is not watched).
 */
export function startIslands(doc: Document = document) {
  const takers = new Map<Element, (event: Event) => void>();
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = (element.dataset.when ?? 'load') as IslandTrigger;
    const media = element.dataset.media ? window.matchMedia(element.dataset.media) : null;
    if (!media || media.matches) takers.set(element, watch(element, when));
    else media.addEventListener('change', () => watch(element, when), { once: true });
  }
  const held = (window as unknown as Record<string, HeldInput | undefined>)[HELD_INPUT];
  if (!held) return;
  held.release();
  for (const event of held.events.splice(0)) {
    const take = takers.get((event.target as Element).closest('[data-island]')!);
    if (take) take(event);
    else earlyInput(event)?.();
  }
}
