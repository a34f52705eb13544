// Pairs the entries of a list before and after an edit, as an editor would describe the change: entries kept in order,
// entries changed in place, moved, added and removed. Kept entries are the longest common run of identical entries
// (by `identity`); what lies between two kept entries on both sides is paired by kind (a changed block keeps its type),
// and an entry that left one place and appeared in another (identical, or else of the same kind) was moved.

export type ListStep =
  | { kind: 'kept'; from: number; to: number }
  | { kind: 'changed'; from: number; to: number }
  | { kind: 'moved'; from: number; to: number }
  | { kind: 'added'; to: number }
  | { kind: 'removed'; from: number };

export type ListMatching<T> = {
  /** Equal identities mean "the same entry" (its whole content, or a page's path). */
  identity: (entry: T) => string;
  /** Whether an entry that changed in place could have become the other one. */
  sameKind: (before: T, after: T) => boolean;
};

/** Index pairs of the longest common subsequence of two lists of identities (common ends trimmed first: edits are small). */
function commonRun(before: string[], after: string[]): Array<[number, number]> {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const rows = endBefore - start;
  const columns = endAfter - start;
  const lengths = new Int32Array((rows + 1) * (columns + 1));
  const at = (i: number, j: number) => i * (columns + 1) + j;
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[at(i, j)] = before[start + i] === after[start + j] ? lengths[at(i + 1, j + 1)]! + 1 : Math.max(lengths[at(i + 1, j)]!, lengths[at(i, j + 1)]!);
    }
  }
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < start; k += 1) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[start + i] === after[start + j]) {
      pairs.push([start + i, start + j]);
      i += 1;
      j += 1;
    } else if (lengths[at(i + 1, j)]! >= lengths[at(i, j + 1)]!) i += 1;
    else j += 1;
  }
  for (let k = 0; k < before.length - endBefore; k += 1) pairs.push([endBefore + k, endAfter + k]);
  return pairs;
}

export function matchLists<T>(before: readonly T[], after: readonly T[], { identity, sameKind }: ListMatching<T>): ListStep[] {
  const beforeIds = before.map(identity);
  const afterIds = after.map(identity);
  const kept = commonRun(beforeIds, afterIds);
  const steps: ListStep[] = kept.map(([from, to]) => ({ kind: 'kept', from, to }));
  const keptBefore = new Set(kept.map(([from]) => from));
  const keptAfter = new Set(kept.map(([, to]) => to));

  // An identical entry gone from one place and present at another: moved.
  const leftAfter = new Set(after.map((_, index) => index).filter((index) => !keptAfter.has(index)));
  const leftBefore = new Set<number>();
  for (let from = 0; from < before.length; from += 1) {
    if (keptBefore.has(from)) continue;
    const to = [...leftAfter].find((index) => afterIds[index] === beforeIds[from]);
    if (to === undefined) leftBefore.add(from);
    else {
      leftAfter.delete(to);
      steps.push({ kind: 'moved', from, to });
    }
  }

  // Between the same two kept entries, an entry of the same kind on both sides was changed in place.
  const anchors: Array<[number, number]> = [[-1, -1], ...kept, [before.length, after.length]];
  for (let k = 0; k + 1 < anchors.length; k += 1) {
    const [fromStart, toStart] = anchors[k]!;
    const [fromEnd, toEnd] = anchors[k + 1]!;
    let nextTo = toStart + 1;
    for (let from = fromStart + 1; from < fromEnd; from += 1) {
      if (!leftBefore.has(from)) continue;
      for (let to = nextTo; to < toEnd; to += 1) {
        if (!leftAfter.has(to) || !sameKind(before[from]!, after[to]!)) continue;
        steps.push({ kind: 'changed', from, to });
        leftBefore.delete(from);
        leftAfter.delete(to);
        nextTo = to + 1;
        break;
      }
    }
  }
  // What is left of the same kind on both sides changed and moved (a block dragged elsewhere, then edited).
  for (const from of [...leftBefore]) {
    const to = [...leftAfter].find((index) => sameKind(before[from]!, after[index]!));
    if (to === undefined) continue;
    steps.push({ kind: 'moved', from, to });
    leftBefore.delete(from);
    leftAfter.delete(to);
  }
  for (const from of leftBefore) steps.push({ kind: 'removed', from });
  for (const to of leftAfter) steps.push({ kind: 'added', to });
  // In the order the editor reads the list now: by position after the edit, removals where they were.
  const position = (step: ListStep) => ('to' in step ? step.to : step.from - 0.5);
  return steps.sort((a, b) => position(a) - position(b));
}
