// "Add block" starts from a short starter: for every block type, only the fields it needs, placeholder words to write
// over, no link to another website, and a block the site accepts as it is (it can be saved at once) but for the
// pictures and videos the block needs, which stay the example's until the author picks the site's own.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/content/checkSite';
import { blockKinds } from '../../../../src/studio/app/blocks/catalogue';
import { findStrings } from '../../../../src/content/walk';

const pagesText = readFileSync('pages.yaml', 'utf8');
const navText = readFileSync('nav.yaml', 'utf8');

/** The real site with `block` added as the second block of /about. */
function withBlock(block: Record<string, unknown>): string {
  const site = parse(pagesText) as { pages: Array<{ path: string; blocks: unknown[] }> };
  site.pages.find((page) => page.path === '/about')!.blocks.splice(1, 0, block);
  return stringify(site);
}

describe('the starter of each block type', () => {
  for (const kind of blockKinds) {
    it(kind.name, () => {
      const starter = kind.starter();
      expect(Object.keys(starter)[0]).toBe('type');
      // A map's embedded map is the block itself: the only web address a starter may keep.
      const { embedUrl: _map, ...rest } = starter;
      const text = JSON.stringify(rest);
      expect(text).not.toMatch(/https?:\/\//);
      expect(starter).not.toHaveProperty('anchor');
      expect(text).not.toMatch(/github|facebook|instagram|dribbble|twitter/i);
      // Shorter than the catalogue example whenever the example shows optional fields.
      expect(text.length).toBeLessThanOrEqual(JSON.stringify(kind.example()).length);
      const { problems } = checkSite({ pagesText: withBlock(starter), navText, fileExists: (path) => existsSync(join('public', path)) });
      // A picture or video the block needs comes as the catalogue example's own file, which no site has: the check
      // asks the author for the site's own (the example's are in src/blocks/<type>/, the same on every site).
      const exampleFiles = findStrings(starter, new Set(['src', 'fallback'])).map((found) => found.value);
      expect(exampleFiles.every((file) => file.startsWith(`/_blocks/${kind.type}/`)), exampleFiles.join(', ')).toBe(true);
      expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual(
        exampleFiles.map((file) => expect.stringMatching(new RegExp(`: \`${file}\` is the block catalogue example's own file, not one of this site$`))),
      );
    });
  }

  it('keeps its fields in the order the catalogue example writes them', () => {
    for (const kind of blockKinds) {
      const exampleOrder = Object.keys(kind.example());
      const keys = Object.keys(kind.starter());
      expect(keys, kind.type).toEqual(exampleOrder.filter((key) => keys.includes(key)));
    }
  });

  it('a call to action brings placeholder words and a link to the home page for its button, and nothing of anyone else', () => {
    const kind = blockKinds.find((candidate) => candidate.type === 'call-to-action')!;
    expect(kind.starter()).toEqual({
      type: 'call-to-action',
      heading: 'New heading',
      actions: [{ label: 'New label', to: '/' }],
    });
  });
});
