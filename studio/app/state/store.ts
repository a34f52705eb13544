// The studio's draft: the content files as read from disk, the edits made since, the parsed data the preview and forms
// show, undo/redo history, selection, validation and saving. One small external store read with useSyncExternalStore.
//
// Every edit goes through one interpreter, applyEdit (studio/yaml), which gives a file's text and data together and
// refuses an edit it cannot write as the data says ("Not changed: ..."), so the two never drift. The draft's copies
// that remain, and why each must exist:
// - `pending[file].draft`: the draft, as YAML text (what is validated and saved, byte for byte) and as data (what the
//   forms, the preview and the checks read; `state.data` is that same object, not a copy). Derived from the file as
//   read plus `pending[file].edits`.
// - the edit list (`pending[file].edits`, and each undo step's edits): the draft's recipe, re-applied to a newer disk
//   file when it changed meanwhile (the merge) and the only form of the draft that survives a reload.
// - local storage (persist.ts): those edits and the disk versions they were made against, so a reload or a crash
//   loses nothing; restored on load.
// - form state (react-final-form, useLeafField.ts): the focused field keeps what the editor is typing while outside
//   updates wait, so the cursor and a half-typed value are not overwritten; each keystroke still comes here at once.
// - the preview: a separate document (its own origin policy and styles) that gets the data by postMessage, a copy by
//   the browser's structured clone; it keeps the last good blocks while a block does not parse.
import { parse } from 'yaml';
import { deepEqual, EditError, inverseOf, type Draft, type Edit } from '../../yaml';
import { fetchContent, saveDraft, validateDraft } from './api';
import { PendingEdits } from './pending';
import { readStoredDraft, storeDraft } from './persist';
import { saveStatus } from './saveStatus';
import { fileNames, type Conflict, type DiskFile, type FileEdits, type FileName, type Selection, type Step, type StepPart, type StudioState } from './types';

/** Keystrokes in one field within this time make one undo step. */
const TYPING_PAUSE_MS = 1200;

const emptyFile: DiskFile = { text: '', version: '' };
const emptyDraft: Draft = { text: '', data: undefined };
const draftOf = (file: DiskFile): Draft => ({ text: file.text, data: parse(file.text) });

/**
 * One change, one undo step: edits to one file (`file`, pages.yaml when absent, and `edits`), or to several files at
 * once (`files`), which are undone, redone and saved together.
 */
export type Change = {
  label: string;
  describe?: Step['describe'];
  group?: string;
  /** What the form shows after the change (and after its redo). */
  select?: Selection;
  /** What it shows after its undo; the selection before the change when absent. */
  unselect?: Selection;
} & ({ file?: FileName; edits: Edit[] } | { files: FileEdits[] });

export class StudioStore {
  private state: StudioState = {
    status: 'loading',
    disk: { 'pages.yaml': emptyFile, 'nav.yaml': emptyFile },
    diskData: { 'pages.yaml': undefined, 'nav.yaml': undefined },
    data: { 'pages.yaml': undefined, 'nav.yaml': undefined },
    publicFiles: [],
    publishedPaths: null,
    history: [],
    position: 0,
    savedPosition: 0,
    selection: { page: 0, block: null },
    revision: 0,
    resetRevision: 0,
    problems: [],
    checkedRevision: -1,
    validating: false,
    saving: false,
    conflict: null,
    notice: '',
    noticeIsSave: false,
    noticeRefusal: '',
    dirty: { 'pages.yaml': false, 'nav.yaml': false },
  };
  private pending: Record<FileName, PendingEdits> = { 'pages.yaml': PendingEdits.of(emptyDraft), 'nav.yaml': PendingEdits.of(emptyDraft) };
  private listeners = new Set<() => void>();
  private validation: AbortController | null = null;
  /** The step whose words the notice shows (while it still shows them, after `prefix`), as typing may rename what it names. */
  private noticeStep: { step: Step; prefix: string } | null = null;

  private wordsOf(shown: { step: Step; prefix: string }, state: StudioState): string {
    return shown.prefix + (shown.step.describe?.(state) ?? shown.step.label);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = () => this.state;

  private set(patch: Partial<StudioState>) {
    const notice = 'notice' in patch ? { noticeIsSave: false, noticeRefusal: '' } : {};
    this.state = { ...this.state, ...notice, ...patch };
    for (const listener of this.listeners) listener();
  }

  private dirtyFlags(): Record<FileName, boolean> {
    return { 'pages.yaml': !this.pending['pages.yaml'].isEmpty, 'nav.yaml': !this.pending['nav.yaml'].isEmpty };
  }

  private persist() {
    storeDraft({
      versions: Object.fromEntries(fileNames.map((name) => [name, this.state.disk[name].version])),
      edits: Object.fromEntries(fileNames.map((name) => [name, this.pending[name].edits])),
      selection: this.state.selection,
    });
  }

  /** The draft's YAML text of a file (the disk text with the edits since applied in place). */
  textOf(file: FileName): string {
    return this.pending[file].draft.text;
  }

  /** The draft's data of every file, from `pending`. */
  private dataOf(): Record<FileName, unknown> {
    return { 'pages.yaml': this.pending['pages.yaml'].draft.data, 'nav.yaml': this.pending['nav.yaml'].draft.data };
  }

  async load() {
    try {
      const { files, publicFiles, publishedPaths = null } = await fetchContent();
      const stored = readStoredDraft();
      this.pending = { 'pages.yaml': PendingEdits.of(draftOf(files['pages.yaml'])), 'nav.yaml': PendingEdits.of(draftOf(files['nav.yaml'])) };
      const data = this.dataOf();
      this.set({ disk: files, diskData: data, publicFiles, publishedPaths, data });
      if (stored && Object.values(stored.edits).some((edits) => edits?.length)) this.restore(stored.edits, stored.versions, files, stored.selection);
      this.set({ status: 'ready' });
    } catch (error) {
      this.set({ status: 'failed', failure: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Re-applies a stored draft; when the files changed on disk since, this is a merge and the editor is told. */
  private restore(edits: Partial<Record<FileName, Edit[]>>, versions: Partial<Record<FileName, string>>, files: Record<FileName, DiskFile>, selection?: Selection) {
    const changedOnDisk = fileNames.filter((name) => edits[name]?.length && versions[name] !== files[name].version);
    try {
      const pending = { ...this.pending };
      for (const name of fileNames) pending[name] = this.pending[name].with(edits[name] ?? []);
      this.pending = pending;
      this.set({
        data: this.dataOf(),
        dirty: this.dirtyFlags(),
        revision: this.state.revision + 1,
        ...(selection ? { selection } : {}),
        notice: changedOnDisk.length
          ? `Your unsaved changes were restored and re-applied to ${changedOnDisk.join(' and ')}, which changed on disk since. Check them before saving.`
          : 'Your unsaved changes from the last session were restored.',
      });
    } catch {
      // The stored edits no longer fit the file: keep them (in storage too) and let the editor decide.
      for (const name of fileNames) this.pending[name] = PendingEdits.holding(this.pending[name].base, edits[name] ?? []);
      this.set({ dirty: this.dirtyFlags(),  conflict: { files: changedOnDisk.length ? changedOnDisk : ['pages.yaml'], disk: files, reason: 'restore' } });
    }
  }

  /**
   * The pending edits of each file with `parts` applied (undo steps: with the edits that undo each part), or the
   * EditError of the first edit that cannot be applied; nothing is changed either way.
   */
  private applied(parts: readonly FileEdits[]): { pending: Record<FileName, PendingEdits>; inverses: Edit[][] } | EditError {
    const pending = { ...this.pending };
    try {
      const inverses = parts.map(({ file, edits }) => {
        const inverse: Edit[] = [];
        for (const edit of edits) {
          inverse.unshift(inverseOf(pending[file].draft.data, edit));
          pending[file] = pending[file].with([edit]);
        }
        return inverse;
      });
      return { pending, inverses };
    } catch (error) {
      if (error instanceof EditError) return error;
      throw error;
    }
  }

  /** Takes the applied edits; undoing (or retyping) back to the saved content leaves a file clean (forgetIfUnchanged). */
  private adopt(pending: Record<FileName, PendingEdits>) {
    for (const file of fileNames) this.pending[file] = forgetIfUnchanged(pending[file]);
  }

  /**
   * Applies one change (one undo step) to the draft, to every file it edits or, when one edit cannot be written, to
   * none: the editor is told why.
   */
  apply(change: Change): boolean {
    const parts: FileEdits[] = 'files' in change ? change.files.filter((part) => part.edits.length) : [{ file: change.file ?? 'pages.yaml', edits: change.edits }];
    if (parts.length === 0) return false;
    const result = this.applied(parts);
    if (result instanceof EditError) {
      this.noticeStep = null;
      this.set({ notice: `Not changed: ${result.message}.` });
      return false;
    }
    const previous = this.state;
    const { history, position } = this.state;
    const top = history[position - 1];
    const only = parts.length === 1 ? parts[0]! : undefined;
    const coalesce =
      change.group && only && top && position === history.length && top.group === change.group && top.parts.length === 1 && top.parts[0]!.file === only.file && Date.now() - top.at < TYPING_PAUSE_MS;
    this.adopt(result.pending);
    const data = this.dataOf();
    const stepParts: StepPart[] = parts.map(({ file, edits }, index) => ({ file, edits, inverse: result.inverses[index]! }));
    // Typing into one field: the step keeps the undo of its first keystroke and the value and words of its last (a field
    // emptied, then typed into, is "Changed", not "Removed").
    const step: Step = coalesce
      ? { ...top, parts: [{ ...top.parts[0]!, edits: only!.edits }], label: change.label, ...(change.describe ? { describe: change.describe } : {}), at: Date.now() }
      : {
          parts: stepParts,
          label: change.label,
          ...(change.describe ? { describe: change.describe } : {}),
          ...(change.group ? { group: change.group } : {}),
          selection: { before: change.unselect ?? previous.selection, after: change.select ?? previous.selection },
          at: Date.now(),
        };
    const kept = history.slice(0, coalesce ? position - 1 : position);
    // Typed back to where the step began (a field emptied, then put back while it was absent): there is nothing left to
    // undo, and the step's undo (remove the field) would no longer apply, so the step goes.
    const nothingLeft = coalesce && this.undoesNothing(top!.parts[0]!);
    if (!change.group) this.noticeStep = { step, prefix: '' };
    this.set({
      data,
      history: nothingLeft ? kept : [...kept, step],
      position: nothingLeft ? kept.length : kept.length + 1,
      revision: this.state.revision + 1,
      dirty: this.dirtyFlags(),
      ...(change.select ? { selection: change.select } : {}),
      ...(change.group ? {} : { notice: change.label }),
    });
    // Typing may have renamed what the notice names ("Added Call to action “Talk to us”"): its words follow.
    const shown = change.group && this.noticeStep && this.state.notice === this.wordsOf(this.noticeStep, previous) ? this.noticeStep : null;
    if (shown && this.wordsOf(shown, this.state) !== this.state.notice) this.set({ notice: this.wordsOf(shown, this.state) });
    this.persist();
    return true;
  }

  /** Whether undoing `part` now would leave its file as it is (or could not apply: it removes what is already gone). */
  private undoesNothing(part: StepPart): boolean {
    const undone = this.applied([{ file: part.file, edits: part.inverse }]);
    return undone instanceof EditError || deepEqual(undone.pending[part.file].draft.data, this.pending[part.file].draft.data);
  }

  /** Re-applies a step's edits (redo) or its inverse (undo, files in reverse order) to the draft. */
  private replay(step: Step, direction: 'redo' | 'undo', position: number, prefix: string) {
    const parts = direction === 'redo' ? step.parts : [...step.parts].reverse();
    const result = this.applied(parts.map((part) => ({ file: part.file, edits: direction === 'redo' ? part.edits : part.inverse })));
    if (result instanceof EditError) {
      this.noticeStep = null;
      this.set({ notice: `Not ${direction === 'redo' ? 'redone' : 'undone'}: ${result.message}.` });
      return;
    }
    this.adopt(result.pending);
    const data = this.dataOf();
    // The form goes back to what the step changed: a block moved back is still the one shown.
    const selection = step.selection && (direction === 'undo' ? step.selection.before : step.selection.after);
    this.set({ data, position, revision: this.state.revision + 1, resetRevision: this.state.resetRevision + 1, dirty: this.dirtyFlags(), ...(selection ? { selection } : {}) });
    // An undone step's words stay as they were: what it named is gone, or is something else now.
    this.noticeStep = { step: direction === 'undo' ? { ...step, describe: undefined } : step, prefix };
    this.set({ notice: this.wordsOf(this.noticeStep, this.state) });
    this.persist();
  }

  undo() {
    const { history, position } = this.state;
    const step = history[position - 1];
    if (step) this.replay(step, 'undo', position - 1, 'Undone: ');
  }

  redo() {
    const { history, position } = this.state;
    const step = history[position];
    if (step) this.replay(step, 'redo', position + 1, 'Redone: ');
  }

  select(selection: Selection) {
    const current = this.state.selection;
    if (current.page === selection.page && current.block === selection.block && current.field === selection.field) return;
    this.set({ selection });
  }

  announce(notice: string) {
    this.noticeStep = null;
    this.set({ notice });
  }

  /** Files found under public/ since the studio loaded (an uploaded picture): fields and suggestions know them at once. */
  learnPublicFiles(paths: readonly string[]) {
    const known = new Set(this.state.publicFiles);
    const added = paths.filter((path) => !known.has(path));
    if (added.length) this.set({ publicFiles: [...this.state.publicFiles, ...added].sort() });
  }

  /** Checks the whole draft with the loader's own checks, on the server (links and files included). */
  async validate() {
    const revision = this.state.revision;
    this.validation?.abort();
    const controller = new AbortController();
    this.validation = controller;
    this.set({ validating: true });
    try {
      const files = Object.fromEntries(fileNames.filter((name) => this.state.dirty[name]).map((name) => [name, this.textOf(name)]));
      const problems = await validateDraft(files, controller.signal);
      if (this.validation === controller) this.set({ problems, checkedRevision: revision, validating: false });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.set({ validating: false, problems: [], checkedRevision: -1, notice: `Could not check the draft: ${error instanceof Error ? error.message : String(error)}` });
    }
  }

  get canSave() {
    return saveStatus(this.state).refusal === '';
  }

  /** Saves the draft; when saving is refused (Ctrl+S, as the button is then greyed out), says why. */
  async save() {
    const { refusal } = saveStatus(this.state);
    if (this.state.saving) return;
    if (refusal) {
      this.noticeStep = null;
      this.set({ notice: `Not saved: ${refusal}`, noticeRefusal: refusal });
      return;
    }
    const names = fileNames.filter((name) => this.state.dirty[name]);
    const files = Object.fromEntries(names.map((name) => [name, this.textOf(name)]));
    const base = Object.fromEntries(names.map((name) => [name, this.state.disk[name].version]));
    this.set({ saving: true });
    const result = await saveDraft(files, base);
    if (result.kind === 'saved') {
      const disk = { ...this.state.disk };
      for (const name of names) {
        disk[name] = { text: files[name]!, version: result.versions[name] ?? disk[name].version };
        this.pending[name] = PendingEdits.of({ text: files[name]!, data: this.pending[name].draft.data });
      }
      this.set({
        saving: false,
        disk,
        diskData: this.dataOf(),
        savedPosition: this.state.position,
        dirty: this.dirtyFlags(),
        notice: `Saved your changes to the ${names.map((name) => (name === 'nav.yaml' ? 'menus' : 'pages')).join(' and ')}.`,
        noticeIsSave: true,
      });
      this.persist();
    } else if (result.kind === 'conflict') {
      this.set({ saving: false, conflict: { files: result.files, disk: result.disk, reason: 'save' } });
    } else if (result.kind === 'invalid') {
      this.set({ saving: false, problems: result.problems, notice: 'Not saved: the site has problems to fix first.' });
    } else {
      this.set({ saving: false, notice: `Not saved: ${result.message}.` });
    }
  }

  /** A content file changed on disk (the server's `changed` event). */
  async fileChanged(file: FileName, version: string) {
    if (version === this.state.disk[file].version || this.state.saving) return;
    const { files } = await fetchContent();
    if (files[file].version === this.state.disk[file].version) return;
    if (this.state.dirty[file]) {
      this.set({ conflict: { files: [file], disk: { [file]: files[file] }, reason: 'changed' } });
    } else {
      this.replaceFile(file, files[file], []);
      this.set({ notice: `The ${file === 'nav.yaml' ? 'menus were' : 'pages were'} changed outside the studio; it now shows the new version.` });
    }
  }

  private replaceFile(file: FileName, disk: DiskFile, edits: readonly Edit[]) {
    const pending = PendingEdits.of(draftOf(disk)).with(edits);
    this.pending[file] = pending;
    this.set({
      disk: { ...this.state.disk, [file]: disk },
      diskData: { ...this.state.diskData, [file]: pending.base.data },
      data: this.dataOf(),
      history: [],
      position: 0,
      savedPosition: 0,
      revision: this.state.revision + 1,
      resetRevision: this.state.resetRevision + 1,
      dirty: this.dirtyFlags(),
    });
    this.persist();
  }

  /** Resolves a conflict: re-apply the edits to the file on disk, or drop them and show the file on disk. */
  resolveConflict(choice: 'merge' | 'discard') {
    const conflict: Conflict | null = this.state.conflict;
    if (!conflict) return;
    const failed: FileName[] = [];
    for (const file of conflict.files) {
      const disk = conflict.disk[file];
      if (!disk) continue;
      if (choice === 'discard') {
        this.replaceFile(file, disk, []);
        continue;
      }
      try {
        this.replaceFile(file, disk, this.pending[file].edits);
      } catch {
        failed.push(file);
      }
    }
    if (failed.length) {
      this.set({ notice: `Your changes could not be re-applied to ${failed.join(' and ')}: some of what they change was removed on disk. Discard them or copy what you need first.` });
      return;
    }
    this.set({
      conflict: null,
      notice: choice === 'merge' ? 'Your changes were re-applied to the new version on disk. Check them, then save.' : 'Your changes were discarded; the studio shows the version on disk.',
    });
  }
}

/**
 * Undoing (or retyping) back to the saved content leaves nothing to save: the file is clean again, with its saved text
 * byte for byte, not "changed" by edits that cancel out (an emptied then restored title would come back quoted).
 */
function forgetIfUnchanged(pending: PendingEdits): PendingEdits {
  return !pending.isEmpty && deepEqual(pending.base.data, pending.draft.data) ? PendingEdits.of(pending.base) : pending;
}

export const store = new StudioStore();
