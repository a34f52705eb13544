import type { z } from 'zod';
import { defOf, type AnySchema, type Def } from './zodDef';

/** Removes optional/default/nullable/readonly wrappers. */
export function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (['optional', 'default', 'nullable', 'readonly', 'prefault', 'nonoptional', 'catch'].includes(def.type)) {
      current = def.innerType as AnySchema;
    } else if (def.type === 'pipe') {
      current = def.in as AnySchema;
    } else {
      return current;
    }
  }
}

function pickUnionOption(def: Def, data: unknown): AnySchema | undefined {
  const options = def.options as AnySchema[];
  const discriminator = def.discriminator as string | undefined;
  if (!discriminator || typeof data !== 'object' || data === null) return undefined;
  const wanted = (data as Record<string, unknown>)[discriminator];
  return options.find((option) => {
    const shape = defOf(unwrap(option)).shape as Record<string, AnySchema> | undefined;
    const literal = shape?.[discriminator];
    return literal && (defOf(literal).values as unknown[] | undefined)?.includes(wanted);
  });
}

/** The schema that validates the value at `path`, following the data through discriminated unions. */
export function schemaAt(root: AnySchema, data: unknown, path: ReadonlyArray<PropertyKey>): AnySchema | undefined {
  let schema: AnySchema | undefined = root;
  let value: unknown = data;
  for (const segment of path) {
    if (!schema) return undefined;
    let def = defOf(unwrap(schema));
    if (def.type === 'union') {
      schema = pickUnionOption(def, value);
      if (!schema) return undefined;
      def = defOf(unwrap(schema));
    }
    if (def.type === 'object') schema = (def.shape as Record<string, AnySchema>)[String(segment)];
    else if (def.type === 'array') schema = def.element as AnySchema;
    else return undefined;
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment as string] : undefined;
  }
  if (schema && defOf(unwrap(schema)).type === 'union') return pickUnionOption(defOf(unwrap(schema)), value) ?? schema;
  return schema;
}

export function describe(schema: AnySchema | undefined): string | undefined {
  if (!schema) return undefined;
  let current: AnySchema | undefined = schema;
  while (current) {
    const description = (current as unknown as { description?: string }).description;
    if (description) return description;
    const def = defOf(current);
    current = (def.innerType as AnySchema | undefined) ?? undefined;
  }
  return undefined;
}

export function objectKeys(schema: AnySchema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? Object.keys(def.shape as object) : [];
}

/** The keys an object schema requires (those it accepts without are optional). */
export function requiredKeys(schema: AnySchema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>).filter(([, field]) => !field.safeParse(undefined).success).map(([key]) => key);
}
