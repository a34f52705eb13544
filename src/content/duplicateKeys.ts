// Duplicate keys in linear time. The yaml package's own check (`uniqueKeys: true`) compares each key of a map with
// every key before it: a block of 64,000 keys took 26 s, and a 10 MB file would take hours. Content files are parsed
// with `uniqueKeys: false` and checked here instead, one set per map, with the parser's own error (same code, same
// words, same place), so the problem an author reads is the one they read before.
import { isAlias, isCollection, isMap, isPair, isScalar, YAMLParseError, type Document } from 'yaml';

const DUPLICATE_KEY_MESSAGE = 'Map keys must be unique';

/** The parser's DUPLICATE_KEY errors for every map in `doc`, in document order. */
function duplicateKeyErrors(doc: Document): YAMLParseError[] {
  const errors: YAMLParseError[] = [];
  // Recursion is bounded: the text was checked for nesting deeper than the limit before it was parsed.
  const visit = (node: unknown): void => {
    if (isPair(node)) {
      visit(node.key);
      visit(node.value);
      return;
    }
    if (!isCollection(node) || isAlias(node)) return;
    // The parser's rule: two scalar keys are the same when their values are identical (1 and "1" are not).
    const seen = isMap(node) ? new Set<unknown>() : undefined;
    for (const item of node.items) {
      if (seen && isPair(item) && isScalar(item.key)) {
        const value = item.key.value;
        if (seen.has(value) && !Number.isNaN(value)) {
          const start = item.key.range?.[0] ?? 0;
          errors.push(new YAMLParseError([start, start + 1], 'DUPLICATE_KEY', DUPLICATE_KEY_MESSAGE));
        }
        seen.add(value);
      }
      visit(item);
    }
  };
  visit(doc.contents);
  return errors;
}

/** Adds the duplicate-key errors of `doc` to its errors, keeping them in document order. */
export function withDuplicateKeyErrors<T extends Document>(doc: T): T {
  const duplicates = duplicateKeyErrors(doc);
  if (duplicates.length) doc.errors = [...doc.errors, ...duplicates].sort((a, b) => a.pos[0] - b.pos[0]);
  return doc;
}
