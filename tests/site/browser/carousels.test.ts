import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CarouselBlock } from '../../../src/blocks/carousel/schema';
import { loadSite } from '../../../src/content/loadSite';
import { useBrowser, wakeIslands } from '../../browser/session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;

/** The first page holding a block that matches, with that block (so the tests follow the content). */
function pageWith<T>(match: (block: { type: string }) => block is T & { type: string }) {
  for (const page of content.pages.pages) {
    const block = page.blocks.find(match);
    if (block) return { path: page.path, block: block as T };
  }
  throw new Error('no page in pages.yaml has such a block');
}
const carousel = (variant: CarouselBlock['variant']) =>
  pageWith((block): block is CarouselBlock => block.type === 'carousel' && (block as CarouselBlock).variant === variant);

/** Swiper's state for the carousel region named `label`. */
const swiperState = (page: Page, label: string) =>
  page.evaluate((name) => {
    const region = [...document.querySelectorAll('[aria-roledescription="carousel"]')].find((el) => el.getAttribute('aria-label') === name)!;
    const swiper = (region.querySelector('.swiper') as HTMLElement & { swiper: { realIndex: number; autoplay?: { running: boolean }; params: { speed: number } } }).swiper;
    return { index: swiper.realIndex, running: swiper.autoplay?.running ?? false, speed: swiper.params.speed };
  }, label);

/** Resolves once the first Swiper on the page has finished moving (in loop mode it ignores clicks until then). */
const swiperAtRest = (page: Page) =>
  page.waitForFunction(() => !(document.querySelector('.swiper') as HTMLElement & { swiper: { animating: boolean } }).swiper.animating);

async function open(browser: ReturnType<typeof useBrowser>, path: string, options: { reducedMotion?: boolean; width?: number } = {}) {
  const visit = await browser.visit(path, options);
  await wakeIslands(visit.page);
  return visit;
}

describe('carousels in Chromium', () => {
  const browser = useBrowser();

  it('coverflow values: arrow keys and buttons move it, and it loops past the first slide', async () => {
    const { path, block } = carousel('coverflow');
    const { page, problems } = await open(browser, path);
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    expect(await region.getByRole('group').count()).toBe(block.slides.length);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await swiperState(page, block.label)).index).toBe(1);
    // One step at a time: in loop mode Swiper ignores clicks while a transition is running.
    for (const expected of [0, block.slides.length - 1]) {
      await swiperAtRest(page);
      await region.getByRole('button', { name: labels.previousSlide }).click();
      await expect.poll(async () => (await swiperState(page, block.label)).index).toBe(expected);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('coverflow values at 1366 px: a slide shows only if it is whole inside the carousel, and only the centre one its quote', async () => {
    const { path, block } = carousel('coverflow');
    const { page } = await open(browser, path, { width: 1366 });
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    await swiperAtRest(page);
    // Opacity settles after Swiper's classes change: poll what a visitor sees once the transition is over.
    const shown = () =>
      region.evaluate((element) => {
        const frame = element.querySelector('.swiper')!.getBoundingClientRect();
        return [...element.querySelectorAll<HTMLElement>('.swiper-slide')]
          .filter((slide) => Number(getComputedStyle(slide).opacity) > 0)
          .map((slide) => {
            const box = slide.getBoundingClientRect();
            const quote = slide.querySelector('blockquote')!;
            return { whole: box.left >= frame.left && box.right <= frame.right, quote: Number(getComputedStyle(quote).opacity) > 0 };
          });
      });
    await expect.poll(async () => (await shown()).every((slide) => slide.whole)).toBe(true);
    // The side slides' quotes fade out once Swiper has placed them: wait for the fade on a busy machine.
    await expect.poll(async () => (await shown()).filter((slide) => slide.quote).length).toBe(1);
    const slides = await shown();
    // The centre slide and a faded one or two on each side: depth, without a card cut at the edge.
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.filter((slide) => slide.quote)).toHaveLength(1);
    await page.context().close();
  });

  for (const width of [375, 768, 1366, 1920]) {
    it(`coverflow values at ${width} px: every card in view shows its letter and name (no empty cards)`, async () => {
      const { path, block } = carousel('coverflow');
      const { page } = await open(browser, path, { width });
      const region = page.getByRole('region', { name: block.label });
      await region.scrollIntoViewIfNeeded();
      await swiperAtRest(page);
      const emptyCardsInView = () =>
        region.evaluate((element) => {
          const frame = element.querySelector('.swiper')!.getBoundingClientRect();
          return [...element.querySelectorAll<HTMLElement>('.swiper-slide')].filter((slide) => {
            const box = slide.getBoundingClientRect();
            const inView = box.right > frame.left && box.left < frame.right && Number(getComputedStyle(slide).opacity) > 0;
            const name = slide.querySelector('h2, h3, h4')!;
            return inView && Number(getComputedStyle(name).opacity) === 0;
          }).length;
        });
      // Opacity fades after Swiper's classes change: look once every transition has finished.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await emptyCardsInView()).toBe(0);
      await page.context().close();
    });
  }

  // On a phone six bullets do not fit one row: it shows a counter there (tests/site/browser/proof.test.ts).
  it('testimonials: next and the pagination bullets (24 px targets under a mouse) change the quote', async () => {
    const { path, block } = carousel('testimonials');
    const { page } = await open(browser, path);
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('button', { name: labels.nextSlide }).click();
    await expect.poll(async () => (await swiperState(page, block.label)).index).toBe(1);
    const bullet = region.getByRole('button', { name: 'Go to slide 4' });
    expect(await bullet.boundingBox()).toMatchObject({ width: 24, height: 24 });
    await bullet.click();
    await expect.poll(async () => (await swiperState(page, block.label)).index).toBe(3);
    await page.context().close();
  });

  it('autoplay: advances by itself, pauses on hover and with the pause button', async () => {
    const { path, block } = carousel('autoplay');
    const { page } = await open(browser, path);
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect.poll(async () => (await swiperState(page, block.label)).index, { timeout: 6000 }).toBe(1);
    const running = async () => (await swiperState(page, block.label)).running;
    await region.hover();
    await expect.poll(running).toBe(false);
    await page.mouse.move(1, 1);
    await expect.poll(running).toBe(true);
    await region.getByRole('button', { name: labels.pauseMotion }).click();
    await page.mouse.move(1, 1);
    await expect.poll(running).toBe(false);
    await expect(region.getByRole('button', { name: labels.playMotion }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('autoplay with reduced motion: stands still, changes slides instantly and offers Play', async () => {
    const { path, block } = carousel('autoplay');
    const { page } = await open(browser, path, { reducedMotion: true });
    await page.waitForTimeout(3000);
    expect(await swiperState(page, block.label)).toEqual({ index: 0, running: false, speed: 0 });
    await expect(page.getByRole('button', { name: labels.playMotion }).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('gallery: next fades to the following picture', async () => {
    const { path, block } = carousel('gallery');
    const { page } = await open(browser, path);
    const region = page.getByRole('region', { name: block.label });
    await region.scrollIntoViewIfNeeded();
    await region.getByRole('button', { name: labels.nextSlide }).click();
    await expect.poll(async () => (await swiperState(page, block.label)).index).toBe(1);
    const effect = await page.evaluate(() => (document.querySelector('.swiper') as HTMLElement & { swiper: { params: { effect: string } } }).swiper.params.effect);
    expect(effect).toBe('fade');
    await page.context().close();
  });

  it('value rotator: next moves the first value to the end, previous the last to the front', async () => {
    const { path, block } = pageWith((candidate): candidate is { type: 'value-rotator'; label: string; slides: { title: string }[] } => candidate.type === 'value-rotator');
    const { page } = await open(browser, path);
    const region = page.getByRole('region', { name: block.label });
    const titles = () => region.locator('h3, h4').allTextContents();
    const names = block.slides.map((slide) => slide.title);
    await expect(titles()).resolves.toEqual(names);
    // Its script starts on the first pointer, focus or key in the block; the click that started it then takes effect.
    const island = page.locator('[data-block="value-rotator"][data-script]', { has: region });
    expect(await island.getAttribute('data-hydrated')).toBeNull();
    await region.getByRole('button', { name: labels.nextSlide }).click();
    await expect.poll(titles).toEqual([...names.slice(1), names[0]]);
    expect(await island.getAttribute('data-hydrated')).toBe('');
    await region.getByRole('button', { name: labels.previousSlide }).click();
    await region.getByRole('button', { name: labels.previousSlide }).click();
    await expect(titles()).resolves.toEqual([names.at(-1), ...names.slice(0, -1)]);
    await page.context().close();
  });
});

describe('carousels starting up', () => {
  const browser = useBrowser();
  // Where each carousel and its controls sit on the page: x, y (in the document), width and height.
  const boxes = () =>
    [...document.querySelectorAll('[aria-roledescription="carousel"]')].flatMap((region) =>
      [region, ...region.querySelectorAll('button:not(.swiper-pagination-bullet)')].map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y + window.scrollY, width, height];
      }),
    );
  // Swiper sizes slides in whole pixels, so a box may change by a fraction of a pixel, which no one can see.
  const largestMove = (before: number[][], after: number[][]) => Math.max(...before.flatMap((box, index) => box.map((value, side) => Math.abs(value - after[index]![side]!))));

  it.each([
    ['/about', 1366],
    ['/about', 390],
    [carousel('autoplay').path, 1366],
    [carousel('gallery').path, 390],
  ])('%s at %i px: Swiper starting moves nothing on the page', async (path, width) => {
    // Blocks below the first wait for an idle moment; a browser that is never idle keeps them waiting until asked.
    const { page, problems } = await browser.visit(path, { width, reducedMotion: true, beforeScripts: () => void (window.requestIdleCallback = () => 0) });
    await page.waitForTimeout(300);
    expect(await page.locator('.swiper-initialized').count()).toBe(0);
    const before = await page.evaluate(boxes);
    expect(before.length).toBeGreaterThan(2);
    await page.evaluate(() => document.dispatchEvent(new PointerEvent('pointerover')));
    await wakeIslands(page);
    expect(await page.locator('.swiper-initialized').count()).toBeGreaterThan(0);
    const after = await page.evaluate(boxes);
    expect(after).toHaveLength(before.length);
    expect(largestMove(before, after)).toBeLessThan(0.5);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
