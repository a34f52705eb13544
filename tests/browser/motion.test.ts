import { describe, expect, it } from 'vitest';
import type { HeroBlock } from '../../src/blocks/hero/schema';
import type { Block } from '../../src/blocks/registry';
import { loadSite } from '../../src/content/loadSite';
import { useBrowser, wakeIslands } from './session';

const content = loadSite(process.cwd()).content!;
type HeroWithVideo = HeroBlock & { video: NonNullable<HeroBlock['video']> };
const hasVideo = (block: Block): block is HeroWithVideo => block.type === 'hero' && block.video !== undefined;
// The first page whose hero plays a video (the first site's home); content without one has no hero video to test.
const videoPage = content.pages.pages.find((page) => page.blocks.some(hasVideo));
const hero = videoPage?.blocks.find(hasVideo);
const tiltPage = content.pages.pages.find((page) => page.blocks.some((block) => block.type === 'card-grid' && 'tilt' in block && block.tilt))!;

describe('prefers-reduced-motion: reduce in Chromium', () => {
  const browser = useBrowser();

  it('html scrolls without smoothing', async () => {
    const { page, problems } = await browser.visit('/', { reducedMotion: true });
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).resolves.toBe('auto');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.skipIf(!videoPage)(`the hero of ${videoPage?.path} keeps its poster and never shows or downloads the video`, async () => {
    const { page, problems } = await browser.visit(videoPage!.path, { reducedMotion: true });
    const videoRequests: string[] = [];
    page.on('request', (request) => request.resourceType() === 'media' && videoRequests.push(request.url()));
    await wakeIslands(page);
    // The video would start after load once the browser is idle: give it that chance.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1500))));
    const video = page.locator('[data-block="hero"] video');
    await expect(video.evaluate((element: HTMLVideoElement) => ({ isVisible: element.checkVisibility(), readyState: element.readyState }))).resolves.toEqual({ isVisible: false, readyState: 0 });
    expect(videoRequests).toEqual([]);
    await expect(page.locator('[data-block="hero"] button').count()).resolves.toBe(1);
    await expect(page.locator('[data-block="hero"] button').isVisible()).resolves.toBe(false);
    const poster = page.locator('[data-block="hero"] img, main img').first();
    await expect(poster.evaluate((image: HTMLImageElement) => image.currentSrc || image.src)).resolves.toContain(hero!.video.poster.src.replace(/\.\w+$/, ''));
    await expect(poster.isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('cards do not tilt when the pointer moves over them', async () => {
    const { page } = await browser.visit(tiltPage.path, { reducedMotion: true });
    await wakeIslands(page);
    const card = page.locator('main ul > li').filter({ has: page.locator('h2, h3, h4') }).first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    for (const [x, y] of [[0.1, 0.1], [0.9, 0.2], [0.8, 0.9], [0.2, 0.7]] as const) {
      await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 4 });
    }
    await page.waitForTimeout(400);
    const transforms = await card.evaluate((item) => [item, ...item.querySelectorAll('*')].map((element) => getComputedStyle(element).transform).filter((value) => value !== 'none'));
    expect(transforms).toEqual([]);
    await page.context().close();
  });

  it('with motion allowed the same cards do tilt (so the check above can fail)', async () => {
    const { page } = await browser.visit(tiltPage.path);
    await wakeIslands(page);
    const card = page.locator('main ul > li').filter({ has: page.locator('h2, h3, h4') }).first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.2, { steps: 4 });
    await expect
      .poll(() => card.evaluate((item) => [item, ...item.querySelectorAll('*')].some((element) => getComputedStyle(element).transform !== 'none')))
      .toBe(true);
    await page.context().close();
  });

  it('CSS transitions and animations are effectively off on every element', async () => {
    const { page } = await browser.visit('/', { reducedMotion: true, width: 375 });
    await wakeIslands(page);
    const slow = await page.evaluate(() => {
      const seconds = (value: string) => Math.max(...value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))));
      return [...document.querySelectorAll('*')]
        .map((element) => ({ element, style: getComputedStyle(element) }))
        .filter(({ style }) => seconds(style.transitionDuration) > 0.01 || (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01))
        .map(({ element, style }) => `${element.tagName.toLowerCase()}.${element.className}: transition ${style.transitionDuration}, animation ${style.animationDuration}`);
    });
    expect(slow).toEqual([]);
    await page.context().close();
  });
});
