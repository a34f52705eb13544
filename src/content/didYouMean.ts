// Suggestions for a misspelt name (a field, a page path, an anchor), bounded so that no content can make them costly:
// a typo is looked for only in names of a plausible length, among candidates of a similar length, in a limited number
// of them, and each comparison stops as soon as it cannot beat the best so far.

/** Inputs longer than this get no suggestion: a typo is found in a name, not in a paragraph pasted as one. */
const MAX_LENGTH = 100;
/** At most this many candidates (of a similar length) are compared: a suggestion is a courtesy, the check must stay fast. */
const MAX_CANDIDATES = 1_000;

/**
 * Edit distance between two strings (Levenshtein), case-insensitive. With `bound`, stops once the distance is sure to
 * exceed it and returns `bound + 1`.
 */
export function editDistance(a: string, b: string, bound = Infinity): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (Math.abs(x.length - y.length) > bound) return bound + 1;
  const previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (x[i - 1] === y[j - 1] ? 0 : 1));
      diagonal = above;
      if (previous[j]! < rowMin) rowMin = previous[j]!;
    }
    // Every later row's values are at least this row's smallest.
    if (rowMin > bound) return bound + 1;
  }
  return previous[y.length]!;
}

/**
 * The closest candidate, if it is close enough to be a plausible typo. `maxCandidates` bounds the comparisons for
 * names the content supplies; a fixed list shipped with a package (the installed icons and brands, a few thousand short
 * names) may be searched whole.
 */
export function didYouMean(input: string, candidates: Iterable<string>, maxCandidates = MAX_CANDIDATES): string | undefined {
  if (input.length > MAX_LENGTH) return undefined;
  const limit = Math.max(2, Math.floor(input.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let compared = 0;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - input.length) >= bestDistance) continue;
    if ((compared += 1) > maxCandidates) break;
    const distance = editDistance(input, candidate, bestDistance - 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

const LISTED_NAMES = 10;
const NAME_LENGTH = 60;

/** A few of `names` for a hint ("anchors there: a, b, c and 40 more"), each shortened: never longer than a line or two. */
export function someNames(names: Iterable<string>): string {
  const all = [...names];
  const shown = all.slice(0, LISTED_NAMES).map((name) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name));
  return all.length > LISTED_NAMES ? `${shown.join(', ')} and ${all.length - LISTED_NAMES} more` : shown.join(', ');
}
