// "Add block" starts from a short starter: for every block type, only the fields it needs, placeholder words to write
// over, no link to another website, and a block the site accepts as it is (it can be saved at once).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { checkSite } from '../../../../src/content/checkSite';
import { blockKinds } from '../../../../studio/app/blocks/blockKinds';
import { exampleRoot } from '../../../fixtures/exampleSite';

const pagesText = readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8');
const navText = readFileSync(join(exampleRoot, 'nav.yaml'), 'utf8');

type Page = { path: string; blocks: unknown[] };

/** The site-relative addresses a catalogue example names (its pictures, videos and page links). */
function addressesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(addressesOf);
  return [];
}

/**
 * A real site (the example's) with `block` added as the second block of its /how-it-works page. The example's own
 * files count as the site's: Add block copies them into the site first (tests/studio/server/exampleFiles.test.ts).
 * Any page the starter keeps a link to is added as a copy of the contact page.
 */
function withBlock(block: Record<string, unknown>, examplePages: readonly string[]): string {
  const site = parse(pagesText) as { pages: Page[] };
  site.pages.find((page) => page.path === '/how-it-works')!.blocks.splice(1, 0, block);
  const contact = site.pages.find((page) => page.path === '/contact')!;
  for (const path of examplePages) {
    if (!site.pages.some((page) => page.path === path)) site.pages.push({ ...structuredClone(contact), path });
  }
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
      // Everything the starter points to on the site comes from its catalogue example, nothing else; a web address
      // of the example becomes the home page, which every site has.
      const named = new Set([...addressesOf(kind.example()), '/']);
      expect(addressesOf(starter).filter((address) => !named.has(address))).toEqual([]);
      const exampleFiles = [...named].filter((address) => /\.[a-z0-9]+$/i.test(address));
      const examplePages = addressesOf(starter).filter((address) => !exampleFiles.includes(address));
      const fileExists = (path: string) => existsSync(join(exampleRoot, 'public', path)) || exampleFiles.includes(`/${path.replace(/^\//, '')}`);
      const { problems } = checkSite({ pagesText: withBlock(starter, examplePages), navText, fileExists });
      expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([]);
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
