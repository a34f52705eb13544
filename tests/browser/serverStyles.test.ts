// The prerendered styled-components CSS (src/theme/serverStyles.ts): hydration reuses it by class name and generates
// no CSS of its own, and once the page is idle the rules move into styled-components' sheet without changing a style.
import { describe, expect, it } from 'vitest';
import { serverStyleGroups } from '../../src/theme/serverStyles';
import { baseUrl, useBrowser } from './session';

// A few computed properties of every element in the header, main and footer (Swiper restyles its slides itself).
const computedStyles = () =>
  [...document.querySelectorAll('header *, main *, footer *')]
    .filter((element) => !element.closest('.swiper'))
    .map((element) => {
      const style = getComputedStyle(element);
      return [element.tagName, style.display, style.position, style.color, style.backgroundColor, style.fontSize, style.fontWeight, style.padding, style.margin, style.gap, style.borderRadius, style.maxWidth].join(' ');
    });

describe('prerendered styled-components CSS', () => {
  const browser = useBrowser();

  it.each(['/about', '/application/service/technology_Process'])('%s: hydration injects no CSS and the styles stay exactly as prerendered', async (path) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    const serverCss = html.match(/<style data-server-styles>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const serverRules = serverStyleGroups(serverCss).reduce((count, group) => count + group.rules.length, 0);
    expect(serverRules).toBeGreaterThan(50);

    const withoutScripts = await browser.visit(path, { javaScript: false });
    const prerendered = await withoutScripts.page.evaluate(computedStyles);
    await withoutScripts.page.context().close();

    const { page, problems } = await browser.visit(path);
    await page.waitForSelector('#root[data-hydrated]', { state: 'attached' });
    await page.waitForFunction(() => !document.querySelector('style[data-server-styles]'));
    // Each prerendered rule exactly once in styled-components' sheet: none generated again during hydration.
    const rules = await page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce((count, tag) => count + tag.sheet!.cssRules.length, 0));
    expect(rules).toBe(serverRules);
    expect(await page.evaluate(computedStyles)).toEqual(prerendered);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('pages reached by client-side navigation get their styles too', async () => {
    const { page, problems } = await browser.visit('/application/service/rental');
    await page.waitForFunction(() => !document.querySelector('style[data-server-styles]'));
    await page.evaluate(() => (document.querySelector('header a[href="/about"]') as HTMLAnchorElement).click());
    await page.waitForURL(`${baseUrl()}/about`);
    await page.waitForSelector('main [data-block="carousel"] .swiper-initialized');
    const onNavigation = await page.evaluate(computedStyles);
    const direct = await browser.visit('/about', { javaScript: false });
    expect(onNavigation).toEqual(await direct.page.evaluate(computedStyles));
    expect(problems).toEqual([]);
    await direct.page.context().close();
    await page.context().close();
  });
});
