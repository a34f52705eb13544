import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_LINE } from '../fuzz/expectations';
import { projectCopy, replaceOnce, runScript } from '../fixtures/project';

// A block with a bug that throws while the build prerenders it: the server renderer would leave it out of the page
// without a word, so the build must stop and say which block, where, and why.
const throwWhilePrerendering = (source: string) =>
  replaceOnce(
    source,
    'export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n',
    "export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n  if (block.heading === 'Solutions for every kind of water') throw new Error('cards is not iterable');\n",
  );

describe('a block that throws while prerendering', () => {
  const project = projectCopy({ 'src/blocks/card-grid/CardGrid.tsx': throwWhilePrerendering });
  afterAll(() => project.remove());

  it('stops npm run build with the block\'s place in pages.yaml and the error, and no stack trace', async () => {
    const result = await runScript(project.dir, 'build');
    expect(result.status).toBe(1);
    const lines = readFileSync('pages.yaml', 'utf8').split('\n');
    const heading = lines.indexOf('        heading: Solutions for every kind of water');
    const typeLine = lines.slice(0, heading).lastIndexOf('      - type: card-grid');
    expect(result.stderr).toContain(`pages.yaml:${typeLine + 1}:9  page / › block 3 (card-grid)  the block failed to render: cards is not iterable  [block-render]`);
    expect(result.stderr).toContain('1 content problem:');
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stdout).not.toContain('Prerendered');
  }, 240_000);
});
