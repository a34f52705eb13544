// Reads a zod object schema as a table of fields in plain words, for the block catalogue (docs/blocks.md).
import { buttonSchema, iconName, imageSchema, linkTarget, richBody, socialLinkSchema, socialNetwork, videoSchema } from '../shared/fields';
import { describe, unwrap } from './schemaAt';
import { hexColor } from '../shared/themeSchema';
import { defaultOf, isOptional } from './schemaKinds';
import { defOf, type AnySchema } from './zodDef';

export type FieldRow = {
  /** `cards[].link.label`: the `label` of the `link` of each entry of `cards`. */
  name: string;
  type: string;
  required: boolean;
  defaultValue?: unknown;
  description: string;
};

/** Field groups used by many blocks: documented once in the catalogue, named in the tables. */
export const sharedGroups = [
  { title: 'Image', anchor: 'image', schema: imageSchema, word: 'image', plural: 'images' },
  { title: 'Video', anchor: 'video', schema: videoSchema, word: 'video', plural: 'videos' },
  { title: 'Button', anchor: 'button', schema: buttonSchema, word: 'button', plural: 'buttons' },
  { title: 'Social link', anchor: 'social-link', schema: socialLinkSchema, word: 'social link', plural: 'social links' },
  { title: 'Text body', anchor: 'text-body', schema: richBody, word: 'text body', plural: 'text bodies' },
] as const;

// `.describe()` copies a schema but keeps its definition object, so shared groups are recognised by it.
const groupOf = (schema: AnySchema) => sharedGroups.find((group) => defOf(group.schema as AnySchema) === defOf(unwrap(schema)));

const code = (value: unknown) => `\`${String(value)}\``;

/** The type of a field in words an author knows. */
function typeInWords(schema: AnySchema, plural = false): string {
  const group = groupOf(schema);
  if (group) return `${plural ? group.plural : group.word} (see [${group.title}](#${group.anchor}))`;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def === defOf(linkTarget)) return plural ? 'links' : 'link';
  if (def === defOf(iconName)) return `icon name${plural ? 's' : ''} (see [Icon names](#icon-names))`;
  if (def === defOf(socialNetwork)) return `social network${plural ? 's' : ''} (see [Icon names](#icon-names))`;
  switch (def.type) {
    case 'string':
      if (def.format === 'url') return plural ? 'web addresses' : 'web address';
      if (def.format === 'email') return plural ? 'email addresses' : 'email address';
      if (def === defOf(hexColor)) return plural ? 'colours (#RRGGBB)' : 'colour (#RRGGBB)';
      return plural ? 'texts' : 'text';
    case 'number': {
      const isWhole = (def.checks as AnySchema[] | undefined)?.some((check) => defOf(check).format === 'safeint');
      return `${isWhole ? 'whole number' : 'number'}${plural ? 's' : ''}`;
    }
    case 'boolean':
      return '`true` or `false`';
    case 'literal':
      return (def.values as unknown[]).map(code).join(' or ');
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      return `one of ${values.map(code).join(', ')}`;
    }
    case 'array':
      return `list of ${typeInWords(def.element as AnySchema, true)}`;
    case 'object':
      return plural ? 'entries (fields below)' : 'group of fields (below)';
    case 'union':
      return (def.options as AnySchema[]).map((option) => typeInWords(option, plural)).join(' or ');
    default:
      return def.type;
  }
}

/** The object schema a field leads into (through lists), unless it is a shared group or not an object. */
function nestedObject(schema: AnySchema): { schema: AnySchema; suffix: string } | undefined {
  if (groupOf(schema)) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return { schema: unwrap(schema), suffix: '' };
  if (def.type === 'array') {
    const element = nestedObject(def.element as AnySchema);
    return element && { schema: element.schema, suffix: `[]${element.suffix}` };
  }
  return undefined;
}

/** Every field of an object schema, nested objects flattened to dotted names, shared groups named. */
export function fieldRows(schema: AnySchema, options: { skip?: readonly string[]; prefix?: string } = {}): FieldRow[] {
  const shape = defOf(unwrap(schema)).shape as Record<string, AnySchema> | undefined;
  if (!shape) return [];
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (options.skip?.includes(key)) continue;
    const name = `${options.prefix ?? ''}${key}`;
    const defaultValue = defaultOf(field);
    rows.push({
      name,
      type: typeInWords(field),
      required: !isOptional(field),
      ...(defaultValue === undefined ? {} : { defaultValue }),
      description: describe(field) ?? '',
    });
    const nested = nestedObject(field);
    if (nested) rows.push(...fieldRows(nested.schema, { prefix: `${name}${nested.suffix}.` }));
  }
  return rows;
}
