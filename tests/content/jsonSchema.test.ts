import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockTypes } from '../../src/blocks/registry';
import { contentJsonSchemas, jsonSchemaFiles, schemaDir } from '../../src/content/jsonSchema';

type Json = { [key: string]: unknown };

/** Every property schema in a JSON Schema, with a readable path. */
function properties(node: unknown, path = ''): Array<{ path: string; schema: Json }> {
  if (Array.isArray(node)) return node.flatMap((item, index) => properties(item, `${path}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const found: Array<{ path: string; schema: Json }> = [];
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'properties') {
      for (const [name, schema] of Object.entries(value as Record<string, Json>)) found.push({ path: `${path}.${name}`, schema });
    }
    found.push(...properties(value, key === 'properties' ? path : `${path}/${key}`));
  }
  return found;
}

describe('JSON Schema for editors', () => {
  it.each(jsonSchemaFiles())('the committed schema/$name matches the zod schemas', ({ name, text }) => {
    const committed = readFileSync(join(schemaDir, name), 'utf8');
    expect(committed === text, `schema/${name} is out of date with the zod schemas: run \`npm run schema\``).toBe(true);
  });

  it('offers every block type, each with what it is for, through the discriminated union', () => {
    const pages = contentJsonSchemas()['pages.schema.json'] as Json;
    const blocks = (((pages.properties as Json).pages as Json).items as Json).properties as Json;
    const options = ((blocks.blocks as Json).items as Json).oneOf as Json[];
    const types = options.map((option) => ((option.properties as Json).type as Json).const);
    expect(types).toEqual([...blockTypes]);
    for (const option of options) {
      expect(option.description, `block ${String(((option.properties as Json).type as Json).const)}`).toEqual(expect.any(String));
      expect(((option.properties as Json).type as Json).description).toMatch(/^Block type `[a-z-]+`: \S/);
      expect(option.additionalProperties).toBe(false);
    }
  });

  it('choosing a block type in the editor inserts the block with its required fields (defaultSnippets)', () => {
    const pages = contentJsonSchemas()['pages.schema.json'] as Json;
    const blocks = (((pages.properties as Json).pages as Json).items as Json).properties as Json;
    const options = ((blocks.blocks as Json).items as Json).oneOf as Json[];
    for (const option of options) {
      const type = ((option.properties as Json).type as Json).const as string;
      const [snippet, ...more] = option.defaultSnippets as Json[];
      expect(more, type).toEqual([]);
      expect(snippet, type).toMatchObject({ label: type, description: option.description });
      expect(Object.keys(snippet!.body as Json).sort(), type).toEqual([...(option.required as string[])].sort());
    }
    const hero = options.find((option) => ((option.properties as Json).type as Json).const === 'hero')!;
    expect((hero.defaultSnippets as Json[])[0]!.body).toEqual({ type: 'hero', title: '${1:title}' });
  });

  it('describes every property, so editors can show what each field is for', () => {
    for (const schema of Object.values(contentJsonSchemas())) {
      const undescribed = properties(schema).filter(({ schema: property }) => typeof property.description !== 'string' || !property.description);
      expect(undescribed.map(({ path }) => path)).toEqual([]);
    }
  });

  it('says what each field does on the site, never where a requirement came from', () => {
    for (const schema of Object.values(contentJsonSchemas())) {
      const pointing = properties(schema).filter(({ schema: property }) => /\bspec(ification)?\b|\bsection \d/i.test(String(property.description)));
      expect(pointing.map(({ path, schema: property }) => `${path}: ${String(property.description)}`)).toEqual([]);
    }
  });

  it('accepts the real pages.yaml and nav.yaml and rejects a misspelt field, as an editor would', () => {
    for (const file of ['pages', 'nav'] as const) {
      const asZod = z.fromJSONSchema(contentJsonSchemas()[`${file}.schema.json`]!);
      const data = parse(readFileSync(`${file}.yaml`, 'utf8'));
      expect(asZod.safeParse(data).success, `${file}.yaml against schema/${file}.schema.json`).toBe(true);
      if (file === 'pages') {
        (data.pages[0].blocks[0] as Json).titel = 'typo';
        expect(asZod.safeParse(data).success).toBe(false);
      }
    }
  });
});
