// Issue 36 (items 3 and 7): nothing a visitor sees in a page's content looks unfinished, and a carousel's position
// reads on one row of a phone. A dashed frame is how a placeholder looks ("details on request", "coming soon"), so no
// visible element of any route's main content has one; a carousel whose bullets would wrap shows a counter instead.
import { describe, expect, it } from 'vitest';
import type { ReferencesBlock } from '../../../src/blocks/references/schema';
import { loadSite } from '../../../src/content/loadSite';
import { loadHydrated, useBrowser } from '../../browser/session';

const content = loadSite(process.cwd()).content!;
const routes = [...content.pages.pages.map((page) => page.path), '/no/such/page'];
const labels = content.nav.site.labels;
const browser = useBrowser();

describe('proof and phone details on every route', () => {
  it.each([375, 1366])('at %i px no visible element of the main content has a dashed border', async (width) => {
    const page = await browser.tab(width);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      // Folded parts count too: a visitor opens them.
      await page.evaluate(() => document.querySelectorAll('main details').forEach((details) => ((details as HTMLDetailsElement).open = true)));
      const dashed = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((element) => {
            const style = getComputedStyle(element);
            const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
            return element.checkVisibility() && sides.some((side) => style[`border${side}Style`] === 'dashed' && parseFloat(style[`border${side}Width`]) > 0);
          })
          .map((element) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`),
      );
      for (const element of dashed) found.push(`${path}: ${element}`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 180_000);

  it('at 375 px every carousel shows its position on one row: bullets that fit, or a counter', async () => {
    const paths = content.pages.pages.filter((page) => page.blocks.some((block) => block.type === 'carousel')).map((page) => page.path);
    expect(paths.length).toBeGreaterThan(2);
    const page = await browser.tab(375);
    const found: string[] = [];
    for (const path of paths) {
      await loadHydrated(page, path);
      const carousels = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main [aria-roledescription="carousel"]')].map((region) => {
          const bullets = [...region.querySelectorAll<HTMLElement>('.swiper-pagination-bullet')].filter((bullet) => bullet.checkVisibility());
          const counter = [...region.querySelectorAll<HTMLElement>('p')].find((line) => line.checkVisibility() && /^\d+ \/ \d+$/.test(line.textContent!));
          const controls = [...region.querySelectorAll<HTMLElement>('button')].filter((control) => control.checkVisibility());
          return {
            label: region.getAttribute('aria-label'),
            bulletRows: new Set(bullets.map((bullet) => Math.round(bullet.getBoundingClientRect().top))).size,
            counter: counter?.textContent ?? null,
            controlRows: new Set(controls.map((control) => Math.round(control.getBoundingClientRect().top + control.getBoundingClientRect().height / 2))).size,
          };
        }),
      );
      for (const carousel of carousels) {
        const shown = carousel.bulletRows === 1 ? 'bullets' : carousel.bulletRows === 0 && carousel.counter ? 'counter' : `${carousel.bulletRows} rows of bullets`;
        if (shown !== 'bullets' && shown !== 'counter') found.push(`${path} "${carousel.label}": ${shown}`);
        if (carousel.controlRows !== 1) found.push(`${path} "${carousel.label}": its controls take ${carousel.controlRows} rows`);
      }
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 120_000);

  it('at 375 px the testimonials counter follows the slide next and previous bring, round the loop', async () => {
    const { block, path } = (() => {
      for (const candidate of content.pages.pages)
        for (const found of candidate.blocks) if (found.type === 'carousel' && found.variant === 'testimonials') return { block: found, path: candidate.path };
      throw new Error('no testimonials carousel');
    })();
    const page = await browser.tab(375);
    await loadHydrated(page, path);
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    const counter = region.locator('p', { hasText: / \/ / });
    const total = block.slides.length;
    // In loop mode Swiper ignores a click while it is still moving: one step at a time.
    const atRest = () => page.waitForFunction((label) => {
      const swiper = document.querySelector<HTMLElement & { swiper: { animating: boolean } }>(`[aria-label="${label}"] .swiper`)!.swiper;
      return !swiper.animating;
    }, block.label);
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    for (const [button, expected] of [[labels.nextSlide, 2], [labels.previousSlide, 1], [labels.previousSlide, total]] as const) {
      await atRest();
      await region.getByRole('button', { name: button }).click();
      await expect.poll(() => counter.textContent()).toBe(`${expected} / ${total}`);
    }
    await page.context().close();
  });

  it('shows each reference project with its spec line: place, year, technology and contract model', async () => {
    const { page } = await browser.visit('/', { width: 375 });
    const lines = await page.evaluate(() =>
      [...document.querySelectorAll('main [data-block="references"] article dl')].map((spec) => [...spec.querySelectorAll('dd')].map((fact) => fact.textContent).join(' · ')),
    );
    const references = content.pages.pages.find((entry) => entry.path === '/')!.blocks.find((block): block is ReferencesBlock => block.type === 'references')!;
    const projects = references.projects;
    expect(lines).toEqual(projects.map((project) => [project.place, project.year, project.technology, project.contract].filter(Boolean).join(' · ')));
    expect(lines.every((line) => line.split(' · ').length >= 4)).toBe(true);
    await page.context().close();
  });
});
