// JSON Schemas for editors, generated from the zod schemas (`npm run schema` writes them to schema/).
// pages.yaml and nav.yaml name them on their first line (`# yaml-language-server: $schema=...`), so YAML
// editors complete block types and fields, show each field's description and underline mistakes.
import { z } from 'zod';
import { blockSchemas } from '../blocks/registry';
import { pagesFileSchema } from '../renderer/pageSchema';
import { navFileSchema } from '../shared/siteSchema';
import { describe } from './schemaAt';

export const schemaDir = 'schema';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** The `type` literal of each block, with the sentence that says what the block is for. */
const blockTypeLiterals = new Map<z.core.$ZodType, string>(
  blockSchemas.map((schema) => [schema.shape.type, `Block type \`${schema.shape.type.value}\`: ${describe(schema) ?? ''}`.trim()]),
);

const blockObjects = new Map<z.core.$ZodType, string>(blockSchemas.map((schema) => [schema, schema.shape.type.value]));

type Snippet = { label: string; description: string; body: Record<string, unknown> };

/**
 * What a snippet inserts for a required field: a tab stop named after the field for text, the first choice of a
 * list of choices, a number, or (for lists and nested fields) their own required fields, one entry deep.
 */
function snippetValue(name: string, schema: JsonSchema, stop: { next: number }, depth: number): unknown {
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.enum)) return node.enum[0];
  if (node.const !== undefined) return node.const;
  if (node.type === 'number' || node.type === 'integer') return `^\${${stop.next++}:0}`;
  if (node.type === 'boolean') return false;
  if (node.type === 'array' && node.items && depth < 2) return [snippetValue(name, node.items as JsonSchema, stop, depth + 1)];
  if (node.type === 'object' && node.properties && depth < 3) return snippetBody(schema, stop, depth + 1);
  return `\${${stop.next++}:${name}}`;
}

function snippetBody(schema: JsonSchema, stop = { next: 1 }, depth = 0): Record<string, unknown> {
  const node = schema as { properties?: Record<string, JsonSchema>; required?: string[] };
  const body: Record<string, unknown> = {};
  for (const name of node.required ?? []) {
    const property = node.properties?.[name];
    if (property) body[name] = snippetValue(name, property, stop, depth);
  }
  return body;
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    // Draft 7 is the version the YAML language server (VS Code's Red Hat YAML extension) fully supports.
    target: 'draft-07',
    // What authors write, not what the app receives: fields with a default are optional.
    io: 'input',
    override: ({ zodSchema, jsonSchema }) => {
      const typeDescription = blockTypeLiterals.get(zodSchema);
      if (typeDescription) jsonSchema.description = typeDescription;
      // Choosing a block type in the editor's completion inserts the block with its required fields.
      const blockType = blockObjects.get(zodSchema);
      if (blockType) {
        const snippet: Snippet = { label: blockType, description: describe(zodSchema) ?? '', body: snippetBody(jsonSchema) };
        (jsonSchema as Record<string, unknown>).defaultSnippets = [snippet];
      }
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
