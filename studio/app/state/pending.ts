// The edits made to one file since it was last read or saved, and the draft (text and data) they produce, both from
// the one edit interpreter (applyEdit). The list grows (an undo appends the inverse edits; a key removed or set, then
// set again, is one change in place: see supersededBy); the draft is kept up to date edit by edit, and the same list
// re-applied to a newer disk file is the merge when the file changed meanwhile.
import { applyEdit, type Draft, type Edit } from '../../yaml';

const samePath = (a: Edit, b: Edit) => a.path.length === b.path.length && a.path.every((segment, index) => segment === b.path[index]);

/** Whether one path lies on the other (the same value, one inside the other, or a list whose indexes it counts). */
const overlaps = (a: Edit, b: Edit) => {
  const shorter = a.path.length <= b.path.length ? a.path : b.path;
  const longer = shorter === a.path ? b.path : a.path;
  return shorter.every((segment, index) => segment === longer[index]);
};

/**
 * The earlier edit a `set` of a map key makes void: the key's removal (a field emptied, then filled again; a removed
 * field put back by undo) or its earlier value (written `""` while the field was empty). When nothing since touched
 * that key or what holds it, dropping the earlier edit leaves one change of the value on disk, made in place: the key
 * keeps its line and its quoting instead of moving to the end of its block or keeping the quotes of the empty value.
 * -1 when there is none.
 */
function supersededBy(edits: readonly Edit[], set: Edit): number {
  if (typeof set.path[set.path.length - 1] !== 'string') return -1;
  for (let index = edits.length - 1; index >= 0; index -= 1) {
    const earlier = edits[index]!;
    if ((earlier.op === 'delete' || earlier.op === 'set') && samePath(earlier, set)) return index;
    if (overlaps(earlier, set)) return -1;
  }
  return -1;
}

/** Immutable: `with` gives a new value, so a change to several files is applied to all of them or to none. */
export class PendingEdits {
  /**
   * `draft`: `base` with every edit applied. `beforeLast`: the draft before the last edit, so that typing into one field
   * replaces that edit instead of piling up.
   */
  private constructor(
    readonly base: Draft,
    readonly edits: readonly Edit[],
    readonly draft: Draft,
    private readonly beforeLast: Draft,
  ) {}

  /** No edits yet: the draft is the file as read. */
  static of(base: Draft): PendingEdits {
    return new PendingEdits(base, [], base, base);
  }

  /**
   * Edits restored from storage that no longer apply to the file: kept (in storage too) while the editor decides, the
   * draft showing the file as it is.
   */
  static holding(base: Draft, edits: readonly Edit[]): PendingEdits {
    return new PendingEdits(base, edits, base, base);
  }

  /** The pending edits plus `edits`. Throws the EditError of an edit that cannot be applied (this stays as it was). */
  with(edits: readonly Edit[]): PendingEdits {
    let next: PendingEdits = this;
    for (const edit of edits) next = next.plus(edit);
    return next;
  }

  private plus(edit: Edit): PendingEdits {
    const last = this.edits[this.edits.length - 1];
    // Typing into one field: the newest value replaces the previous one.
    if (edit.op === 'set' && last?.op === 'set' && samePath(edit, last)) {
      return new PendingEdits(this.base, [...this.edits.slice(0, -1), edit], applyEdit(this.beforeLast, edit), this.beforeLast);
    }
    const superseded = edit.op === 'set' ? supersededBy(this.edits, edit) : -1;
    if (superseded < 0) return new PendingEdits(this.base, [...this.edits, edit], applyEdit(this.draft, edit), this.draft);
    // The draft holds the earlier edit: make it again from the file as read, without it.
    const kept = this.edits.filter((_, index) => index !== superseded);
    return PendingEdits.of(this.base).with([...kept, edit]);
  }

  get isEmpty() {
    return this.edits.length === 0;
  }
}
