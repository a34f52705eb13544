// The second site in the repository, examples/brightfield, built with `--root` and served like the first one: the
// real static server with its host rules and the local email endpoint. One load of each route walks it in Chromium;
// the menus and the form are driven as a visitor would.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactFormBlock } from '../../src/blocks/contact-form/schema';
import { declaredForms } from '../../src/server/declaredForms';
import { createEmailEndpoint, type SavedEnquiry } from '../../src/server/emailEndpoint';
import { createStaticServer } from '../../src/server/staticServer';
import { buildExample, exampleContent, exampleRoot, type ExampleBuild } from '../fixtures/exampleSite';
import { audit, describeViolations } from './axe';
import { TEST_EMAIL_ENV } from './globalSetup';
import { useBrowser, waitForHeaderEnhancer, wakeIslands } from './session';

const content = exampleContent();
const { labels, theme } = content.nav.site;
const joinPage = content.pages.pages.find((page) => page.path === '/join')!;
const form = joinPage.blocks.find((block) => block.type === 'contact-form') as ContactFormBlock;
const field = (name: string) => form.fields.find((entry) => entry.name === name)!;
const notFoundPath = '/no/such/roof';
/** Every route of the example, each with the main heading its first block gives it, and the not-found page. */
const routes = [...content.pages.pages, { ...content.pages.notFound, path: notFoundPath }].map((page) => {
  const hero = page.blocks[0]!;
  return { path: page.path, h1: hero.type === 'hero' ? hero.title : '' };
});
/** A theme colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const browser = useBrowser();
const outbox = mkdtempSync(join(tmpdir(), 'example-outbox-'));
let build: ExampleBuild;
let server: Server;
let base = '';

beforeAll(async () => {
  build = await buildExample(TEST_EMAIL_ENV);
  if (build.run.status !== 0) throw new Error(`the example site did not build:\n${build.run.stderr}`);
  const endpoint = createEmailEndpoint({ outbox, log: () => {}, forms: declaredForms(exampleRoot) });
  server = createStaticServer(build.dist, [endpoint]);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  if (server) await new Promise((done) => (server.closeAllConnections(), server.close(done)));
  build?.remove();
  rmSync(outbox, { recursive: true, force: true });
});

/**
 * The phone menu's buttons carry popovertarget beside commandfor on purpose: it opens the menu, with no script, in an
 * engine without invoker commands (Safari before 26.2). Chromium follows commandfor and says so in a warning on each tap;
 * removing the attribute by script would cost every page bytes its budget does not have.
 */
const PHONE_MENU_FALLBACK_NOTE = 'popovertarget is ignored on elements with commandfor';

/** A tab that records every console error and warning, and every uncaught error, with the page it happened on. */
async function watchedTab(width: number) {
  const page = await browser.tab(width);
  const problems: string[] = [];
  page.on('console', (message) => {
    const notFoundStatus = page.url().endsWith(notFoundPath) && message.text().includes('status of 404');
    const expected = notFoundStatus || message.text().includes(PHONE_MENU_FALLBACK_NOTE);
    if ((message.type() === 'error' || message.type() === 'warning') && !expected) problems.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} page error: ${error.message}`));
  return { page, problems };
}

const backgroundOf = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

describe('the example site (examples/brightfield) in Chromium', () => {
  it('renders every route with its h1, wakes its islands, wears its own colours and passes axe, without a console problem', async () => {
    const { page, problems } = await watchedTab(1366);
    const violations: string[] = [];
    const hydrated: Record<string, number> = {};
    const colours: Record<string, string> = {};
    for (const route of routes) {
      const response = await page.goto(`${base}${route.path}`, { waitUntil: 'load' });
      expect(response?.status(), route.path).toBe(route.path === notFoundPath ? 404 : 200);
      expect(await page.locator('h1').allTextContents(), route.path).toEqual([route.h1]);
      await wakeIslands(page);
      hydrated[route.path] = await page.locator('[data-island][data-hydrated]').count();
      violations.push(...describeViolations(route.path, await audit(page)));
      colours[`${route.path} header`] = await backgroundOf(page, 'header');
      if (route.path === '/') colours['header button'] = await backgroundOf(page, `header a:text-is("${content.nav.header.items.find((item) => item.button)!.label}")`);
      if (route.path === '/join') colours['send button'] = await backgroundOf(page, `button:text-is("${form.submit}")`);
      if (route.path === '/contact') colours['email link'] = await page.locator('main a[href^="mailto:"]').first().evaluate((link) => getComputedStyle(link).color);
    }
    await page.context().close();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    // The home page's testimonials carousel and tilting cards, and the join page's form.
    expect(hydrated['/']).toBe(2);
    expect(hydrated['/join']).toBe(1);
    const primary = rgb(theme.colors.primary);
    const accent = rgb(theme.colors.accent);
    expect(colours).toEqual({
      ...Object.fromEntries(routes.map((route) => [`${route.path} header`, primary])),
      'header button': accent,
      'send button': primary,
      'email link': accent,
    });
  }, 300_000);

  it("desktop: the header's dropdown opens and its link leads to the page", async () => {
    const { page, problems } = await watchedTab(1366);
    await page.goto(`${base}/`);
    await waitForHeaderEnhancer(page);
    const trigger = page.getByRole('navigation', { name: labels.mainNavigation }).getByRole('button', { name: 'The co-op' });
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('navigation', { name: labels.mainNavigation }).getByRole('link', { name: 'Our projects' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it("phone: the table's rows span it, and the menu's call to action leads to the join form, which delivers the co-op's own field names to the outbox", async () => {
    const { page, problems } = await watchedTab(390);
    await page.goto(`${base}/projects`);
    // Each row is a band of labelled values as wide as the table, however short its values (its stripe and rules too).
    const table = page.locator('main table').first();
    const tableWidth = await table.evaluate((element) => Math.round(element.getBoundingClientRect().width));
    const rowWidths = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Math.round(row.getBoundingClientRect().width)));
    expect(rowWidths).toEqual(rowWidths.map(() => tableWidth));
    await waitForHeaderEnhancer(page);
    await page.getByRole('button', { name: labels.openMenu }).click();
    const menu = page.getByRole('dialog', { name: labels.mainNavigation });
    await menu.getByRole('link', { name: 'Join or get a quote' }).click();
    await page.waitForURL((url) => url.pathname === '/join');
    await wakeIslands(page);

    const postcode = page.getByLabel(field('postcode').label, { exact: true });
    await page.getByLabel(field('fullName').label, { exact: true }).fill('Ada Lovelace');
    await page.getByLabel(field('email').label, { exact: true }).fill('ada@example.org');
    await postcode.fill('12345');
    await postcode.blur();
    // The form's own message for its own pattern.
    await page.getByText(field('postcode').patternMessage!).waitFor();
    await postcode.fill('BF4 2QT');
    await page.getByLabel(field('roofType').options!.find((option) => option.value === 'flat')!.label).check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1.0/email/send-form'));
    await page.getByRole('button', { name: form.submit }).click();
    expect((await answer).status()).toBe(200);
    await page.getByText(form.notices.success).waitFor();
    await page.context().close();
    expect(problems).toEqual([]);

    const saved = readdirSync(outbox).filter((file) => file.endsWith('.json'));
    expect(saved).toHaveLength(1);
    const enquiry = JSON.parse(readFileSync(join(outbox, saved[0]!), 'utf8')) as SavedEnquiry;
    expect(enquiry.fields).toEqual({ fullName: 'Ada Lovelace', email: 'ada@example.org', phone: '', postcode: 'BF4 2QT', roofType: 'flat', notes: '' });
  });
});
