// Every field the studio's forms can show, with the kind of form field it gets: walked the way the forms walk a schema
// (a group's fields, a list's entries, each shape of a value with several).
import { blockDefinitions } from '../../../../src/blocks/registry';
import { pagesFileSchema } from '../../../../src/renderer/pageSchema';
import { navFileSchema } from '../../../../src/shared/siteSchema';
import { elementOf, kindOf, optionsOf, shapeOf, type AnySchema } from '../../../../src/content/schemaKinds';

/** The forms' root schemas: each block type's, pages.yaml's (its blocks are the block types') and nav.yaml's. */
export const formRoots: ReadonlyArray<{ name: string; schema: AnySchema; skip?: string[] }> = [
  ...blockDefinitions.map((definition) => ({ name: definition.type, schema: definition.schema as AnySchema })),
  { name: 'pages.yaml', schema: pagesFileSchema as AnySchema, skip: ['blocks'] },
  { name: 'nav.yaml', schema: navFileSchema as AnySchema },
];

function walk(schema: AnySchema, path: string, table: Record<string, string>, skip: readonly string[] = []): void {
  const kind = kindOf(schema);
  table[path] = kind;
  if (kind === 'group' || kind === 'image') {
    for (const [child, field] of Object.entries(shapeOf(schema))) if (!skip.includes(child)) walk(field, `${path}.${child}`, table, skip);
  } else if (kind === 'list') {
    walk(elementOf(schema), `${path}[]`, table, skip);
  } else if (kind === 'either') {
    optionsOf(schema).forEach((option, index) => walk(option, `${path}|${index}`, table, skip));
  }
}

/** `card-grid.cards[].title` -> `short-text`, for every field of every form root. */
export function fieldKindTable(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const root of formRoots) {
    for (const [key, field] of Object.entries(shapeOf(root.schema))) {
      if (!root.skip?.includes(key)) walk(field, `${root.name}.${key}`, table, root.skip);
    }
  }
  return table;
}
