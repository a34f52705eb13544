// Icons come from one cached sprite file (src/icons/sprite.ts): every reference in every page must name a symbol
// that exists, and the browser must actually draw it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../scripts/lib/routeBytes';
import { useBrowser } from './session';

const dist = resolve('dist');

describe('icon sprite in the built site', () => {
  const browser = useBrowser();

  it('every icon reference on every page names a symbol of the one hashed sprite', () => {
    const references = new Set<string>();
    for (const { file } of prerenderedPages(dist)) for (const [, href] of readFileSync(file, 'utf8').matchAll(/<use href="([^"]+)"/g)) references.add(href!);
    expect(references.size).toBeGreaterThan(10);
    const files = new Set([...references].map((href) => href.split('#')[0]));
    expect([...files]).toHaveLength(1);
    const [sprite] = [...files] as string[];
    expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    const symbols = new Set([...readFileSync(join(dist, sprite!), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    for (const href of references) expect(symbols.has(href.split('#')[1]!), href).toBe(true);
  });

  it('Chromium draws the header, card and social icons from the sprite', async () => {
    const { page, problems } = await browser.visit('/');
    // The sprite is a file of its own: a busy machine may take a moment to fetch it before anything is drawn.
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<SVGUseElement>('header svg use, main [data-block="card-grid"] svg use, footer svg use')]
          .filter((use) => use.ownerSVGElement!.getClientRects().length > 0)
          .map((use) => ({ href: use.getAttribute('href'), width: use.getBBox().width })),
      );
    expect((await drawn()).length).toBeGreaterThan(5);
    await expect.poll(async () => (await drawn()).filter((icon) => icon.width <= 4).map((icon) => icon.href), { timeout: 15_000 }).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
