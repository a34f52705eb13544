/** Where a value sits, from the top of the file: ['pages', 3, 'blocks', 2, 'title']. */
export type YamlPath = ReadonlyArray<string | number>;

export type Edit =
  /** Replaces a value (a scalar or a whole map or list), or creates a missing map key (after the key `after`, when given). */
  | { op: 'set'; path: YamlPath; value: unknown; after?: string | undefined }
  /** Removes a map key or a list item. */
  | { op: 'delete'; path: YamlPath }
  /** Inserts `value` into the list at `path` before `index` (index = length appends). */
  | { op: 'insert'; path: YamlPath; index: number; value: unknown }
  /** Moves a list item; `to` is its index after the move. */
  | { op: 'move'; path: YamlPath; from: number; to: number };
