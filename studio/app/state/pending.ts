// The edits made to one file since it was last read or saved, and the YAML text they produce. The list grows (an
// undo appends the inverse edits; a key removed or set, then set again, is one change in place: see supersededBy), so the text is kept up to date incrementally, never re-derived per keystroke,
// and the same list re-applied to a newer disk text is the merge when the file changed meanwhile.
import { applyEdits, type Edit } from '../../yaml';

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

export class PendingEdits {
  readonly edits: Edit[];
  private text: string;
  /** How many of `edits` `text` includes, and the text before the last of them (for typing into one field). */
  private applied = 0;
  private beforeLast: string;

  /** `baseData`: the parsed `base`, when known, to tell when the edits bring the content back to it. */
  constructor(readonly base: string, edits: Edit[] = [], readonly baseData?: unknown) {
    this.edits = [...edits];
    this.text = base;
    this.beforeLast = base;
  }

  add(edits: readonly Edit[]) {
    for (const edit of edits) {
      const last = this.edits[this.edits.length - 1];
      // Typing into one field: the newest value replaces the previous one instead of piling up.
      if (edit.op === 'set' && last?.op === 'set' && samePath(edit, last)) {
        this.edits[this.edits.length - 1] = edit;
        if (this.applied === this.edits.length) {
          this.applied -= 1;
          this.text = this.beforeLast;
        }
        continue;
      }
      const superseded = edit.op === 'set' ? supersededBy(this.edits, edit) : -1;
      if (superseded >= 0) {
        this.edits.splice(superseded, 1);
        // The text already written holds the earlier edit: write it again from the start.
        if (this.applied > superseded) {
          this.applied = 0;
          this.text = this.base;
          this.beforeLast = this.base;
        }
      }
      this.edits.push(edit);
    }
  }

  get isEmpty() {
    return this.edits.length === 0;
  }

  /** The draft's YAML: the base text with every edit applied. Throws the writer's EditError when one cannot apply. */
  currentText(): string {
    while (this.applied < this.edits.length) {
      this.beforeLast = this.text;
      this.text = applyEdits(this.text, [this.edits[this.applied]!]);
      this.applied += 1;
    }
    return this.text;
  }
}
