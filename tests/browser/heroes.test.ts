// The hero of every page: its headline and its illustration never overlap, and the illustration is shown whole (no
// crop), from the narrowest phone (360 px) through tablet and laptop widths to a full-HD screen (1920 px).
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { baseUrl, loadHydrated, useBrowser, viewportAt } from './session';

const content = loadSite(process.cwd()).content!;
const routes = content.pages.pages.map((page) => page.path);
/** Pages whose hero leaves its drawing out on phones, so that what the page is for (the contact form) shows sooner. */
const compact = new Set(content.pages.pages.filter((page) => (page.blocks[0] as { layout?: string }).layout === 'compact').map((page) => page.path));

const browser = useBrowser();

const widths = [360, 375, 768, 1366, 1920];

describe(`heroes at ${widths.join(', ')} px`, () => {
  it('keep the headline clear of the illustration, and the illustration whole and inside the page', async () => {
    // Each route is loaded once and then shown at every width: the hero's layout is CSS alone, so a resized window
    // lays it out exactly as a window opened at that width.
    const page = await browser.tab(widths[0]!);
    const problems: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      for (const width of widths) {
        await page.setViewportSize(viewportAt(width));
        const found = await page.evaluate(() => {
          const hero = document.querySelector('main [data-block="hero"]')!;
          const headline = hero.querySelector('h1, h2')!.getBoundingClientRect();
          // The illustration is the hero's picture (the poster, for a video), in its frame.
          const image = hero.querySelector('img');
          if (!image) return { missing: true };
          if (!image.checkVisibility()) return { missing: false, hidden: true };
          const figure = image.parentElement!;
          const box = image.getBoundingClientRect();
          const frame = figure.getBoundingClientRect();
          return {
            missing: false,
            overlaps: headline.left < box.right && box.left < headline.right && headline.top < box.bottom && box.top < headline.bottom,
            below: box.top >= headline.bottom,
            beside: box.left >= headline.right,
            // Shown whole: drawn at its own aspect ratio and not cut by its frame or the page edge.
            aspectError: Math.abs(box.width / box.height - image.naturalWidth / image.naturalHeight),
            clipped: box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.bottom > frame.bottom + 0.5 || box.left < 0 || box.right > document.documentElement.clientWidth,
            alt: image.alt,
          };
        });
        const where = `${path} at ${width} px`;
        if (found.missing) problems.push(`${where}: no illustration`);
        else if (found.hidden) {
          if (!(compact.has(path) && width < 768)) problems.push(`${where}: illustration not shown`);
        } else {
          if (found.overlaps) problems.push(`${where}: headline overlaps the illustration`);
          if (found.aspectError! > 0.02) problems.push(`${where}: illustration distorted or cropped`);
          if (found.clipped) problems.push(`${where}: illustration cut off`);
          if (!found.alt) problems.push(`${where}: illustration has no alt text`);
          // Its own column on a desktop, below the text on a phone.
          if (width < 768 && !found.below) problems.push(`${where}: illustration not below the headline`);
          if (width >= 1366 && !found.beside) problems.push(`${where}: illustration not beside the headline`);
        }
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('hero illustrations', () => {
  it('are each drawn for one page: no two pages share a picture, and each is a small SVG', async () => {
    const pictures = content.pages.pages.map((page) => {
      const hero = page.blocks[0] as { type: string; image?: { src: string }; video?: { poster: { src: string } } };
      expect(hero.type, page.path).toBe('hero');
      return (hero.image ?? hero.video?.poster)!.src;
    });
    expect(new Set(pictures).size).toBe(pictures.length);
    const page = await browser.tab(1366);
    for (const src of pictures) {
      const size = await page.request.get(`${baseUrl()}${src}`).then(async (response) => (await response.body()).length);
      expect(size, src).toBeLessThan(8 * 1024);
    }
    await page.context().close();
  });
});
