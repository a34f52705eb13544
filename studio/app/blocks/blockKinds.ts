// Every block type with its description and its catalogue example (src/blocks/<type>/example.yaml), for the picker, and the
// short starter "Add block" inserts (./starter.ts).
import { parse } from 'yaml';
import { blockDefinitions, blockSchemas, type BlockType } from '../../../src/blocks/registry';
import { describe, emptyValue } from '../../../src/content';
import { starterBlock } from './starter';

const exampleTexts = import.meta.glob<string>('../../../src/blocks/*/*.yaml', { query: '?raw', import: 'default', eager: true });

export type BlockKind = { type: BlockType; name: string; description: string; example: () => Record<string, unknown>; starter: () => Record<string, unknown> };

function exampleOf({ type, examples, schema }: (typeof blockDefinitions)[number]): () => Record<string, unknown> {
  const entry = Object.entries(exampleTexts).find(([file]) => file.endsWith(`/blocks/${type}/${examples[0]}`));
  return () => {
    const parsed = entry ? (parse(entry[1]) as unknown) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : (emptyValue(schema) as Record<string, unknown>);
  };
}

export const blockKinds: BlockKind[] = blockDefinitions.map((definition) => {
  const example = exampleOf(definition);
  const { type, schema, editor } = definition;
  return { type, name: editor.name, description: describe(schema) ?? '', example, starter: () => starterBlock(example(), schema) };
});

export const schemaOfBlock = (type: unknown) => blockSchemas.find((schema) => schema.shape.type.value === type);
