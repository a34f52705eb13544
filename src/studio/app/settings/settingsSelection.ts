// Which section the Site settings view shows; outside the view so the problems list can open a section from any view.
import { useSyncExternalStore } from 'react';

let current = 'company';
const listeners = new Set<() => void>();

export function showSettingsSection(id: string) {
  current = id;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSettingsSection = () => useSyncExternalStore(subscribe, () => current);
