// Home's first screens in Chromium: the hero shows the company's work (a drawing of a treatment plant in the
// illustration system, first as the poster, then as the looping video), and the track-record figures come within the
// first two screens on a laptop and on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { useBrowser, wakeIslands } from '../../browser/session';

const content = loadSite(process.cwd()).content!;
const home = content.pages.pages.find((page) => page.path === '/')!;
const labels = content.nav.site.labels;
const hero = home.blocks[0] as { type: string; video?: { src: string; poster: { src: string } } };

/**
 * Share of the picture's pixels in each colour of the drawings' palette (BRAND.md): the light sky and ground, the
 * deep-blue outlines, the teal water and the sun-yellow details. A field of one colour, or a dark abstract
 * gradient, has next to none of most of them.
 */
function paletteShares(page: Page, selector: string) {
  return page.locator(selector).evaluate((media: HTMLImageElement | HTMLVideoElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.drawImage(media, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const palette = { light: [245, 249, 252], outline: [11, 60, 93], water: [146, 196, 191], sun: [242, 183, 5] } as const;
    const counts = { light: 0, outline: 0, water: 0, sun: 0 };
    for (let i = 0; i < data.length; i += 4) {
      for (const [name, [r, g, b]] of Object.entries(palette)) {
        if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 60) counts[name as keyof typeof counts] += 1;
      }
    }
    const pixels = data.length / 4;
    return Object.fromEntries(Object.entries(counts).map(([name, count]) => [name, count / pixels]));
  });
}

const isDrawing = (shares: Record<string, number>) => {
  expect(shares.light).toBeGreaterThan(0.25);
  expect(shares.outline).toBeGreaterThan(0.02);
  expect(shares.water).toBeGreaterThan(0.1);
  expect(shares.sun).toBeGreaterThan(0.002);
};

describe('home hero', () => {
  const browser = useBrowser();

  it('shows the treatment-plant drawing as its poster, then plays the same scene as its video', async () => {
    expect(hero.video?.poster.src).toBe('/images/hero-home-poster.svg');
    const { page, problems } = await browser.visit('/', { width: 1366, height: 768 });
    const poster = 'main [data-block="hero"] img';
    await expect(page.locator(poster).evaluate((image: HTMLImageElement) => image.decode().then(() => image.alt))).resolves.toMatch(/treatment plant/i);
    isDrawing(await paletteShares(page, poster));

    await wakeIslands(page);
    const video = 'main [data-block="hero"] video';
    await page.waitForFunction((selector) => {
      const element = document.querySelector<HTMLVideoElement>(selector);
      return element !== null && element.readyState >= 2 && !element.paused;
    }, video, { timeout: 20_000 });
    const sources = await page.locator(video).evaluate((element: HTMLVideoElement) => ({ playing: element.currentSrc, poster: element.poster }));
    expect(new URL(sources.playing).pathname).toBe(hero.video!.src);
    expect(new URL(sources.poster).pathname).toBe(hero.video!.poster.src);
    isDrawing(await paletteShares(page, video));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers a pause button once the video plays, which pauses it and then plays it again (and none without JavaScript)', async () => {
    // Without JavaScript nothing moves, so there is nothing to pause: no button, no video.
    const { page: withoutScripts } = await browser.visit('/', { width: 1366, height: 768, javaScript: false });
    await expect(withoutScripts.locator('main [data-block="hero"]').getByRole('button').count()).resolves.toBe(0);
    await expect(withoutScripts.locator('main [data-block="hero"] video').isVisible()).resolves.toBe(false);
    await expect(withoutScripts.locator('main [data-block="hero"] img').isVisible()).resolves.toBe(true);
    await withoutScripts.context().close();

    const { page, problems } = await browser.visit('/', { width: 1366, height: 768 });
    const region = page.locator('main [data-block="hero"]');
    const isPaused = () => region.locator('video').evaluate((element: HTMLVideoElement) => element.paused);
    await wakeIslands(page);
    const pause = region.getByRole('button', { name: labels.pauseMotion });
    await pause.waitFor({ state: 'visible', timeout: 20_000 });
    await expect(isPaused()).resolves.toBe(false);
    await pause.click();
    await expect.poll(isPaused).toBe(true);
    const play = region.getByRole('button', { name: labels.playMotion });
    await expect(play.locator('svg[data-icon="play"]').isVisible()).resolves.toBe(true);
    await expect(play.locator('svg[data-icon="pause"]').isVisible()).resolves.toBe(false);
    await play.click();
    await expect.poll(isPaused).toBe(false);
    // The name changes back when the video is playing again (its `playing` event), a moment after `paused` turns false.
    await expect.poll(() => region.getByRole('button', { name: labels.pauseMotion }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const [width, height] of [[1366, 768], [375, 812]] as const) {
    it(`shows the track-record figures within the first two screens at ${width} x ${height}`, async () => {
      const { page } = await browser.visit('/', { width, height });
      // The first figure is seen whole on the first or second screen, without scrolling further.
      const firstFigureBottom = await page.locator('main [data-block="stats"] li').first().evaluate((figure) => figure.getBoundingClientRect().bottom + window.scrollY);
      expect(firstFigureBottom).toBeLessThan(2 * height);
      await page.context().close();
    });
  }
});
