// Which menu entry the Menus view edits: a path in nav.yaml. Kept outside the view so the problems list can open an
// entry from any view.
import { useEffect, useRef } from 'react';
import type { YamlPath } from '../../yaml';
import { sharedValue } from '../views/sharedValue';

const selected = sharedValue<YamlPath | null>(null);

export const selectMenuEntry = (path: YamlPath | null) => selected.set(path);
export const useSelectedMenuEntry = selected.use;

export const samePath = (a: YamlPath | null, b: YamlPath | null) => a !== null && b !== null && a.length === b.length && a.every((segment, index) => segment === b[index]);

/** Whether the entry at `path` is selected; a ref for its element, scrolled into view when it becomes selected (a new entry at the end of a long menu). */
export function useSelectedRow<T extends HTMLElement>(path: YamlPath) {
  const selected = samePath(useSelectedMenuEntry(), path);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return { selected, ref };
}
