import type { Problem } from '../../../src/content';
import type { Edit } from '../../yaml';

export type FileName = 'pages.yaml' | 'nav.yaml';
export const fileNames: readonly FileName[] = ['pages.yaml', 'nav.yaml'];

export type DiskFile = { text: string; version: string };

/** Edits to one file, in order. */
export type FileEdits = { file: FileName; edits: Edit[] };

/** One file's share of a step, with the edits that undo it. */
export type StepPart = FileEdits & { inverse: Edit[] };

/**
 * One change as the editor made it: undone and redone as a whole, even when it edits both files (a page's new address
 * and every link to it in pages.yaml and nav.yaml).
 */
/** `describe`: the step's words from the current draft, so a notice or the list of changes follows a later rename. */
/** `selection`: what the form shows after the step's undo (`before`) and after its redo (`after`). */
export type Step = {
  parts: StepPart[];
  label: string;
  describe?: (state: StudioState) => string | undefined;
  group?: string;
  selection?: { before: Selection; after: Selection };
  at: number;
};

/** A page of pages.yaml: one of `pages`, or the not-found page. */
export type PageRef = number | 'notFound';

export type Selection = { page: PageRef; block: number | null; field?: string };

export type Conflict = {
  files: FileName[];
  disk: Partial<Record<FileName, DiskFile>>;
  /** Why the studio noticed: the save was refused, or the file changed while open. */
  reason: 'save' | 'changed' | 'restore';
};

export type StudioState = {
  status: 'loading' | 'ready' | 'failed';
  failure?: string;
  disk: Record<FileName, DiskFile>;
  /** The parsed files on disk: what the draft is compared with to tell what is unsaved. */
  diskData: Record<FileName, unknown>;
  data: Record<FileName, unknown>;
  publicFiles: string[];
  /** The page addresses as last published (committed); null when unknown. */
  publishedPaths: string[] | null;
  history: Step[];
  position: number;
  /** `position` when the draft was last saved (the changes since are listed before saving). */
  savedPosition: number;
  selection: Selection;
  /** Bumped on every change of the draft. */
  revision: number;
  /** Bumped by undo, redo, merges and reloads: changes a focused field must show too. */
  resetRevision: number;
  /** Whole-site problems of the draft at `checkedRevision`, from the server's validation. */
  problems: Problem[];
  checkedRevision: number;
  validating: boolean;
  saving: boolean;
  conflict: Conflict | null;
  /** Last message for the polite live region. */
  notice: string;
  /** Whether `notice` reports a save (untrue, so not shown, once the draft changes again). */
  noticeIsSave: boolean;
  /** The refusal a "Not saved" notice reports ('' for any other notice): untrue, so not shown, once it no longer holds. */
  noticeRefusal: string;
  dirty: Record<FileName, boolean>;
};
