// A seeded mutation fuzzer for content files: each case changes one or two lines the way a careless edit or a bad
// paste would (delete, duplicate, re-indent, retype, swap, join). The same seed always gives the same cases.

/** The seed and number of cases of the suite (tests/fuzz): a few hundred single edits of a real pages.yaml. */
export const FUZZ_SEED = 18;
export const FUZZ_CASES = 200;

/** A small, fast seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values a field might be retyped to: wrong kinds, YAML oddities and text that is hostile to HTML. */
const RETYPED_VALUES = [
  '123', '-1.5e999', '[]', '{}', 'null', '~', 'yes', '.nan', '- stray item', '"unterminated', "'unterminated", '&anchor', '*missing',
  '!!binary aGVsbG8=', '!custom tag', '|', '>-', '[', '{', ']', 'a: b: c', '"$& $` $\' $$ </script><!-- ]]>"', '"\\u2028\\u202Eevil"',
  '"/images/100%off.svg"', '//evil.example', '"java\\tscript:alert(1)"', '"&#106;avascript:alert(1)"', '__proto__', '<<: *missing', '? complex',
];

export type Mutation = { description: string; text: string };

/** `count` mutations of `text`, the same for the same seed. */
export function mutations(text: string, seed: number, count: number): Mutation[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const lines = text.split('\n');
  const out: Mutation[] = [];
  for (let n = 0; n < count; n += 1) {
    const copy = [...lines];
    const at = Math.floor(next() * copy.length);
    const line = copy[at]!;
    const operation = pick(['delete', 'duplicate', 'reindent', 'retype', 'retype', 'swap', 'join'] as const);
    let description: string;
    if (operation === 'delete') {
      copy.splice(at, 1);
      description = `delete line ${at + 1}`;
    } else if (operation === 'duplicate') {
      copy.splice(at, 0, line);
      description = `duplicate line ${at + 1}`;
    } else if (operation === 'reindent') {
      const change = pick([-4, -2, -1, 1, 2, 4, 0]);
      copy[at] = change === 0 ? `\t${line}` : change > 0 ? `${' '.repeat(change)}${line}` : line.replace(new RegExp(`^ {1,${-change}}`), '');
      description = `re-indent line ${at + 1} by ${change === 0 ? 'a tab' : change}`;
    } else if (operation === 'retype') {
      const value = pick(RETYPED_VALUES);
      const key = line.match(/^(\s*(?:- )?[\w-]+:)/)?.[1];
      copy[at] = key ? `${key} ${value}` : line.replace(/^(\s*)(- )?.*$/, `$1$2${value}`);
      description = `retype line ${at + 1} to ${JSON.stringify(value)}`;
    } else if (operation === 'swap') {
      const other = Math.min(at + 1, copy.length - 1);
      [copy[at], copy[other]] = [copy[other]!, copy[at]!];
      description = `swap lines ${at + 1} and ${other + 1}`;
    } else {
      copy.splice(at, 2, `${line}${copy[at + 1] ?? ''}`);
      description = `join lines ${at + 1} and ${at + 2}`;
    }
    out.push({ description, text: copy.join('\n') });
  }
  return out;
}
