// Which menu entry the Menus view edits: a path in nav.yaml. Kept outside the view so the problems list can open an
// entry from any view.
import { useSyncExternalStore } from 'react';
import type { YamlPath } from '../../yaml';

let selected: YamlPath | null = null;
const listeners = new Set<() => void>();

export function selectMenuEntry(path: YamlPath | null) {
  selected = path;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSelectedMenuEntry = () => useSyncExternalStore(subscribe, () => selected);

export const samePath = (a: YamlPath | null, b: YamlPath | null) => a !== null && b !== null && a.length === b.length && a.every((segment, index) => segment === b[index]);
