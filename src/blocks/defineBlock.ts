// One block type, defined in one folder: its `block.ts` gives its schema, its catalogue examples and how the studio
// presents it; its `view.ts` its component and island. The registry (./registry.ts) is the list of the definitions;
// ./views.ts finds each folder's view. The two halves are two files because the tooling (the content checker, the
// studio's server, Vite's own config) bundles what it imports, and a view's `import()`s would pull every component
// into it; and because the browser must never load a schema.
import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod';

/** A block schema: an object whose `type` is the block type's name (the discriminator of a page's blocks). */
export type BlockSchemaShape = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/** How the studio presents a block type. */
export type EditorHints = {
  /** A recognisable icon for the block list and the picker. */
  icon: LucideIcon;
  /** What one block of this type is called where it shows: "Card grid". */
  name: string;
  /** What several are called: "Card grids". */
  plural: string;
};

export type BlockDefinitionInput<S extends BlockSchemaShape> = {
  schema: S;
  /** The catalogue examples: YAML files of the block's folder, each one block written from column 0. */
  examples: readonly [string, ...string[]];
  editor: EditorHints;
};

export type BlockDefinition<S extends BlockSchemaShape = BlockSchemaShape> = BlockDefinitionInput<S> & {
  type: S['shape']['type']['value'];
  /** The block's folder from the project root, where its examples are. */
  folder: string;
};

export function defineBlock<S extends BlockSchemaShape>(definition: BlockDefinitionInput<S>): BlockDefinition<S> {
  const type = definition.schema.shape.type.value as S['shape']['type']['value'];
  return { type, folder: `src/blocks/${type}`, ...definition };
}


/** Any block type's definition, as the registry's readers see it. */
export type AnyBlockDefinition = BlockDefinition;
