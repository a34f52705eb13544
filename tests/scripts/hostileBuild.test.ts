import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_LINE } from '../fuzz/expectations';
import { EXAMPLE_SITE, projectCopy, replaceOnce, runScript } from '../fixtures/project';

// The project is copied with the example site's content, so these hold whichever organisation's site is in place.

// A block with a bug that throws while the build prerenders it: the server renderer would leave it out of the page
// without a word, so the build must stop and say which block, where, and why.
const throwWhilePrerendering = (source: string) =>
  replaceOnce(
    source,
    'export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n',
    "export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n  if (block.heading === 'Clean power that stays local') throw new Error('cards is not iterable');\n",
  );

describe('a block that throws while prerendering', () => {
  const project = projectCopy({ 'src/blocks/card-grid/CardGrid.tsx': throwWhilePrerendering }, { content: EXAMPLE_SITE });
  afterAll(() => project.remove());

  it('stops npm run build with the block\'s place in pages.yaml and the error, and no stack trace', async () => {
    const result = await runScript(project.dir, 'build');
    expect(result.status).toBe(1);
    const lines = readFileSync(join(project.dir, 'pages.yaml'), 'utf8').split('\n');
    const heading = lines.indexOf('        heading: Clean power that stays local');
    const typeLine = lines.slice(0, heading).lastIndexOf('      - type: card-grid');
    // Its place on the home page: how many blocks start above it.
    const index = lines.slice(lines.indexOf('  - path: /'), typeLine).filter((line) => line.startsWith('      - type: ')).length;
    expect(result.stderr).toContain(`pages.yaml:${typeLine + 1}:9  page / › block ${index + 1} (card-grid)\n  the block failed to render: cards is not iterable\n  fix: check the fields of that block; if they look right, the block has a bug: report it with the message\n  [block-render] pages[0].blocks[${index}]`);
    expect(result.stderr).toContain('1 content problem:');
    expect(result.stderr).not.toMatch(STACK_LINE);
    expect(result.stdout).not.toContain('Built ');
  }, 240_000);
});

// The bundled content checker (inside the build) must hold like the one validate runs: the build stops at once with
// the located problem, never a stack trace or a half-built site.
describe('hostile content stops npm run build with a located problem', () => {
  it.each([
    ['a % in an image path', 'pages.yaml', '          src: /images/hero-home.svg', '          src: /images/100%off.svg', /pages\.yaml:\d+:\d+ {2}.+\n {2}`\/images\/100%off\.svg` has a % that does not start an escape/],
    ['site.url javascript:', 'nav.yaml', 'url: https://www.brightfield-solar.example.org', 'url: "javascript:alert(1)"', /nav\.yaml:5:8 {2}.+\n {2}site\.url `javascript:alert\(1\)` must be an https:\/\/ address/],
    ['10,000 levels of brackets', 'pages.yaml', 'notFound:', 'deep: ' + '['.repeat(10_000) + ']'.repeat(10_000) + '\nnotFound:', /pages\.yaml:\d+:\d+ {2}.+\n {2}the content is nested more than 64 levels deep here/],
  ])('%s', async (_, file, from, to, expected) => {
    const project = projectCopy({ [file]: (text) => replaceOnce(text, from, to) }, { content: EXAMPLE_SITE });
    const result = await runScript(project.dir, 'build');
    project.remove();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(expected);
    expect(result.stderr).not.toMatch(STACK_LINE);
  }, 120_000);
});
