// Hostile text and a failing block, end to end: a copy of the real project whose home page and site identity carry
// text full of replacement patterns, script and comment markers, line separators and an RTL override, and whose
// first card grid breaks in the browser once hydrated. It is built, served and checked as written HTML and in Chromium.
import { wakeIslands } from '../../browser/session';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStaticServer } from '../../../src/server/staticServer';
import { HOSTILE, withHostileNav, withHostilePages } from '../../fixtures/hostileText';
import { projectCopy, replaceOnce, runScript } from '../../fixtures/project';

const BROKEN_HEADING = 'Transforming wastewater management, one plant at a time';

/** The card grid throws in its first render after hydration, as a block with a browser-only bug would. */
const breakAfterHydration = (source: string) =>
  replaceOnce(
    `import { useEffect as useEffectForTest, useState as useStateForTest } from 'react';\n${source}`,
    'export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n',
    `export default function CardGrid({ block, level }: BlockProps<CardGridBlock>) {\n  const [hydrated, setHydrated] = useStateForTest(false);\n  useEffectForTest(() => setHydrated(true), []);\n  if (hydrated && block.heading === ${JSON.stringify(BROKEN_HEADING)}) throw new Error('a card grid bug after hydration');\n`,
  );

const project = projectCopy({
  'pages.yaml': (text) => withHostilePages(text, replaceOnce),
  'nav.yaml': (text) => withHostileNav(text, replaceOnce),
  'src/blocks/card-grid/CardGrid.tsx': breakAfterHydration,
});
let baseUrl = '';
let browser: Browser;
let server: ReturnType<typeof createStaticServer>;

beforeAll(async () => {
  const built = await runScript(project.dir, 'build');
  expect(built.status, built.stderr).toBe(0);
  server = createStaticServer(join(project.dir, 'dist'));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.connect(inject('wsEndpoint'));
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (server?.closeAllConnections(), server ? server.close(done) : done(undefined)));
  project.remove();
});

// nav.yaml's titleTemplate is "%s | Wastely".
const titleOf = (title: string) => `${title} | Wastely`;

describe('hostile text in every path from YAML to HTML', () => {
  it('the built HTML parses, and title, meta, JSON-LD, body and island data hold the text exactly', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const { document } = new JSDOM(html).window;
    expect(document.title).toBe(titleOf(HOSTILE.pageTitle));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOSTILE.description);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(titleOf(HOSTILE.pageTitle));
    expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(HOSTILE.siteName);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({ name: HOSTILE.siteName, slogan: HOSTILE.tagline });
    expect(document.querySelector('h1')?.textContent).toBe(HOSTILE.heroTitle);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.body.textContent).toContain(HOSTILE.tagline);
    // Nothing broke out of its element: the text made no script and no comment of its own.
    expect([...document.querySelectorAll('script')].filter((script) => script.textContent?.trim() === 'alert(1)')).toEqual([]);
    const comments = document.createTreeWalker(document, 128 /* NodeFilter.SHOW_COMMENT */);
    for (let node = comments.nextNode(); node; node = comments.nextNode()) expect(node.nodeValue).not.toBe(' x ');
    // The islands' props travel as a JSON block (never executed) and come back exactly: the second card grid (its
    // cards tilt) is an island whose first card carries the hostile text, `</script><script>alert(1)</script><!--` included.
    const islands = JSON.parse(document.getElementById('island-data')!.textContent!) as { islands: Record<string, { props: { block: { type: string; cards?: Array<{ title: string }> } } }> };
    expect(HOSTILE.cardTitle).toContain('</script><script>alert(1)</script> <!--');
    expect(islands.islands['4']!.props.block.type).toBe('card-grid');
    expect(islands.islands['4']!.props.block.cards![0]!.title).toBe(HOSTILE.cardTitle);
    expect(document.querySelector('[data-island="4"] h3')?.textContent).toBe(HOSTILE.cardTitle);
  });

  it("after hydration the tab title, the heading and the island's text are still exactly as written", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await wakeIslands(page);
    expect(await page.locator('[data-island="4"]').getAttribute('data-hydrated')).toBe('');
    expect(await page.title()).toBe(titleOf(HOSTILE.pageTitle));
    expect(await page.locator('h1').textContent()).toBe(HOSTILE.heroTitle);
    expect(await page.locator('[data-island="4"] h3').first().textContent()).toBe(HOSTILE.cardTitle);
    await context.close();
  });
});

describe('a block that fails after hydration', () => {
  it('is contained: the rest of the page stays, and nothing uncaught reaches the console', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const uncaught: string[] = [];
    const logged: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The prerendered page shows the block; once it hydrates (when scrolled to) and breaks, its boundary takes its place.
    await page.getByRole('heading', { name: BROKEN_HEADING }).scrollIntoViewIfNeeded();
    await page.locator('[data-block-error="card-grid"]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.getByRole('heading', { name: BROKEN_HEADING }).count()).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(HOSTILE.heroTitle);
    await expect.poll(() => page.getByRole('heading', { name: 'Solutions for every kind of water' }).isVisible()).toBe(true);
    expect(uncaught).toEqual([]);
    expect(logged.filter((text) => /^Uncaught/.test(text))).toEqual([]);
    expect(logged.some((text) => text.includes('Block "card-grid"') && text.includes('failed to render'))).toBe(true);
    await context.close();
  });
});
