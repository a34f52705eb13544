import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowser, wakeIslands } from '../../browser/session';

/**
 * Screen-reader sanity: the accessibility tree of key pages, kept as reviewed files in __aria__/.
 * A missing file is written on the first run (review it, then keep it); after that any change shows as a diff.
 * To accept an intended change, delete the file and run the test again (or set UPDATE_ARIA=1).
 * Reduced motion keeps autoplaying carousels and the hero video still, so the tree is the same on every run.
 */
const folder = resolve('tests/site/browser/__aria__');
const pages = [['/', 'home'], ['/about', 'about'], ['/contact', 'contact']] as const;

describe('accessibility tree snapshots at 1366 px', () => {
  const browser = useBrowser();

  it.each(pages)('%s reads as reviewed (__aria__/%s.yaml)', async (path, name) => {
    const { page } = await browser.visit(path, { reducedMotion: true });
    await wakeIslands(page);
    const snapshot = `${await page.locator('body').ariaSnapshot()}\n`;
    await page.context().close();
    const file = join(folder, `${name}.yaml`);
    if (!existsSync(file) || process.env.UPDATE_ARIA) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, snapshot);
    }
    expect(snapshot).toBe(readFileSync(file, 'utf8'));
  });
});
