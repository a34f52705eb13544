import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchema, blockTypes } from '../../src/blocks/registry';
import { asPagesYamlItem, catalogueFile, renderCatalogue } from '../../src/content/catalogue';
import { checkExamples, missingExamples, readExamples } from '../../src/content/examples';
import { formatProblems } from '../../src/content/problems';
import { readSiteExample, siteExampleProblems } from '../../src/content/siteExample';
import { parseYamlSource } from '../../src/content/yamlSource';
import { check, edit, pagesYaml } from '../fixtures/site';

const root = process.cwd();
const examples = readExamples(root);
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

  it.each(examples.map((example) => [example.type, example] as const))('the %s example validates against the block schema, and its links and files work on any site', (_, example) => {
    const { problems, checked } = checkExamples([example], { root });
    expect(problems.length === 0, formatProblems(problems)).toBe(true);
    expect(checked[0]!.block?.type).toBe(example.type);
    // As pasted under a page's `blocks:` it is the same block.
    const pasted = parseYamlSource('pasted.yaml', `blocks:\n${asPagesYamlItem(example.text)}\n`).value as { blocks: unknown[] };
    expect(blockSchema.parse(pasted.blocks[0])).toEqual(checked[0]!.block);
  });

  it('reports example problems with file, line and column: schema, links and files', () => {
    const broken = { type: 'hero', file: 'src/blocks/hero/example.yaml', text: 'type: hero\ntitel: Hi\nactions:\n  - label: Go\n    to: /about\nimage:\n  src: /images/hero.svg\n  alt: x\n  width: 1\n  height: 1\n' };
    const schemaProblems = checkExamples([broken], { root }).problems;
    expect(schemaProblems.map((problem) => [problem.kind, problem.file, problem.line, problem.col])).toEqual([
      ['unknown-key', 'src/blocks/hero/example.yaml', 2, 1],
    ]);
    const fixed = { ...broken, text: broken.text.replace('titel', 'title') };
    expect(formatProblems(checkExamples([fixed], { root }).problems)).toContain(
      [
        'src/blocks/hero/example.yaml:5:9  example of hero › button 1 (Go) › to',
        '  `/about` is a page of one site only',
        '  fix: examples are shown on every site, so they link only to web addresses (https://example.com/contact) or to an anchor of the example itself (#Anchor)',
        '  [broken-link] actions[0].to',
        '',
        'src/blocks/hero/example.yaml:7:8  example of hero › image › src',
        "  `/images/hero.svg` is not a file of the hero block's folder: a site's own files are not on every site",
        '  fix: put the file in src/blocks/hero/ and write `/_blocks/hero/hero.svg`',
        '  [missing-file] image.src',
      ].join('\n'),
    );
  });

  it('reports an example picture missing from its block\'s folder, another block\'s picture, a link to an anchor it lacks, and sizes that do not match the file', () => {
    const hero = (image: string, link = 'https://example.com/contact', size = 'width: 640\n  height: 480') => ({
      type: 'hero',
      file: 'src/blocks/hero/example.yaml',
      text: `type: hero\ntitle: Hi\nactions:\n  - label: Go\n    to: ${link}\nimage:\n  src: ${image}\n  alt: Hills\n  ${size}\n`,
    });
    const report = (example: ReturnType<typeof hero>) => checkExamples([example], { root }).problems.map((problem) => [problem.kind, problem.line, problem.col, problem.message, problem.hint]);
    expect(report(hero('/_blocks/hero/landscape.svg'))).toEqual([]);
    expect(report(hero('/_blocks/hero/lanscape.svg'))).toEqual([
      ['missing-file', 7, 8, 'file `src/blocks/hero/lanscape.svg` does not exist', 'put the file `lanscape.svg` in src/blocks/hero/ (`/_blocks/hero/lanscape.svg` is that folder\'s file)'],
    ]);
    expect(report(hero('/_blocks/map/street-map.svg'))).toEqual([
      ['missing-file', 7, 8, "`/_blocks/map/street-map.svg` is not a file of the hero block's folder: a site's own files are not on every site", 'put the file in src/blocks/hero/ and write `/_blocks/hero/street-map.svg`'],
    ]);
    expect(report(hero('/_blocks/hero/landscape.svg', '"#Top"'))).toEqual([
      ['missing-anchor', 5, 9, 'the example has no `anchor: Top` to jump to', 'examples are shown on every site, so they link only to web addresses (https://example.com/contact) or to an anchor of the example itself (#Anchor)'],
    ]);
    expect(report({ ...hero('/_blocks/hero/landscape.svg', '"#Top"'), text: `anchor: Top\n${hero('/_blocks/hero/landscape.svg', '"#Top"').text}` })).toEqual([]);
    expect(report(hero('/_blocks/hero/landscape.svg', '/'))).toEqual([
      ['broken-link', 5, 9, '`/` is a page of one site only', 'examples are shown on every site, so they link only to web addresses (https://example.com/contact) or to an anchor of the example itself (#Anchor)'],
    ]);
    expect(report(hero('/_blocks/hero/landscape.svg', undefined, 'width: 600\n  height: 600'))).toEqual([
      ['image-size', 9, 10, '`width: 600` and `height: 600` (1:1) do not match `/_blocks/hero/landscape.svg`, which is 640 × 480 pixels (4:3)', 'write width: 640 and height: 480, or leave both out: the build reads them from the file'],
    ]);
  });

  it('a page that keeps an example\'s picture is told to use a file of its own site', () => {
    const pages = edit(pagesYaml, '          src: /images/hero.svg', '          src: /_blocks/hero/landscape.svg');
    expect(check(pages).problems.map((problem) => [problem.kind, problem.path, problem.message, problem.hint])).toEqual([
      ['missing-file', 'pages[0].blocks[0].image.src', "`/_blocks/hero/landscape.svg` is the block catalogue example's own file, not one of this site", 'put your own file under public/ and write its path, e.g. /images/landscape.svg'],
    ]);
  });

  it('refuses an example picture that is not a plain drawing', () => {
    const project = mkdtempSync(join(tmpdir(), 'example-media-'));
    mkdirSync(join(project, 'src/blocks/hero'), { recursive: true });
    writeFileSync(join(project, 'src/blocks/hero/hills.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3" onload="alert(1)"/>');
    const example = { type: 'hero', file: 'src/blocks/hero/example.yaml', text: 'type: hero\ntitle: Hi\nimage:\n  src: /_blocks/hero/hills.svg\n  alt: Hills\n' };
    const problems = checkExamples([example], { root: project }).problems;
    rmSync(project, { recursive: true, force: true });
    expect(problems.map((problem) => [problem.kind, problem.line, problem.col])).toEqual([['unsafe-svg', 4, 8]]);
    expect(problems[0]!.message).toMatch(/^`src\/blocks\/hero\/hills\.svg` is not a plain drawing: .*onload/);
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
