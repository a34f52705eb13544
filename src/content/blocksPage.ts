// The /_blocks page of `npm run dev`: every block definition's examples rendered live, each titled with its type.
// Built only by the content plugin's dev server; never part of a production build.
import { definitionOf, type Block, type BlockType } from '../blocks/registry';
import type { PageData } from '../renderer/pageData';
import { checkExamples, readExamples, type ExampleContext } from './examples';
import type { Problem } from './problems';
import { describe } from './schemaAt';

export const blocksPagePath = '/_blocks';

type BlocksPage = { page: PageData; blockTypes: BlockType[]; problems: Problem[] };

const purposeOf = (type: string) => describe(definitionOf(type)?.schema);

/** The catalogue page, or the examples' problems (each with its file, line and column), from the project's folder. */
export function blocksPage(context: ExampleContext): BlocksPage {
  const { checked, problems } = checkExamples(readExamples(context.root), context);
  const blocks: Block[] = [
    {
      type: 'hero',
      size: 'medium',
      layout: 'split',
      eyebrow: 'Development only',
      title: 'Block catalogue',
      text: `Every block type, rendered from its example in its folder, src/blocks/<type>/. Fields and copy-paste YAML: docs/blocks.md. Add ?outline to any address to see which line of pages.yaml each block comes from.`,
    },
  ];
  // Outline labels (?outline): the catalogue's own blocks point to docs/blocks.md, examples to their file.
  const sources = ['docs/blocks.md'];
  for (const example of checked) {
    if (!example.block) continue;
    blocks.push(
      { type: 'section', anchor: `${example.type}-block`, eyebrow: 'Block type', heading: example.type, body: [`${purposeOf(example.type) ?? ''}.`, `Example: ${example.file}`], align: 'start' },
      example.block,
    );
    sources.push(`docs/blocks.md#${example.type}`, `${example.file}:1`);
  }
  const page: PageData = {
    title: 'Block catalogue',
    description: 'Every block type of the site with its example, rendered live (development only).',
    blocks,
    sources,
  };
  return { page, blockTypes: [...new Set(blocks.map((block) => block.type))], problems };
}
