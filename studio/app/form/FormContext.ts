import { createContext, useContext } from 'react';
import type { YamlPath } from '../../yaml';
import type { FileName } from '../state/types';

export type FormScope = {
  /** The file the edited object is in. */
  file: FileName;
  /** Where the edited object sits in its file, e.g. ['pages', 3, 'blocks', 2] or ['footer', 'columns', 1]. */
  basePath: YamlPath;
  /** Problem messages by field name (`cards[0].title`), the loader's own wording. */
  problems: ReadonlyMap<string, string[]>;
  /** Whether any problem concerns this field or a field inside it. */
  problemsWithin: (name: string) => boolean;
  /** Bumped by undo, redo and reloads: a focused field then takes the new value too. */
  resetRevision: number;
  publicFiles: readonly string[];
  pagePaths: readonly string[];
  /** Sets a field (or removes an optional one when `value` is undefined). */
  commit: (name: string, value: unknown) => void;
  /**
   * Sets several fields of the group at `name` as one undo step (undefined removes one), creating the group when it
   * is absent: a picture's file, size and description change together. The step is labelled `${verb} <the group>`.
   */
  commitGroup: (name: string, values: Record<string, unknown>, verb: string) => void;
  list: {
    insert: (name: string, index: number, value: unknown, what: string) => void;
    /** `wholeList`: the last entry of an optional list goes with the list itself (no empty list is left in the file). */
    remove: (name: string, index: number, what: string, wholeList?: boolean) => void;
    move: (name: string, from: number, to: number, what: string) => void;
  };
};

export const FormScopeContext = createContext<FormScope | null>(null);

export function useFormScope(): FormScope {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('form fields need a FormScopeContext');
  return scope;
}

/** A field's DOM id, from its name: problems link to it. */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
