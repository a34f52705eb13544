// JSON Schemas for editors, generated from the zod schemas (`npm run schema` writes them to schema/).
// pages.yaml and nav.yaml name them on their first line (`# yaml-language-server: $schema=...`), so YAML
// editors complete block types and fields, show each field's description and underline mistakes.
import { z } from 'zod';
import { blockSchemas } from '../blocks/schemas';
import { pagesFileSchema } from '../renderer/pageSchema';
import { navFileSchema } from '../shared/siteSchema';
import { describe } from './schemaAt';

export const schemaDir = 'schema';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** The `type` literal of each block, with the sentence that says what the block is for. */
const blockTypeLiterals = new Map<z.core.$ZodType, string>(
  blockSchemas.map((schema) => [schema.shape.type, `Block type \`${schema.shape.type.value}\`: ${describe(schema) ?? ''}`.trim()]),
);

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    // Draft 7 is the version the YAML language server (VS Code's Red Hat YAML extension) fully supports.
    target: 'draft-07',
    // What authors write, not what the app receives: fields with a default are optional.
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const typeDescription = blockTypeLiterals.get(zodSchema);
      if (typeDescription) jsonSchema.description = typeDescription;
      // `.int()` adds JavaScript's largest safe integer as a maximum: noise in an editor's hover.
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
}

/** The generated schemas by file name under schema/. */
export function contentJsonSchemas(): Record<string, JsonSchema> {
  return {
    'pages.schema.json': toJsonSchema(pagesFileSchema),
    'nav.schema.json': toJsonSchema(navFileSchema),
  };
}

/** The files `npm run schema` writes: name under schema/ and text (pretty-printed, stable, ending in a newline). */
export function jsonSchemaFiles(): Array<{ name: string; text: string }> {
  return Object.entries(contentJsonSchemas()).map(([name, schema]) => ({ name, text: `${JSON.stringify(schema, null, 2)}\n` }));
}
