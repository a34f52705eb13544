// Which of the studio's three views is shown. It lives in the address (#menus, #settings), so a reload, the back
// button and a bookmark all keep it; the draft itself is one for all views (the store holds both files).
import { useSyncExternalStore } from 'react';

export type StudioView = 'pages' | 'menus' | 'settings';

export const studioViews: ReadonlyArray<{ view: StudioView; label: string; hash: string }> = [
  { view: 'pages', label: 'Pages', hash: '#pages' },
  { view: 'menus', label: 'Menus', hash: '#menus' },
  { view: 'settings', label: 'Site settings', hash: '#settings' },
];

/** The view an address shows; anything unknown (no hash at all included) is the pages view. */
export function viewOfHash(hash: string): StudioView {
  return studioViews.find((entry) => entry.hash === hash)?.view ?? 'pages';
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useStudioView(): StudioView {
  return useSyncExternalStore(subscribe, () => viewOfHash(window.location.hash));
}

export function showView(view: StudioView) {
  const hash = studioViews.find((entry) => entry.view === view)!.hash;
  if (window.location.hash !== hash) window.location.hash = hash;
}
