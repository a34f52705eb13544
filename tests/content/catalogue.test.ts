import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockSchema, blockTypes } from '../../src/blocks/registry';
import { asPagesYamlItem, catalogueFile, renderCatalogue } from '../../src/content/catalogue';
import { checkExamples, missingExamples, readExamples } from '../../src/content/examples';
import { loadSite, publicFileExists } from '../../src/content/loadSite';
import { formatProblems } from '../../src/content/problems';
import { readSiteExample, siteExampleProblems } from '../../src/content/siteExample';
import { parseYamlSource } from '../../src/content/yamlSource';
import { check } from '../fixtures/site';

const root = process.cwd();
const examples = readExamples(root);
const realSite = loadSite(root);
const siteExample = readSiteExample(root);

describe('block catalogue (docs/blocks.md)', () => {
  it('has an example in its folder for every block type', () => {
    expect(missingExamples(examples), 'add src/blocks/<type>/example.yaml for each of these block types, then run `npm run docs`').toEqual([]);
    expect(examples.map((example) => example.type)).toEqual([...blockTypes]);
  });

  it('is up to date with the block schemas and the examples', () => {
    const committed = readFileSync(catalogueFile, 'utf8');
    expect(committed === renderCatalogue(examples, siteExample), `${catalogueFile} is stale: run \`npm run docs\``).toBe(true);
  });

  it('documents every block type with what it is for, its fields and its example', () => {
    const text = renderCatalogue(examples);
    for (const type of blockTypes) {
      const section = text.slice(text.indexOf(`\n## ${type}\n`));
      expect(section).toMatch(/^\n## [a-z-]+\n\n[A-Z].+\.\n\n\| field \| type \| required \| what it is for \|/);
      expect(section).toContain(`Example (\`src/blocks/${type}/example.yaml\`):\n\n\`\`\`yaml\n      - type: ${type}\n`);
    }
  });

  it.each(examples.map((example) => [example.type, example] as const))('the %s example validates against the block schema, the pages and public/', (_, example) => {
    expect(realSite.problems, 'pages.yaml and nav.yaml must be valid to check the examples').toEqual([]);
    const { problems, checked } = checkExamples([example], { site: realSite.content!, fileExists: publicFileExists(root) });
    expect(problems.length === 0, formatProblems(problems)).toBe(true);
    expect(checked[0]!.block?.type).toBe(example.type);
    // As pasted under a page's `blocks:` it is the same block.
    const pasted = parseYamlSource('pasted.yaml', `blocks:\n${asPagesYamlItem(example.text)}\n`).value as { blocks: unknown[] };
    expect(blockSchema.parse(pasted.blocks[0])).toEqual(checked[0]!.block);
  });

  it('reports example problems with file, line and column: schema, links and files', () => {
    const content = check().content!;
    const broken = { type: 'hero', file: 'src/blocks/hero/example.yaml', text: 'type: hero\ntitel: Hi\nactions:\n  - label: Go\n    to: /abuot\nimage:\n  src: /images/nope.svg\n  alt: x\n  width: 1\n  height: 1\n' };
    const schemaProblems = checkExamples([broken], { site: content, fileExists: () => true }).problems;
    expect(schemaProblems.map((problem) => [problem.kind, problem.file, problem.line, problem.col])).toEqual([
      ['unknown-key', 'src/blocks/hero/example.yaml', 2, 1],
    ]);
    const fixed = { ...broken, text: broken.text.replace('titel', 'title') };
    const siteProblems = checkExamples([fixed], { site: content, fileExists: (path) => path !== '/images/nope.svg' }).problems;
    expect(siteProblems.map((problem) => [problem.kind, problem.line, problem.col, problem.hint])).toEqual([
      ['broken-link', 5, 9, 'did you mean `/about`?'],
      ['missing-file', 7, 8, 'examples may use only files that exist under public/'],
    ]);
  });

  it('documents the site\'s colours, font and published files with a valid example, and points to the form fields', () => {
    const text = renderCatalogue(examples, siteExample);
    const section = text.slice(text.indexOf('\n## Site settings: colours, font, published files and form fields\n'));
    expect(section).toContain('| `site.theme.colors.primary` | colour (#RRGGBB) | yes |');
    expect(section).toContain('| `site.theme.font.src` | text | no |');
    expect(section).toContain('| `site.publish.keep` | list of texts | yes |');
    expect(section).toContain('Example (`docs/examples/nav/site.yaml`):\n\n```yaml\n# Part of nav.yaml');
    expect(section).toContain("The fields of a contact form are its block's `fields:` (see [contact-form](#contact-form))");
    expect(siteExampleProblems(siteExample!)).toEqual([]);
  });

  it('reports a site example with a wrong field or a colour too faint at its line', () => {
    const faint = siteExample!.replace('accent: "#B4451F"', 'accent: "#F0A080"').replace('    font:', '    fnot:');
    expect(siteExampleProblems(faint).map((problem) => [problem.kind, problem.line, problem.path])).toEqual([['unknown-key', 9, 'site.theme.fnot']]);
    expect(siteExampleProblems(siteExample!.replace('accent: "#B4451F"', 'accent: "#F0A080"')).map((problem) => [problem.kind, problem.file, problem.line, problem.col])).toEqual([
      ['low-contrast', 'docs/examples/nav/site.yaml', 6, 15],
    ]);
  });
});
