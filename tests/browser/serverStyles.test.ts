// The page's styled-components CSS is rendered once on the server, for the page and every island on it
// (src/theme/serverStyles.ts): islands hydrate with the prerendered class names and inject none of those rules again.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { serverStyleGroups } from '../../src/theme/serverStyles';
import { baseUrl, useBrowser, wakeIslands } from './session';

// A few computed properties of every element in the header, main and footer (Swiper restyles its slides itself).
const computedStyles = () =>
  [...document.querySelectorAll('header *, main *, footer *')]
    .filter((element) => !element.closest('.swiper'))
    .map((element) => {
      const style = getComputedStyle(element);
      // Not margins: Chromium reports an auto margin as 0px or as its used value depending on when layout last ran.
      return [element.tagName, style.display, style.position, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.padding, style.gap, style.borderRadius, style.maxWidth].join(' ');
    });

// Whatever content is in place: the first page with a carousel and the first with a contact form.
const pages = loadSite(process.cwd()).content!.pages.pages;
const firstWith = (type: string) => pages.find((page) => page.blocks.some((block) => block.type === type))?.path;
const islandRoutes = [...new Set([firstWith('carousel'), firstWith('contact-form')].filter((path) => path !== undefined))];

describe('prerendered styled-components CSS', () => {
  const browser = useBrowser();

  it('the content has pages with islands to check', () => expect(islandRoutes.length).toBeGreaterThan(0));

  it.each(islandRoutes)('%s: hydrating its islands injects no prerendered rule again, and the styles stay as prerendered', async (path) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const serverCss = html.match(/<style data-server-styles>([\s\S]*?)<\/style>/)?.[1] ?? '';
    // Every class the server CSS styles (the markers name only the islands' components: the rest never hydrates).
    const serverNames = [...new Set(serverCss.replace(/data-styled\.g\d+\[[^\]]*\]\{[^}]*\}/g, '').match(/(?<=\.)[A-Za-z][\w-]*/g))];
    expect(serverNames.length).toBeGreaterThan(50);
    expect(serverStyleGroups(serverCss).length).toBeGreaterThan(5);

    const withoutScripts = await browser.visit(path, { javaScript: false });
    const prerendered = await withoutScripts.page.evaluate(computedStyles);
    await withoutScripts.page.context().close();

    const { page, problems } = await browser.visit(path);
    await wakeIslands(page);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBeGreaterThan(0);
    // The server's element is still the stylesheet, and styled-components' own sheet has no rule for its classes.
    expect(await page.locator('style[data-server-styles]').count()).toBe(1);
    const generated = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].flatMap((tag) => [...tag.sheet!.cssRules].map((rule) => rule.cssText)));
    const repeated = generated.filter((rule) => serverNames.some((name) => rule.includes(`.${name}`)));
    expect(repeated).toEqual([]);
    expect(await page.evaluate(computedStyles)).toEqual(prerendered);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
