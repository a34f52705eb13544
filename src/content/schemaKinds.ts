// The kind of form field each schema calls for, read from the zod schema itself (no block has form code of its own):
// the type of its value, and what its schema declares to the editor (src/shared/editorMeta.ts). The studio's form
// (studio/app/form/FieldView.tsx) maps each kind to one component; its server reads the same schemas.
import { editorMeta, type EditorMeta } from '../shared/editorMeta';
import { unwrap } from './schemaAt';
import { defOf, type AnySchema } from './zodDef';

export type { AnySchema } from './zodDef';

export type FieldKind = 'short-text' | 'long-text' | 'number' | 'choice' | 'yes-no' | 'list' | 'group' | 'link' | 'image' | 'icon' | 'colour' | 'either' | 'fixed';

/** What a schema declares to the editor, through its wrappers (`.optional()`...): the outermost declaration wins. */
export function editorOf(schema: AnySchema): EditorMeta {
  const layers: EditorMeta[] = [];
  let current: AnySchema | undefined = schema;
  while (current) {
    const meta = editorMeta.get(current);
    if (meta) layers.push(meta);
    const def = defOf(current);
    current = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as AnySchema | undefined;
  }
  return Object.assign({}, ...layers.reverse()) as EditorMeta;
}

export function kindOf(schema: AnySchema): FieldKind {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'literal':
      return 'fixed';
    case 'enum':
      return 'choice';
    case 'boolean':
      return 'yes-no';
    case 'number':
      return 'number';
    case 'string': {
      const declared = editorOf(schema).kind;
      return declared && declared !== 'image' ? declared : 'short-text';
    }
    case 'object':
      return editorOf(schema).kind === 'image' ? 'image' : 'group';
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
