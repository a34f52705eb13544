import { describe, expect, it } from 'vitest';
import { pageDocument, type PageServer } from '../../../scripts/lib/pageHtml';
import { ISLAND_DATA_ID } from '../../../src/app/client/pageIds';
import type { Block } from '../../../src/blocks/registry';
import type { PageData } from '../../../src/renderer/pageData';
import { islandDataOf } from '../../../src/renderer/islandData';
import type { PageIsland } from '../../../src/renderer/pageIslands';
import { scriptJson } from '../../../src/shared/scriptJson';

// The parts of nav.yaml's site the page's head names; the rest of a real site does not change the island data.
const site = { name: 'Example', url: 'https://example.org', tagline: 'An example', language: 'en', favicon: '/favicon.svg', titleTemplate: '%s | Example', logo: { src: '/logo.svg', alt: 'Logo' } };
const server: PageServer = {
  site: site as unknown as PageServer['site'],
  globalCss: 'body{margin:0}',
  browserColors: { theme: '#123456', background: '#ffffff' },
  pageScriptStarter: () => 'void 0;',
};
const template = '<html lang="en"><head><!--icon--><!--head--></head><body><!--app--></body></html>';
const page: PageData = { title: 'Page', description: 'A page.', blocks: [] };
const script = { modules: ['/assets/everyPage.js', '/assets/islandPage.js'], preload: [], fallback: '/assets/fallback.js', hydrate: ['/assets/hydrate.js', '/assets/react.js'], scripts: ['/assets/run.js'] };

const carousel = { type: 'carousel', slides: [{ title: 'One' }] } as unknown as Block;
const reactIsland: PageIsland = { index: 1, type: 'carousel', view: 'src/blocks/carousel/view.ts', when: 'visible', kind: 'react', props: { index: 1, props: { block: carousel, level: 2, isFirst: false } } };
const scriptIsland: PageIsland = { index: 0, type: 'value-rotator', view: 'src/blocks/value-rotator/view.ts', when: 'interaction', kind: 'script' };

/** The page's island data element, or undefined when the page has none. */
const islandDataTag = (islands: PageIsland[], html = '<main></main>') =>
  pageDocument({ template, server, rendered: { html, styleTags: '', page, islands }, path: '/', script }).match(new RegExp(`<script type="application/json" id="${ISLAND_DATA_ID}"[^>]*>.*?</script>`))?.[0];

describe('the page writer, from the render’s list of islands', () => {
  it('writes no island data for a page without islands', () => {
    expect(islandDataTag([])).toBeUndefined();
  });

  it('names the hydration modules and carries the props for a React island', () => {
    const tag = islandDataTag([reactIsland]);
    expect(tag).toContain('data-hydrate="/assets/hydrate.js /assets/react.js"');
    expect(tag).not.toContain('data-scripts');
    expect(tag).toContain(scriptJson(islandDataOf([reactIsland])));
  });

  it('names only the script runner for a script island, whatever the HTML holds', () => {
    const tag = islandDataTag([scriptIsland], '<main><div data-island="3"></div></main>');
    expect(tag).toContain('data-scripts="/assets/run.js"');
    expect(tag).not.toContain('data-hydrate');
    expect(tag).toContain('{"islands":{}}');
  });

  it('names both when the page has both kinds, and never reads the HTML for them', () => {
    const tag = islandDataTag([scriptIsland, reactIsland], '<main><p data-script>not an island</p></main>');
    expect(tag).toContain('data-hydrate=');
    expect(tag).toContain('data-scripts=');
    expect(islandDataTag([reactIsland], '<main><div data-script></div></main>')).not.toContain('data-scripts');
  });
});
