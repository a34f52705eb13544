import type { Page } from 'playwright-core';

/**
 * The height of the whole document as a reader scrolls it, once its fonts and every picture have loaded (lazy pictures
 * are fetched first: their reserved boxes may differ from their drawn size). The page must already be loaded.
 */
export async function documentHeight(page: Page): Promise<number> {
  await page.evaluate(async () => {
    const settled = (image: HTMLImageElement) =>
      image.complete ? undefined : new Promise((done) => (image.addEventListener('load', done, { once: true }), image.addEventListener('error', done, { once: true })));
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map(settled));
    await document.fonts.ready;
  });
  return page.evaluate(() => Math.round(document.documentElement.scrollHeight));
}
