// Every block type with its description and its catalogue example (docs/examples/<type>.yaml), for the picker.
import { parse } from 'yaml';
import { blockSchemas, type BlockType } from '../../../blocks/schemas';
import { describe } from '../../../content/schemaAt';
import { blockTypeName, emptyValue } from '../form/fieldKinds';

const exampleTexts = import.meta.glob<string>('../../../../docs/examples/*.yaml', { query: '?raw', import: 'default', eager: true });

export type BlockKind = { type: BlockType; name: string; description: string; example: () => Record<string, unknown> };

function exampleOf(type: BlockType, schema: (typeof blockSchemas)[number]): () => Record<string, unknown> {
  const entry = Object.entries(exampleTexts).find(([file]) => file.endsWith(`/${type}.yaml`));
  return () => {
    const parsed = entry ? (parse(entry[1]) as unknown) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : (emptyValue(schema) as Record<string, unknown>);
  };
}

export const blockKinds: BlockKind[] = blockSchemas.map((schema) => {
  const type = schema.shape.type.value as BlockType;
  return { type, name: blockTypeName(type), description: describe(schema) ?? '', example: exampleOf(type, schema) };
});

export const schemaOfBlock = (type: unknown) => blockSchemas.find((schema) => schema.shape.type.value === type);
