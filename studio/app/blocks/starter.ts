// What "Add block" inserts: a short starter made from the block's catalogue example, with only the fields the block
// needs, its texts replaced by plain placeholders to write over ("New heading", "Write the text here."), and no link
// to another website or name of anyone else (the catalogue's examples show such links; a new block must not bring
// them in for the editor to find and delete).
import type { z } from 'zod';
import { elementOf, isOptional, kindOf, shapeOf, type AnySchema, labelOf } from '../../../src/content';

const isExternal = (to: string) => /^[a-z][a-z0-9+.-]*:/i.test(to) && !/^(mailto|tel):/i.test(to);

/** The words a text field starts with: clearly a placeholder, short enough for any length limit. */
function placeholder(key: string, long: boolean): string {
  const what = labelOf(key).toLowerCase();
  return long ? `Write the ${what} here.` : `New ${what}`;
}

/** An anchor names one place on a page: a new block must not take the example's (it may be in use). */
const NEVER_COPIED = new Set(['anchor']);

const accepts = (schema: AnySchema, value: unknown) => (schema as z.ZodType).safeParse(value).success;

/** How much of the example a starter keeps: the fields a block needs, or (when it needs more to be valid) all of them. */
type Keep = { optional: boolean; allItems: boolean };

/** A text's placeholder, when the field accepts it (a web address or a file path keeps the example's value). */
function text(value: string, schema: AnySchema, key: string, long: boolean): string {
  const words = placeholder(key, long);
  return accepts(schema, words) ? words : value;
}

function starterValue(value: unknown, schema: AnySchema, key: string, keep: Keep): unknown {
  switch (kindOf(schema)) {
    case 'group':
      return value && typeof value === 'object' && !Array.isArray(value) ? starterObject(value as Record<string, unknown>, schema, keep) : value;
    case 'list':
      return starterList(Array.isArray(value) ? value : [], schema, key, keep);
    case 'link':
      return typeof value === 'string' && (isExternal(value) || value.startsWith('#')) ? '/' : value;
    case 'short-text':
      return typeof value === 'string' ? text(value, schema, key, false) : value;
    case 'long-text':
      // An image's description says what the example's picture shows: it stays with the picture.
      return typeof value === 'string' && key !== 'alt' ? text(value, schema, key, true) : value;
    case 'either':
      return typeof value === 'string' ? text(value, schema, key, true) : value;
    default:
      // Choices, icons, numbers and yes/no keep the example's value: always valid, and no one's name. So do pictures
      // and videos: the example's own files (/_blocks/<type>/...), which the site check asks the author to replace.
      // A link to an anchor of the example points nowhere on the page (the anchor is not copied): it leads home.
      return value;
  }
}

function starterObject(value: Record<string, unknown>, schema: AnySchema, keep: Keep, optional: ReadonlySet<string> = new Set()): Record<string, unknown> {
  // A block's type comes first, as every block is written.
  const starter: Record<string, unknown> = 'type' in value ? { type: value.type } : {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (key === 'type' || NEVER_COPIED.has(key)) continue;
    if (!(key in value) || (isOptional(field) && !keep.optional && !optional.has(key))) continue;
    starter[key] = starterValue(value[key], field, key, keep);
  }
  return starter;
}

/** As few items as the list accepts (at least one), each a starter too. */
function starterList(items: unknown[], schema: AnySchema, key: string, keep: Keep): unknown[] {
  const starters = items.map((item) => starterValue(item, elementOf(schema), key, keep));
  if (keep.allItems) return starters;
  for (let count = 1; count < starters.length; count += 1) {
    if (accepts(schema, starters.slice(0, count))) return starters.slice(0, count);
  }
  return starters;
}

/**
 * The starter of a block from its catalogue example (its `type` first, as every block is written). Some blocks need
 * one of several optional fields (a contact block: an email or a phone...), or more of the example to be valid: the
 * smallest valid starter wins, adding the example's optional fields one by one, then everything it shows.
 */
export function starterBlock(example: Record<string, unknown>, schema: AnySchema): Record<string, unknown> {
  const minimal: Keep = { optional: false, allItems: false };
  const optional = new Set<string>();
  let starter = starterObject(example, schema, minimal);
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    if (accepts(schema, starter)) return starter;
    if (!(key in example) || !isOptional(field) || NEVER_COPIED.has(key)) continue;
    optional.add(key);
    starter = starterObject(example, schema, minimal, optional);
  }
  for (const keep of [{ optional: true, allItems: false }, { optional: true, allItems: true }]) {
    if (accepts(schema, starter)) return starter;
    starter = starterObject(example, schema, keep);
  }
  return starter;
}
