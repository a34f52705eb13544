// Every block type with its description and its catalogue example (docs/examples/<type>.yaml), for the picker, and the
// short starter "Add block" inserts (./starter.ts).
import { parse } from 'yaml';
import { blockSchemas, type BlockType } from '../../../blocks/schemas';
import { describe } from '../../../content/schemaAt';
import { blockTypeName, emptyValue } from '../form/fieldKinds';
import { starterBlock } from './starter';

const exampleTexts = import.meta.glob<string>('../../../../docs/examples/*.yaml', { query: '?raw', import: 'default', eager: true });

export type BlockKind = { type: BlockType; name: string; description: string; example: () => Record<string, unknown>; starter: () => Record<string, unknown> };

function exampleOf(type: BlockType, schema: (typeof blockSchemas)[number]): () => Record<string, unknown> {
  const entry = Object.entries(exampleTexts).find(([file]) => file.endsWith(`/${type}.yaml`));
  return () => {
    const parsed = entry ? (parse(entry[1]) as unknown) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : (emptyValue(schema) as Record<string, unknown>);
  };
}

export const blockKinds: BlockKind[] = blockSchemas.map((schema) => {
  const type = schema.shape.type.value as BlockType;
  const example = exampleOf(type, schema);
  return { type, name: blockTypeName(type), description: describe(schema) ?? '', example, starter: () => starterBlock(example(), schema) };
});

export const schemaOfBlock = (type: unknown) => blockSchemas.find((schema) => schema.shape.type.value === type);
