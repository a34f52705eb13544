// The block examples of the catalogue: the copy-paste YAML files each block definition names in its folder
// (src/blocks/<type>/example.yaml), checked against the block schemas and for working on any organisation's site.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { blockDefinitions, blockSchema, blockTypes, type Block, type BlockType } from '../blocks/registry';
import { exampleMediaOf, exampleMediaUrl } from './exampleMedia';
import { imageSizeProblems, type ImageSizeOf } from './imageSizes';
import { classifyLink, unsafeLinkProblem } from './links';
import { formatPath, type Problem } from './problems';
import { svgRefusals } from './svgSafety';
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
  /** The project's folder, where the blocks' folders (and so the examples' pictures) are. */
  root: string;
};

/** Where an example may link: nothing else is on every organisation's site. */
const LINK_RULE = 'examples are shown on every site, so they link only to web addresses (https://example.com/contact) or to an anchor of the example itself (#Anchor)';

/**
 * Validates each example against the block schema, and checks that it works on any site: its links lead to web
 * addresses or into the example, and its pictures and videos are files of its block's own folder (plain drawings,
 * their written sizes matching the files).
 */
export function checkExamples(examples: readonly Example[], { root }: ExampleContext): { checked: CheckedExample[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const sizeOf = exampleMediaSizes(root);
  const checked = examples.map((example): CheckedExample => {
    const source = parseYamlSource(example.file, example.text);
    const place = (path: PropertyKey[]) => `example of ${example.type} › ${source.describe(path)}`;
    const report = (path: PropertyKey[], problem: Pick<Problem, 'kind' | 'message' | 'hint'>) =>
      problems.push({ file: example.file, ...source.locate(path), path: formatPath(path), place: place(path), ...problem });
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
      const problem = linkProblem(link.value, block);
      if (problem) report(link.path, problem);
    }
    let filesFound = true;
    for (const found of findStrings(block, new Set(['src', 'fallback']))) {
      const problem = mediaProblem(found.value, example.type, root);
      if (problem) {
        filesFound = false;
        report(found.path, problem);
      }
    }
    // The sizes written beside a picture must match its file, as on a page (a missing file is reported above).
    if (filesFound) problems.push(...imageSizeProblems(block, source, sizeOf).map((problem) => ({ ...problem, place: `example of ${example.type} › ${problem.place}` })));
    return { ...example, block, source };
  });
  return { checked, problems };
}

/** The size in pixels of an example's picture, by its /_blocks/<type>/<file> address. */
function exampleMediaSizes(root: string): ImageSizeOf {
  return (url) => {
    const media = exampleMediaOf(url);
    try {
      const { width, height } = imageSize(readFileSync(join(root, media!.file)));
      return width && height ? { width, height } : undefined;
    } catch {
      return undefined;
    }
  };
}

/** Why a picture or video path of an example does not work on every site, or undefined. */
function mediaProblem(url: string, type: string, root: string): Pick<Problem, 'kind' | 'message' | 'hint'> | undefined {
  const media = exampleMediaOf(url);
  const folder = `src/blocks/${type}/`;
  const name = url.slice(url.lastIndexOf('/') + 1);
  if (!media || media.type !== type) {
    return {
      kind: 'missing-file',
      message: `\`${url}\` is not a file of the ${type} block's folder: a site's own files are not on every site`,
      hint: `put the file in ${folder} and write \`${exampleMediaUrl(type, name || 'picture.svg')}\``,
    };
  }
  const file = join(root, media.file);
  if (!existsSync(file) || !statSync(file).isFile()) {
    return { kind: 'missing-file', message: `file \`${media.file}\` does not exist`, hint: `put the file \`${media.name}\` in ${folder} (\`${url}\` is that folder's file)` };
  }
  const reasons = /\.svg$/i.test(media.name) ? svgRefusals(readFileSync(file)) : [];
  if (reasons.length) {
    return { kind: 'unsafe-svg', message: `\`${media.file}\` is not a plain drawing: ${reasons.join(' ')}`, hint: 'draw it again as a plain SVG, or remove what the message names' };
  }
  return undefined;
}

function linkProblem(to: string, block: Block): Pick<Problem, 'kind' | 'message' | 'hint'> | undefined {
  const link = classifyLink(to);
  if (link.kind === 'unsafe') return unsafeLinkProblem(to, link.reason);
  if (link.kind === 'external') return undefined;
  if (link.kind === 'internal') return { kind: 'broken-link', message: `\`${to}\` is a page of one site only`, hint: LINK_RULE };
  const anchors = block.anchor ? [block.anchor] : [];
  return anchors.includes(link.anchor) ? undefined : { kind: 'missing-anchor', message: `the example has no \`anchor: ${link.anchor}\` to jump to`, hint: LINK_RULE };
}
