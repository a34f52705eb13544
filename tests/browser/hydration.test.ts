import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './session';

// Class names of the elements inside <main>, in document order. Inside carousels Swiper itself adds, clones and
// re-classes slides after it starts, so only the carousel's own frame is compared there.
const styledClasses = () =>
  [...document.querySelectorAll('main *')]
    .filter((element) => !element.parentElement?.closest('.swiper'))
    .map((element) => (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name && !name.startsWith('swiper') && name !== 'active').join(' '))
    .filter(Boolean);

describe('server and client render the same markup', () => {
  const browser = useBrowser();

  it.each(['/about', '/application/product/ifas', '/application/service/technology_Process'])(
    'class names on %s are identical when prerendered and when rendered by the browser after client-side navigation',
    async (path) => {
      const server = await browser.visit(path);
      const prerendered = await server.page.evaluate(styledClasses);
      expect(prerendered.length).toBeGreaterThan(10);
      await server.page.context().close();

      // Start on a page whose chunks load in another order, then follow a menu link (client-side navigation).
      const { page, problems } = await browser.visit('/contact');
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
      await page.evaluate((target) => (document.querySelector(`header a[href="${target}"]`) as HTMLAnchorElement).click(), path);
      await page.waitForURL(`${baseUrl()}${path}`);
      await page.waitForFunction((count) => document.querySelectorAll('main *').length >= count, prerendered.length);
      await page.waitForTimeout(300);
      expect(await page.evaluate(styledClasses)).toEqual(prerendered);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
