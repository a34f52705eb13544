// The one account of what is unsaved, read by the top bar's status, the Unsaved changes list and the Save button (its
// state, its hover text and Ctrl+S): all three say the same thing because they read this, never the store's parts.
import { deepEqual, getIn, type YamlPath } from '../../yaml';
import type { FileName, Step, StudioState } from './types';

export type SaveStatus = {
  /** Whether the draft differs from the files on disk. */
  dirty: boolean;
  /** Why Save is refused now, in the editor's words; '' when it is offered. */
  refusal: string;
  /** The top bar's words. */
  summary: string;
  /**
   * The changes that still stand (what differs from disk), one line each, oldest first; [] when the draft differs
   * but no step of this session says how (a draft restored from the last session).
   */
  changes: string[];
  /** The last message, unless it is about a save, or a refusal to save, that later edits made untrue. */
  notice: string;
};

const problemWords = (count: number) => (count === 1 ? '1 problem' : `${count} problems`);

function refusalOf(state: StudioState, dirty: boolean): string {
  if (state.status !== 'ready') return 'The studio is still reading the site.';
  if (state.saving) return 'Saving now.';
  if (state.conflict) return 'Resolve the change made on disk first.';
  if (!dirty) return 'Nothing to save: every change is saved.';
  if (state.validating || state.checkedRevision !== state.revision) return 'The site is being checked; Save is offered in a moment.';
  if (state.problems.length) return `Fix the ${problemWords(state.problems.length)} on the right first: only a site that passes its checks is saved.`;
  return '';
}

function summaryOf(state: StudioState, dirty: boolean, refusal: string): string {
  if (state.saving) return 'Saving…';
  if (!dirty) return 'All changes saved';
  if (state.validating || state.checkedRevision !== state.revision) return 'Unsaved changes · checking the site…';
  if (state.problems.length) return `Unsaved: ${problemWords(state.problems.length)} to fix before saving`;
  return refusal ? 'Unsaved changes' : 'Unsaved changes, ready to save';
}

/** Where a step's edits are, per file: a list it reorders or adds to counts as a whole. */
function placesOf(step: Step): Array<{ file: FileName; path: YamlPath }> {
  return step.parts.flatMap((part) => part.edits.map((edit) => ({ file: part.file, path: edit.path })));
}

/**
 * The steps since the last save whose change still stands: a step all of whose places hold what is on disk again (a
 * title cleared and typed back) is not listed, and of several steps on the same places only the last is.
 */
export function standingSteps(state: StudioState): Step[] {
  const { history, position, savedPosition } = state;
  const steps = position >= savedPosition ? history.slice(savedPosition, position) : [];
  const differs = (file: FileName, path: YamlPath) => !deepEqual(getIn(state.data[file], path), getIn(state.diskData[file], path));
  const standing = steps.filter((step) => placesOf(step).some(({ file, path }) => differs(file, path)));
  const keyOf = (step: Step) => JSON.stringify(placesOf(step));
  return standing.filter((step, index) => !standing.slice(index + 1).some((later) => keyOf(later) === keyOf(step)));
}

export function saveStatus(state: StudioState): SaveStatus {
  const dirty = state.dirty['pages.yaml'] || state.dirty['nav.yaml'];
  const refusal = refusalOf(state, dirty);
  // A save reported is untrue once the draft changes again; a refusal, once saving is refused for another reason or offered.
  const stale = (dirty && state.noticeIsSave) || (state.noticeRefusal !== '' && state.noticeRefusal !== refusal);
  return {
    dirty,
    refusal,
    summary: summaryOf(state, dirty, refusal),
    changes: dirty ? standingSteps(state).map((step) => step.describe?.(state) ?? step.label) : [],
    notice: stale ? '' : state.notice,
  };
}
