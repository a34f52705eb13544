// The phone view at 375 px: tables read as cards without sideways scrolling, carousels show no cut-off neighbour,
// and the contact page gives its details before the form.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/content/loadSite';
import { loadHydrated, useBrowser } from '../../browser/session';

const pages = loadSite(process.cwd()).content!.pages.pages;
const pathsWith = (type: string) => pages.filter((page) => page.blocks.some((block) => block.type === type)).map((page) => page.path);

const browser = useBrowser();

describe('the phone view at 375 px', () => {
  it('shows every table without sideways scrolling, one card per row, with its caption and every value labelled', async () => {
    const paths = pathsWith('table');
    expect(paths.length).toBeGreaterThan(3);
    const page = await browser.tab(375);
    const problems: string[] = [];
    for (const path of paths) {
      await loadHydrated(page, path);
      // Every row as a reader sees it once a long table is unfolded ("Show all").
      await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('main [data-block="table"] details').forEach((fold) => (fold.open = true)));
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main [data-block="table"] [role="region"]')].map((region) => {
          const caption = region.querySelector('caption')!;
          const captionBox = caption.getBoundingClientRect();
          const rows = [...region.querySelectorAll('tbody tr')];
          const rowBoxes = rows.map((row) => row.getBoundingClientRect());
          return {
            scrolls: region.scrollWidth > region.clientWidth + 1,
            captionShown: caption.checkVisibility() && captionBox.width > 0 && captionBox.left >= 0 && captionBox.right <= innerWidth,
            // One card per row: rows stack vertically, each as wide as the table.
            stacked: rowBoxes.every((box, index) => index === 0 || box.top >= rowBoxes[index - 1]!.bottom - 1),
            unlabelled: [...region.querySelectorAll('tbody td')].filter((cell) => !getComputedStyle(cell, '::before').content.replace(/^"|"$/g, '')).length,
          };
        }),
      );
      tables.forEach((table, index) => {
        if (table.scrolls) problems.push(`${path} table ${index + 1} scrolls sideways`);
        if (!table.captionShown) problems.push(`${path} table ${index + 1} hides or cuts its caption`);
        if (!table.stacked) problems.push(`${path} table ${index + 1} rows are not stacked cards`);
        if (table.unlabelled) problems.push(`${path} table ${index + 1} has ${table.unlabelled} values without their column name`);
      });
      if (await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)) problems.push(`${path} overflows sideways`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows no part of a neighbouring slide beside any carousel’s current slide', async () => {
    const paths = pathsWith('carousel');
    const page = await browser.tab(375);
    const problems: string[] = [];
    for (const path of paths) {
      await loadHydrated(page, path);
      await page.waitForFunction(() => [...document.querySelectorAll('main .swiper')].every((swiper) => swiper.classList.contains('swiper-initialized')));
      await page.waitForTimeout(400);
      const peeking = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main .swiper')].flatMap((swiper) => {
          const frame = swiper.getBoundingClientRect();
          return [...swiper.querySelectorAll<HTMLElement>('.swiper-slide:not(.swiper-slide-active)')]
            .filter((slide) => {
              const box = slide.getBoundingClientRect();
              const shown = getComputedStyle(slide).opacity !== '0' && getComputedStyle(slide).visibility !== 'hidden';
              return shown && box.right > frame.left + 1 && box.left < frame.right - 1;
            })
            .map((slide) => `${swiper.closest('[aria-label]')?.getAttribute('aria-label')}: ${slide.innerText.slice(0, 30)}`);
        }),
      );
      for (const slide of peeking) problems.push(`${path} ${slide}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers Call and Email above the enquiry form on /contact, and the form before the other contact details', async () => {
    const page = await browser.tab(375);
    await loadHydrated(page, '/contact');
    const order = await page.evaluate(() => {
      const block = document.querySelector('main [data-block="contact-form"]')!;
      const form = block.querySelector('form')!.getBoundingClientRect();
      const details = block.querySelector('aside')!.getBoundingClientRect();
      // The hero's quick ways to reach the team, read before the form.
      const quick = [...document.querySelectorAll<HTMLAnchorElement>('main [data-block="hero"] a[href^="tel:"], main [data-block="hero"] a[href^="mailto:"]')];
      return { quick: quick.length, quickAbove: quick.every((link) => link.getBoundingClientRect().bottom <= form.top), formBeforeDetails: form.bottom <= details.top };
    });
    expect(order).toEqual({ quick: 2, quickAbove: true, formBeforeDetails: true });
    await page.context().close();
  });
});
