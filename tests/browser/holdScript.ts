import type { Page, Route } from 'playwright-core';

/**
 * Holds back a script until `release` is called: the island loader (`islandPage`: the page's inline starter holds the
 * input meanwhile) or the hydration chunk (`hydrateIsland`: the loader holds it). The page stays prerendered HTML.
 */
export const HELD_SCRIPTS = [
  ['the page\'s scripts have loaded', 'islandPage'],
  ['it has hydrated', 'hydrateIsland'],
] as const;

export async function holdScript(page: Page, script: (typeof HELD_SCRIPTS)[number][1]) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(`**/assets/${script}-*.js`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}
