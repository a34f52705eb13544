// The unsaved draft in browser storage, so a reload (or a crash) loses nothing: the edits since the last save and the
// disk versions they were made against.
import type { Edit } from '../../yaml';
import type { FileName, Selection } from './types';

const KEY = 'studio:draft';

export type StoredDraft = {
  versions: Partial<Record<FileName, string>>;
  edits: Partial<Record<FileName, Edit[]>>;
  selection?: Selection;
};

export function readStoredDraft(): StoredDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function storeDraft(draft: StoredDraft) {
  const hasEdits = Object.values(draft.edits).some((edits) => edits && edits.length > 0);
  try {
    if (hasEdits) localStorage.setItem(KEY, JSON.stringify(draft));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or disabled: the draft stays in memory; the unsaved-changes warning still guards the tab.
  }
}
