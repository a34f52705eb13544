// @vitest-environment jsdom
// The islands of the block definitions (each folder's island.ts) decide which blocks reach the browser. A block that is not an island,
// or is a script island (its own small script, never React), is only ever HTML to React, so an event handler in it
// would silently never run: every catalogue example of every such block (no island entry, an entry that does not
// apply to that example's data, or a script island) is rendered here and must attach none.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { isScriptIsland } from '../../src/blocks/island';
import { blockSchema, blockTypes, type Block } from '../../src/blocks/registry';
import { islandOf, islandSpecOf } from '../../src/blocks/views';
import { readExamples } from '../../src/content/examples';
import { parseYamlSource } from '../../src/content/yamlSource';
import { loadBlocks } from '../../src/renderer/loadBlocks';
import { PageView } from '../../src/renderer/PageView';

const examples = readExamples(process.cwd()).map((example) => blockSchema.parse(parseYamlSource(example.file, example.text).value) as Block);
const staticExamples = examples.filter((block) => islandOf(block) === null);
const heroExample = examples.find((block) => block.type === 'hero')! as Extract<Block, { type: 'hero' }>;
/** The home page's kind of hero: a video over its poster, a script island. */
const videoHero = { ...heroExample, image: undefined, video: { src: '/media/hero.webm', poster: heroExample.image! } } as Block;
const neverHydrated = [...staticExamples, ...[...examples, videoHero].filter((block) => {
  const spec = islandOf(block);
  return spec !== null && isScriptIsland(spec);
})];

/** The React event handlers attached to the rendered elements (React keeps each element's props on the node). */
function eventHandlers(container: Element): string[] {
  return [...container.querySelectorAll('*')].flatMap((element) => {
    const propsKey = Object.keys(element).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey ? ((element as unknown as Record<string, Record<string, unknown>>)[propsKey] ?? {}) : {};
    return Object.entries(props)
      .filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function')
      .map(([name]) => `<${element.tagName.toLowerCase()}> ${name}`);
  });
}

describe('static blocks', () => {
  it('every block type without an island entry has a catalogue example to check', () => {
    const staticTypes = blockTypes.filter((type) => islandSpecOf(type) === null);
    expect(staticTypes.length).toBeGreaterThan(10);
    for (const type of staticTypes) expect(staticExamples.some((block) => block.type === type), type).toBe(true);
  });

  it('a hero with a video is a script island, so it is checked too', () => {
    expect(neverHydrated).toContain(videoHero);
  });

  it.each(neverHydrated.map((block) => [`${block.type}${islandOf(block) ? ' (script island)' : ''}`, block] as const))('%s: the example attaches no event handler', async (_, block) => {
    const { type } = block;
    await loadBlocks([type]);
    const { container } = render(
      <AppProviders>
        <PageView page={{ title: type, description: 'Catalogue example rendered by the tests.', blocks: [block] }} />
      </AppProviders>,
    );
    expect(container.querySelector(`[data-block="${type}"]`)?.textContent?.trim()).not.toBe('');
    expect(eventHandlers(container), `${type} handles events: give its folder's view.ts an island`).toEqual([]);
  });
});

describe('islands', () => {
  it('a card grid is an island only when its cards tilt, and a hero only when it has a video', () => {
    const grid = examples.find((block) => block.type === 'card-grid')!;
    expect(islandOf({ ...grid, tilt: false } as Block)).toBeNull();
    expect(islandOf({ ...grid, tilt: true } as Block)?.when).toBe('visible');
    const hero = examples.find((block) => block.type === 'hero')!;
    expect(islandOf({ ...hero, video: undefined } as Block)).toBeNull();
    expect(islandOf(videoHero)).toMatchObject({ when: 'idle', media: '(prefers-reduced-motion: no-preference)' });
  });

  it('the blocks with behaviour attach their handlers (the check above can see them)', async () => {
    const map = examples.find((block) => block.type === 'map')!;
    await loadBlocks(['map']);
    const { container } = render(
      <AppProviders>
        <PageView page={{ title: 'map', description: 'Catalogue example rendered by the tests.', blocks: [map] }} />
      </AppProviders>,
    );
    expect(eventHandlers(container)).toContain('<button> onClick');
  });
});
