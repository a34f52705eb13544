import { describe, expect, it } from 'vitest';
import { motionAllowed } from '../../src/blocks/island';
import type { Block } from '../../src/blocks/registry';
import type { PageData } from '../../src/renderer/pageData';
import { islandDataOf } from '../../src/renderer/islandData';
import { pageIslands } from '../../src/renderer/pageIslands';

const page = (blocks: unknown[]): PageData => ({ title: 'Test page', description: 'A page used by the island list tests.', blocks: blocks as Block[] });

const staticBlocks = [
  { type: 'hero', title: 'No video', size: 'large' },
  { type: 'section', heading: 'Plain', body: ['Text.'], align: 'start' },
];

describe('the islands of a page', () => {
  it('are none on a page whose blocks are all static (a hero without a video is static)', () => {
    const islands = pageIslands(page(staticBlocks));
    expect(islands).toEqual([]);
    expect(islandDataOf(islands)).toEqual({ islands: {} });
  });

  it('name a React island with its position, type, trigger and the props it hydrates with', () => {
    const carousel = { type: 'carousel', slides: [{ title: 'One' }] };
    const data = page([...staticBlocks, carousel]);
    expect(pageIslands(data)).toEqual([{ index: 2, type: 'carousel', view: 'src/blocks/carousel/view.ts', when: 'visible', media: undefined, kind: 'react', props: { index: 2, props: { block: carousel, level: 2, isFirst: false }, source: undefined } }]);
  });

  it('name a script island with its trigger and media query, and no props', () => {
    const hero = { type: 'hero', title: 'Moving', size: 'large', video: { src: '/media/a.mp4', poster: '/media/a.jpg' } };
    const rotator = { type: 'value-rotator', values: ['a', 'b'] };
    expect(pageIslands(page([hero, rotator]))).toEqual([
      { index: 0, type: 'hero', view: 'src/blocks/hero/view.ts', when: 'idle', media: motionAllowed, kind: 'script' },
      { index: 1, type: 'value-rotator', view: 'src/blocks/value-rotator/view.ts', when: 'interaction', media: undefined, kind: 'script' },
    ]);
  });

  it('give the browser the React islands’ props by position, and nothing for script islands', () => {
    const carousel = { type: 'carousel', slides: [{ title: 'One' }] };
    const rotator = { type: 'value-rotator', values: ['a', 'b'] };
    const data = { ...page([rotator, carousel]), sources: ['pages.yaml:3', 'pages.yaml:9'] };
    expect(islandDataOf(pageIslands(data))).toEqual({ islands: { 1: { index: 1, props: { block: carousel, level: 2, isFirst: false }, source: 'pages.yaml:9' } } });
  });
});
