import { useSyncExternalStore } from 'react';

/** One value shared by components that are not parent and child (a view and the problems list), read as a hook. */
export function sharedValue<T>(initial: T) {
  let current = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    set(next: T) {
      current = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, () => current),
  };
}
