// The preview's width and zoom, kept in browser storage: the next visit (and a reload) opens the preview as it was left.

export type Zoom = 'fit' | 'actual';

export type PreviewChoices = { width: number; zoom: Zoom };

const KEY = 'studio:preview';
const DEFAULTS: PreviewChoices = { width: 1280, zoom: 'fit' };

export function readPreviewChoices(): PreviewChoices {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<PreviewChoices>;
    return {
      width: typeof stored.width === 'number' ? stored.width : DEFAULTS.width,
      zoom: stored.zoom === 'actual' ? 'actual' : DEFAULTS.zoom,
    };
  } catch {
    return DEFAULTS;
  }
}

export function storePreviewChoices(choices: PreviewChoices) {
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // Storage disabled: the choice holds until the tab closes.
  }
}
