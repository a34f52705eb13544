import { contentFiles, loadSite } from './loadSite';
import { describePlace } from './place';
import { formatProblems, type Problem } from './problems';

/** A block that threw while the build prerendered it: where its page is in pages.yaml, its position and the error. */
type BlockRenderError = { source: Array<string | number>; index: number; message: string };

/**
 * The build's report of blocks that failed to render, each located in pages.yaml and named as an author sees it:
 * `pages.yaml:LINE:COL  page /x › block 3 (card-grid)  the block failed to render: <message>  [block-render]`.
 */
export function formatBlockRenderErrors(root: string, errors: BlockRenderError[]): string {
  const { pagesSource } = loadSite(root);
  const problems = errors.map((error): Problem => {
    const path = [...error.source, 'blocks', error.index];
    return {
      kind: 'block-render',
      file: contentFiles.pages,
      ...pagesSource.locate(path),
      path: describePlace(path, pagesSource.value),
      message: `the block failed to render: ${error.message.split('\n')[0]}`,
    };
  });
  return formatProblems(problems);
}
