// The script of a page with islands: it hydrates each island when its trigger fires, and only then loads React,
// styled-components and that island's code (./hydrateIsland.tsx). It must stay tiny (tests/browser/budgets.test.ts):
// nothing here may import React or a block.
import type { IslandTrigger } from '../../blocks/islands';

/** Input that wakes an island at once, whatever its trigger: the visitor is about to use it. */
const WAKE_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;
/** How far outside the viewport a `visible` island starts hydrating, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '200px';

// Not hooks/whenIdle: where idle callbacks are missing it waits 1.5 s, too long for an island a visitor may reach for.
const whenIdle = (callback: () => void) => {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 3000 }) : window.setTimeout(callback, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

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

function watch(element: HTMLElement, when: IslandTrigger) {
  let isWoken = false;
  let replay: (() => void) | null = null;
  const controller = new AbortController();
  const wake = () => {
    if (isWoken) return;
    isWoken = true;
    void import('./hydrateIsland')
      .then(({ hydrateIsland }) => hydrateIsland(element))
      .finally(() => {
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
}

/** Watches every island of the page; one whose media query does not match waits until it does. */
export function startIslands(doc: Document = document) {
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = (element.dataset.when ?? 'load') as IslandTrigger;
    const media = element.dataset.media ? window.matchMedia(element.dataset.media) : null;
    if (!media || media.matches) watch(element, when);
    else media.addEventListener('change', () => watch(element, when), { once: true });
  }
}
