import type { StudioState } from '../state/types';

/** Why Publish is not offered now, in the editor's words; null when it is. Publishing commits what is saved on disk. */
export function publishBlocker(state: StudioState): string | null {
  if (state.status !== 'ready') return 'The studio is still reading the site.';
  if (state.conflict) return 'Resolve the change made on disk first.';
  if (state.saving) return 'Wait for the save to finish.';
  if (state.dirty['pages.yaml'] || state.dirty['nav.yaml']) return 'Save your changes first: publishing records what is saved.';
  if (state.checkedRevision === state.revision && state.problems.length) {
    return `Fix the ${state.problems.length === 1 ? 'problem' : `${state.problems.length} problems`} on the right first: only a site that passes its checks is published.`;
  }
  return null;
}
