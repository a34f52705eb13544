import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import { loadHydrated, useBrowser } from './session';

const content = loadSite(process.cwd()).content!;
const routes = [...content.pages.pages.map((page) => page.path), '/no/such/page'];

const browser = useBrowser();

/** Headings, landmarks, lang and link names of the open page, as a list of problems. */
const structureProblems = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) ?? true;
    if (!document.documentElement.lang) problems.push('<html> has no lang');
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(visible);
    const h1s = headings.filter((heading) => heading.tagName === 'H1');
    if (h1s.length !== 1) problems.push(`${h1s.length} visible h1 elements`);
    let previous = 0;
    for (const heading of headings) {
      const level = Number(heading.tagName[1]);
      if (level > previous + 1) problems.push(`heading level skipped: h${previous} -> h${level} "${heading.textContent?.trim()}"`);
      previous = level;
    }
    const landmarks: [string, string][] = [['header', 'banner'], ['nav', 'navigation'], ['main', 'main'], ['footer', 'contentinfo']];
    for (const [tag, role] of landmarks) {
      const found = [...document.querySelectorAll(`${tag}, [role="${role}"]`)].filter((element) => role === 'navigation' || !element.closest('main, article, aside, section, nav') || element.tagName === 'MAIN');
      if (!found.length) problems.push(`no ${tag} landmark`);
    }
    if (document.querySelectorAll('main').length !== 1) problems.push('not exactly one main');
    const vague = /^(read more|learn more|more|more info|click here|here|details|see more|continue|link|go)$/i;
    const nameOf = (element: Element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      if (labelledBy) return labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      const label = element.getAttribute('aria-label');
      if (label) return label.trim();
      const clone = element.cloneNode(true) as Element;
      clone.querySelectorAll('img[alt]').forEach((image) => image.replaceWith(image.getAttribute('alt') ?? ''));
      clone.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (clone.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    for (const link of document.querySelectorAll('a[href]')) {
      const name = nameOf(link);
      if (!name) problems.push(`link without a name: ${link.getAttribute('href')}`);
      else if (vague.test(name)) problems.push(`link named only "${name}": ${link.getAttribute('href')}`);
    }
    return problems;
  });

/** Links and buttons in the header and main smaller than 24x24 CSS px (inline links in running text are exempt). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll('header a[href], header button, main a[href], main button, main [role="button"]')) {
      if (!(element as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (element.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' && element.closest('p, li, td, dd') && element.tagName === 'A') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.width < 24 || box.height < 24) {
        small.push(`${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });

describe.concurrent(`page structure of ${routes.length} routes in Chromium`, () => {
  it('one h1, no skipped heading levels, header/nav/main/footer landmarks, lang, and link names that stand alone', async () => {
    const page = await browser.tab(1366);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      found.push(...(await structureProblems(page)).map((problem) => `${path}: ${problem}`));
      // Landmarks as assistive technology sees them (roles, not tag names).
      for (const [role, expected] of [['banner', 1], ['main', 1], ['contentinfo', 1]] as const) {
        const count = await page.getByRole(role).count();
        if (count !== expected) found.push(`${path}: ${count} ${role} landmarks, expected ${expected}`);
      }
      if ((await page.getByRole('navigation').count()) < 1) found.push(`${path}: no navigation landmark`);
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 120_000);

  it('at 375 px every link and button in the header and main is at least 24x24 px', async () => {
    const page = await browser.tab(375);
    const found: string[] = [];
    for (const path of routes) {
      await loadHydrated(page, path);
      found.push(...(await smallTargets(page)).map((problem) => `${path}: ${problem}`));
    }
    await page.context().close();
    expect(found).toEqual([]);
  }, 120_000);
});
