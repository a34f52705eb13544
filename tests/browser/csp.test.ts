// The site under its own Content-Security-Policy (sent by the test server from the build's hosting description, as
// every host configuration sends it): not one violation on any route, in the menus, the carousels, the map consent
// or a full contact-form send.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/loadSite';
import type { MapBlock } from '../../src/blocks/map/schema';
import { contactForm as form, contactPath, fillValidEnquiry } from './enquiry';
import { baseUrl, loadHydrated, useBrowser } from './session';

const content = loadSite(process.cwd()).content!;
const labels = content.nav.site.labels;
const pages = content.pages.pages;
const routes = [...pages.map((page) => page.path), '/no/such/page'];
const map = pages.flatMap((page) => page.blocks.map((block) => ({ path: page.path, block }))).find(({ block }) => block.type === 'map') as { path: string; block: MapBlock } | undefined;
const carouselPages = pages.filter((page) => page.blocks.some((block) => block.type === 'carousel')).map((page) => page.path);

const browser = useBrowser();

/** A tab that records every CSP violation (the DOM event and Chrome's console report), across navigations. */
async function watchedTab(width: number): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.tab(width);
  const violations: string[] = [];
  await page.context().exposeBinding('reportCspViolation', (_source, line: string) => void violations.push(line));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(`console: ${message.text().slice(0, 300)}`);
  });
  return { page, violations };
}

describe('Content-Security-Policy', () => {
  it('is sent with every page, with hashes and without unsafe-inline for scripts', async () => {
    const policy = (await fetch(`${baseUrl()}${pages[1]!.path}`)).headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // A map's provider may be framed; content without a map frames nothing.
    expect(policy).toContain(map ? `frame-src ${new URL(map.block.embedUrl).origin}` : "frame-src 'none'");
  });

  it('blocks an injected inline script, and the watcher reports it (so a silent run means no violation)', async () => {
    const { page, violations } = await watchedTab(1366);
    await loadHydrated(page, '/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "ran"';
      document.head.append(script);
      await new Promise((done) => setTimeout(done, 100));
      return document.documentElement.dataset.injected ?? 'blocked';
    });
    await page.waitForTimeout(100);
    await page.context().close();
    expect(ran).toBe('blocked');
    expect(violations.some((line) => line.includes('script-src'))).toBe(true);
  });

  it('reports no violation on any route, scrolled to the end, at desktop width', async () => {
    const { page, violations } = await watchedTab(1366);
    for (const path of routes) {
      await loadHydrated(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(150);
    }
    await page.context().close();
    expect(violations).toEqual([]);
  }, 180_000);

  it('reports no violation through the mobile menu, the carousels and the map consent', async () => {
    const { page, violations } = await watchedTab(375);
    for (const { path } of pages.slice(0, 2)) {
      await loadHydrated(page, path);
      await page.getByRole('button', { name: labels.openMenu }).click();
      await page.getByRole('dialog', { name: labels.mainNavigation }).waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
    }
    for (const path of carouselPages) {
      await loadHydrated(page, path);
      const next = page.getByRole('button', { name: labels.nextSlide });
      for (let index = 0; index < (await next.count()); index += 1) {
        await next.nth(index).scrollIntoViewIfNeeded();
        await next.nth(index).click();
        await page.waitForTimeout(400);
      }
    }
    // The map's consent, where the content has a map.
    if (map) {
      await loadHydrated(page, map.path);
      await page.getByRole('button', { name: map.block.loadLabel }).click();
      await page.locator(`iframe[title="${map.block.title}"]`).waitFor({ state: 'attached' });
      await page.waitForTimeout(300);
    }
    await page.context().close();
    expect(violations).toEqual([]);
  }, 120_000);

  it('reports no violation through a full contact-form send, its toast included', async () => {
    const { page, violations } = await watchedTab(1366);
    await loadHydrated(page, contactPath);
    await fillValidEnquiry(page);
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(form.notices.success);
    await page.context().close();
    expect(violations).toEqual([]);
  }, 60_000);
});
