// The block examples of the catalogue: the copy-paste YAML files each block definition names in its folder
// (src/blocks/<type>/example.yaml), checked like pages.yaml (schema, links to real pages, files under public/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockDefinitions, blockSchema, blockTypes, type Block, type BlockType } from '../blocks/registry';
import type { SiteContent } from './checkSite';
import { didYouMean } from './didYouMean';
import { classifyLink, unsafeLinkProblem } from './links';
import { formatPath, type Problem } from './problems';
import { findStrings } from './walk';
import { parseYamlSource, type YamlSource } from './yamlSource';
import { zodProblems } from './zodProblems';

export type Example = {
  /** The block type whose folder holds the file. */
  type: string;
  /** Path from the project root, e.g. src/blocks/hero/example.yaml */
  file: string;
  text: string;
};

type CheckedExample = Example & { block?: Block; source: YamlSource };

/** The example files every block definition names, from the project root. */
export const exampleFiles = (): string[] => blockDefinitions.flatMap(({ folder, examples }) => examples.map((name) => `${folder}/${name}`));

/** Reads the examples every block definition names, in block-type order (a named file that is missing is skipped). */
export function readExamples(root: string): Example[] {
  return blockDefinitions.flatMap(({ type, folder, examples }) =>
    examples
      .map((name) => `${folder}/${name}`)
      .filter((file) => existsSync(join(root, file)))
      .map((file) => ({ type: type as string, file, text: readFileSync(join(root, file), 'utf8') })),
  );
}

/** Block types that have no example yet. */
export function missingExamples(examples: readonly Example[]): BlockType[] {
  const present = new Set(examples.map((example) => example.type));
  return blockTypes.filter((type) => !present.has(type));
}

export type ExampleContext = {
  /** The validated site, for the routes and anchors that links may point to. */
  site: SiteContent;
  fileExists: (publicPath: string) => boolean;
};

/** Validates each example against the block schema, the site's pages and public/. */
export function checkExamples(examples: readonly Example[], { site, fileExists }: ExampleContext): { checked: CheckedExample[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const checked = examples.map((example): CheckedExample => {
    const source = parseYamlSource(example.file, example.text);
    const report = (path: PropertyKey[], problem: Pick<Problem, 'kind' | 'message' | 'hint'>) =>
      problems.push({ file: example.file, ...source.locate(path), path: formatPath(path), place: `example of ${example.type} › ${source.describe(path)}`, ...problem });
    if (source.problems.length) {
      problems.push(...source.problems);
      return { ...example, source };
    }
    const result = blockSchema.safeParse(source.value ?? {});
    if (!result.success) {
      problems.push(...zodProblems(blockSchema, source, result.error.issues));
      return { ...example, source };
    }
    const block = result.data;
    if (block.type !== example.type) {
      report(['type'], { kind: 'invalid-value', message: `this file is the example of \`${example.type}\` but its block has \`type: ${block.type}\``, hint: `set \`type: ${example.type}\`, or move the example to the folder of ${block.type}` });
    }
    for (const link of findStrings(block, new Set(['to']))) {
      const problem = linkProblem(link.value, block, site);
      if (problem) report(link.path, problem);
    }
    for (const file of findStrings(block, new Set(['src', 'fallback']))) {
      if (!fileExists(file.value)) report(file.path, { kind: 'missing-file', message: `file \`public${file.value}\` does not exist`, hint: 'examples may use only files that exist under public/' });
    }
    return { ...example, block, source };
  });
  return { checked, problems };
}

function linkProblem(to: string, block: Block, site: SiteContent): Pick<Problem, 'kind' | 'message' | 'hint'> | undefined {
  const link = classifyLink(to);
  if (link.kind === 'unsafe') return unsafeLinkProblem(to, link.reason);
  if (link.kind === 'external') return undefined;
  const anchorsOf = (blocks: readonly Block[]) => blocks.flatMap((candidate) => (candidate.anchor ? [candidate.anchor] : []));
  if (link.kind === 'anchor') {
    return anchorsOf([block]).includes(link.anchor)
      ? undefined
      : { kind: 'missing-anchor', message: `the example has no \`anchor: ${link.anchor}\` to jump to`, hint: 'link to a page path such as /about, or to /page#Anchor' };
  }
  const page = site.pages.pages.find((candidate) => candidate.path === link.path);
  if (!page) {
    const suggestion = didYouMean(link.path, site.pages.pages.map((candidate) => candidate.path));
    return { kind: 'broken-link', message: `no page has the path \`${link.path}\``, hint: suggestion ? `did you mean \`${suggestion}\`?` : 'examples may link only to pages of pages.yaml' };
  }
  if (link.anchor !== undefined && !anchorsOf(page.blocks).includes(link.anchor)) {
    return { kind: 'missing-anchor', message: `page \`${page.path}\` has no block with \`anchor: ${link.anchor}\` (link \`${to}\`)` };
  }
  return undefined;
}
