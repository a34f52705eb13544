// What the entries of each list are called ("cards" -> card), as the lists' schemas declare it (src/shared/editorMeta.ts):
// for the places that know a list only by its key (a problem's path, a change between two versions of a file).
import { pagesFileSchema } from '../renderer/pageSchema';
import { navFileSchema } from '../shared/siteSchema';
import { unwrap } from './schemaAt';
import { editorOf } from './schemaKinds';
import { defOf, type AnySchema } from './zodDef';

export type ListWords = { item: string; items: string };

/** Every list of the content files' schemas, by key, with the words it declares. */
function collect(schema: AnySchema, key: string, found: Map<string, ListWords>, seen: Set<AnySchema>): void {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'array') {
    const { item, items } = editorOf(schema);
    if (item && items && !found.has(key)) found.set(key, { item, items });
    collect(def.element as AnySchema, key, found, seen);
  } else if (def.type === 'object' && !seen.has(inner)) {
    seen.add(inner);
    for (const [child, field] of Object.entries(def.shape as Record<string, AnySchema>)) collect(field, child, found, seen);
  } else if (def.type === 'union') {
    for (const option of def.options as AnySchema[]) collect(option, key, found, seen);
  }
}

let byKey: Map<string, ListWords> | undefined;

/** The words of the list called `key` in pages.yaml or nav.yaml, if it declares them. */
export function listWordsOf(key: string): ListWords | undefined {
  if (!byKey) {
    byKey = new Map();
    const seen = new Set<AnySchema>();
    collect(pagesFileSchema as AnySchema, '', byKey, seen);
    collect(navFileSchema as AnySchema, '', byKey, seen);
  }
  return byKey.get(key);
}

/** What one entry of the list called `key` is called: `cards` -> "card". */
export const itemWordOf = (key: string): string | undefined => listWordsOf(key)?.item;
