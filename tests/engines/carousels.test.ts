// A carousel in Firefox ESR and WebKit: its next button and its pagination bullets move it (Swiper's touch and
// transition code is where engines differ most among the islands).
import { describe, expect, it } from 'vitest';
import type { CarouselBlock } from '../../src/blocks/carousel/schema';
import { loadSite } from '../../src/content/loadSite';
import { ENGINES, useEngine, waitFor } from './engines';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;

/**
 * The first page with a carousel of at least four slides that has both arrows and bullets, and that carousel (both
 * sites in the repository have one); content without one has no such carousel to test.
 */
const found = (() => {
  for (const page of content.pages.pages)
    for (const candidate of page.blocks)
      if (candidate.type === 'carousel' && candidate.slides.length >= 4 && candidate.variant !== 'autoplay') return { path: page.path, block: candidate as CarouselBlock };
  return undefined;
})();
const { path, block } = found ?? { path: '', block: { label: '' } as CarouselBlock };

const region = `[aria-roledescription="carousel"][aria-label=${JSON.stringify(block.label)}]`;
const swiper = `document.querySelector(${JSON.stringify(`${region} .swiper`)}).swiper`;
const index = `${swiper}.realIndex`;
const atRest = `!${swiper}.animating`;

describe.skipIf(!found).each(ENGINES)('a carousel in %s', (engine) => {
  const browser = useEngine(engine);

  it(`"${block.label}": next moves it one slide, a pagination bullet to its slide`, async () => {
    const page = await browser.visit(path);
    await page.evaluate(`document.querySelector(${JSON.stringify(region)}).scrollIntoView({ block: 'center' })`);
    const island = `document.querySelector(${JSON.stringify(region)}).closest('[data-island]')`;
    await waitFor(page, `${island}?.hasAttribute('data-hydrated') && ${swiper}`, {
      timeout: 30_000,
      explain: `({ island: ${island}?.outerHTML.slice(0, 200), problems: window.__problems, scripts: performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')) })`,
    });
    await expect(page.evaluate(index)).resolves.toBe(0);
    await page.activate(`${region} button[aria-label=${JSON.stringify(labels.nextSlide)}]`);
    await waitFor(page, `${index} === 1 && ${atRest}`);
    await page.activate(`${region} .swiper-pagination-bullet:nth-child(4)`);
    await waitFor(page, `${index} === 3 && ${atRest}`);
    await expect(page.evaluate(`window.__problems`)).resolves.toEqual([]);
    await page.close();
  });
});
