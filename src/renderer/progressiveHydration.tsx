import { use, useEffect, useState, useSyncExternalStore, type FulfilledReactPromise, type PendingReactPromise, type ReactNode } from 'react';

// Progressive hydration of a prerendered page: the shell (header, first block, footer) hydrates first, then each
// gated block in its own short task when the browser is idle, in document order. Until then a block keeps its
// prerendered HTML, which is already complete and styled (React leaves a Suspense boundary's server HTML in place while
// its content suspends). The first interaction opens every gate at once, so input is never lost to a block that is
// still waiting. Renders that are not the first hydration (client-side navigation, the development server) never wait.

/** A promise React's `use` can read synchronously: opening a gate during an event lets React hydrate at once. */
type GatePromise = PendingReactPromise<void> | FulfilledReactPromise<void>;
type HydrationGate = { promise: GatePromise; open: () => void; isCommitted: boolean };

const INTERACTIONS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

let isEnabled = false;
let isRootCommitted = false;
let isComplete = false;
const afterComplete: (() => void)[] = [];
const gates: HydrationGate[] = [];

function createGate(): HydrationGate {
  let resolve!: () => void;
  const promise = Object.assign(new Promise<void>((done) => (resolve = done)), { status: 'pending' }) as GatePromise;
  const gate = {
    promise,
    isCommitted: false,
    open: () => {
      if (promise.status === 'fulfilled') return;
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  gates.push(gate);
  return gate;
}

function openAll() {
  for (const gate of gates) gate.open();
  for (const type of INTERACTIONS) document.removeEventListener(type, openAll, true);
}

function checkComplete() {
  if (isComplete || !isRootCommitted || gates.some((gate) => !gate.isCommitted)) return;
  isComplete = true;
  for (const callback of afterComplete.splice(0)) callback();
}

/** Runs `callback` once the whole page has hydrated (at once if it has), for work that must not slow start-up. */
export function afterHydration(callback: () => void) {
  if (isComplete) callback();
  else afterComplete.push(callback);
}

// Not hooks/whenIdle: that one waits for `load` and, where idle callbacks are missing, 1.5 s, which would pace ten
// blocks over fifteen seconds; here each block waits only for the browser's next gap.
const nextIdlePeriod = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 1000 }) : window.setTimeout(callback, 50);

/** Call before hydrating prerendered HTML: the blocks of this first render wait for their turn. */
export function beginProgressiveHydration() {
  isEnabled = true;
  for (const type of INTERACTIONS) document.addEventListener(type, openAll, { capture: true, passive: true });
}

/**
 * Call once the root has committed: opens the gates one per idle period; `afterHydration` callbacks run when every
 * gated block has hydrated too (at once where nothing waits, as after client-side rendering).
 */
export function rootHydrated() {
  isEnabled = false;
  isRootCommitted = true;
  const waiting = gates.filter((gate) => gate.promise.status === 'pending');
  const openNext = () => {
    waiting.shift()?.open();
    if (waiting.length) nextIdlePeriod(openNext);
  };
  if (waiting.length) nextIdlePeriod(openNext);
  checkComplete();
}

const subscribeToNothing = () => () => {};

/**
 * `count` gates, created once: real ones while the first render hydrates prerendered HTML (where React reads the
 * server snapshot), nulls everywhere else. Every gate must reach a HydrateWhenIdle, or the page never counts as hydrated.
 */
export function useHydrationGates(count: number): (HydrationGate | null)[] {
  const isHydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [created] = useState(() => Array.from({ length: count }, () => (isEnabled && isHydrating ? createGate() : null)));
  return created;
}

/** Holds its children's hydration until the gate opens (inside a Suspense boundary); renders them directly otherwise. */
export function HydrateWhenIdle({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  if (gate) use(gate.promise);
  useEffect(() => {
    if (!gate) return;
    gate.isCommitted = true;
    checkComplete();
  }, [gate]);
  return children;
}
