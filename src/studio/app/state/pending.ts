// The edits made to one file since it was last read or saved, and the YAML text they produce. The list only grows
// (an undo appends the inverse edits), so the text is kept up to date incrementally, never re-derived per keystroke,
// and the same list re-applied to a newer disk text is the merge when the file changed meanwhile.
import { applyEdits, type Edit } from '../../yaml';

const samePath = (a: Edit, b: Edit) => a.path.length === b.path.length && a.path.every((segment, index) => segment === b.path[index]);

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
      } else {
        this.edits.push(edit);
      }
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
