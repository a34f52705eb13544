import { useSyncExternalStore } from 'react';
import { store } from './store';
import type { StudioState } from './types';

/** The studio state, or one part of it (re-renders only when that part changes). */
export function useStudio<T>(select: (state: StudioState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
