// A full-page capture of every route shows every section and every picture: no block and no image comes out as a
// blank rectangle of one colour (as skipped or lazily loaded content does in screenshots and link previews).
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { loadHydrated, useBrowser } from './session';

const content = loadSite(process.cwd()).content!;
const routes = [...content.pages.pages.map((page) => page.path), '/no/such/page'];

const browser = useBrowser();

describe('full-page captures', () => {
  it('show every block and image of every route at 1366 px', async () => {
    const page = await browser.tab(1366);
    const problems: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      // No scrolling first: the capture must be complete as the page first loads.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 15_000 });
      const png = (await page.screenshot({ fullPage: true, animations: 'disabled' })).toString('base64');
      const blank = await page.evaluate(async (data) => {
        const picture = new Image();
        picture.src = `data:image/png;base64,${data}`;
        await picture.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [picture.naturalWidth, picture.naturalHeight];
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        context.drawImage(picture, 0, 0);
        const isOneColour = (box: DOMRect) => {
          const [x, y] = [Math.max(0, Math.round(box.left + scrollX)), Math.max(0, Math.round(box.top + scrollY))];
          const [w, h] = [Math.min(canvas.width - x, Math.round(box.width)), Math.min(canvas.height - y, Math.round(box.height))];
          if (w < 4 || h < 4) return false;
          const pixels = context.getImageData(x, y, w, h).data;
          for (let i = 4; i < pixels.length; i += 4) {
            if (pixels[i] !== pixels[0] || pixels[i + 1] !== pixels[1] || pixels[i + 2] !== pixels[2]) return false;
          }
          return true;
        };
        // A carousel's slides beside the shown ones are hidden off to the side by design.
        const isOffSlide = (image: HTMLImageElement) => {
          const frame = image.closest('.swiper')?.getBoundingClientRect();
          const box = image.getBoundingClientRect();
          return !!frame && (box.left < frame.left - 1 || box.right > frame.right + 1);
        };
        const blocks = [...document.querySelectorAll<HTMLElement>('main [data-block]')].filter((block) => isOneColour(block.getBoundingClientRect())).map((block) => `block ${block.dataset.block}`);
        const images = [...document.querySelectorAll<HTMLImageElement>('main img')]
          .filter((image) => image.checkVisibility() && !isOffSlide(image) && isOneColour(image.getBoundingClientRect()))
          .map((image) => `image ${image.getAttribute('src')}`);
        return [...blocks, ...images];
      }, png);
      for (const item of blank) problems.push(`${path}: ${item} is one colour`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 600_000);
});
