// The kind of form field each schema calls for, read from the zod schema itself (no block has form code of its own):
// the registry in FieldView.tsx maps each kind to one component.
import type { z } from 'zod';
import { definitionOf } from '../../../blocks/registry';
import { describe, unwrap } from '../../../content/schemaAt';
import { iconName, imageSchema, linkTarget } from '../../../shared/fields';
import { hexColor } from '../../../shared/themeSchema';

export type AnySchema = z.core.$ZodType;
type Def = { type: string; [key: string]: unknown };
export const defOf = (schema: AnySchema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type FieldKind = 'short-text' | 'long-text' | 'number' | 'choice' | 'yes-no' | 'list' | 'group' | 'link' | 'image' | 'icon' | 'colour' | 'either' | 'fixed';

/** Text fields whose content is a sentence or more: a text area rather than a line. */
const LONG_TEXT_KEYS = new Set(['text', 'intro', 'description', 'quote', 'body', 'answer', 'summary', 'caption', 'alt', 'message', 'note']);
const LONG_TEXT_WORDS = /\b(paragraph|sentences?|body text)\b/i;

export function kindOf(schema: AnySchema, key: string): FieldKind {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'literal':
      return 'fixed';
    case 'enum':
      return 'choice';
    case 'boolean':
      return 'yes-no';
    case 'number':
      return 'number';
    case 'string':
      if (def === defOf(linkTarget) || key === 'to') return 'link';
      if (def === defOf(iconName)) return 'icon';
      if (def === defOf(hexColor)) return 'colour';
      if (LONG_TEXT_KEYS.has(key) || LONG_TEXT_WORDS.test(describe(schema) ?? '')) return 'long-text';
      return 'short-text';
    case 'object':
      return def === defOf(imageSchema) ? 'image' : 'group';
    case 'array':
      return 'list';
    case 'union':
      return 'either';
    default:
      return 'short-text';
  }
}

export const isOptional = (schema: AnySchema) => ['optional', 'default', 'prefault'].includes(defOf(schema).type);

export function defaultOf(schema: AnySchema): unknown {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'default') return typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
    if (!def.innerType) return undefined;
    current = def.innerType as AnySchema;
  }
}

export function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  return (defOf(unwrap(schema)).shape as Record<string, AnySchema> | undefined) ?? {};
}

export const elementOf = (schema: AnySchema) => defOf(unwrap(schema)).element as AnySchema;
export const optionsOf = (schema: AnySchema) => (defOf(unwrap(schema)).options as AnySchema[] | undefined) ?? [];
export const choicesOf = (schema: AnySchema) => Object.values((defOf(unwrap(schema)).entries as Record<string, string> | undefined) ?? {});

/** A new, empty value for a schema: what "Add" puts in a list or an absent group (required fields left to fill). */
export function emptyValue(schema: AnySchema): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, AnySchema>)) {
        if (isOptional(field)) continue;
        value[key] = emptyValue(field);
      }
      return value;
    }
    case 'array':
      return [];
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return choicesOf(inner)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return emptyValue(optionsOf(inner)[0]!);
    default:
      return '';
  }
}

/** The option of a plain union that fits `value` (a paragraph of text, or `list:`, `numbered:`...). */
export function optionFor(schema: AnySchema, value: unknown): AnySchema | undefined {
  const options = optionsOf(schema);
  if (typeof value === 'string') return options.find((option) => defOf(unwrap(option)).type === 'string');
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    return options.find((option) => {
      const shape = shapeOf(option);
      return defOf(unwrap(option)).type === 'object' && keys.every((key) => key in shape);
    });
  }
  return undefined;
}

// Keys whose words alone read oddly as a label, or are a designer's or developer's word: `to` (every link, by the
// site's convention), `url`, `src`, `eyebrow`, `anchor`, `list` (a bulleted list in a text).
const SPOKEN_LABELS: Record<string, string> = {
  to: 'Link to',
  url: 'Web address',
  embedUrl: 'Embed address',
  socials: 'Social profiles',
  src: 'Picture file',
  alt: 'Description (alt text)',
  path: 'Address',
  eyebrow: 'Small heading above the title',
  anchor: 'Name for links to this block',
  list: 'Bulleted list',
  numbered: 'Numbered list',
  colors: 'Colours',
};

/** A field's label from its key: `visibleFrom` -> "Visible from". */
export function labelOf(key: string): string {
  if (SPOKEN_LABELS[key]) return SPOKEN_LABELS[key];
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a block type is called where it shows, from its definition: "card-grid" -> "Card grid"; "stats" -> "Figures". */
export const blockTypeName = (type: string) => definitionOf(type)?.editor.name ?? labelOf(type);
