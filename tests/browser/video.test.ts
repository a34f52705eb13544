// The video block's player in Chromium: poster and play button first, then the video with its captions showing.
import { describe, expect, it } from 'vitest';
import type { VideoBlock } from '../../src/blocks/video/schema';
import { loadSite } from '../../src/content/loadSite';
import { useBrowser, wakeIslands } from './session';

const content = loadSite(process.cwd()).content!;
// The first video with captions in the content in place; content without one has nothing here to test.
const found = content.pages.pages.find((candidate) => candidate.blocks.some((block) => block.type === 'video' && (block as VideoBlock).captions));
const page = found!;
const block = found?.blocks.find((candidate) => candidate.type === 'video') as VideoBlock;

describe.skipIf(!found)('the video player', () => {
  const browser = useBrowser();

  it('shows the poster with a play button that starts the video, with its WebVTT captions showing', async () => {
    const { page: tab, problems } = await browser.visit(page.path);
    await wakeIslands(tab);
    const button = tab.getByRole('button', { name: `${content.nav.site.labels.playVideo}: ${block.heading}` });
    await button.scrollIntoViewIfNeeded();
    // The button sits in the middle of the poster.
    const [buttonBox, videoBox] = [(await button.boundingBox())!, (await tab.locator('[data-block="video"] video').boundingBox())!];
    expect(Math.abs(buttonBox.x + buttonBox.width / 2 - (videoBox.x + videoBox.width / 2))).toBeLessThan(2);
    expect(Math.abs(buttonBox.y + buttonBox.height / 2 - (videoBox.y + videoBox.height / 2))).toBeLessThan(2);
    await button.click();
    await expect.poll(() => tab.evaluate(() => document.querySelector<HTMLVideoElement>('[data-block="video"] video')!.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(button.count()).resolves.toBe(0);
    const track = await tab.evaluate(() => {
      const { textTracks } = document.querySelector<HTMLVideoElement>('[data-block="video"] video')!;
      const first = textTracks[0]!;
      return { kind: first.kind, mode: first.mode, cues: first.cues?.length ?? 0, showing: first.activeCues?.length ?? 0 };
    });
    expect(track).toEqual({ kind: 'captions', mode: 'showing', cues: 4, showing: 1 });
    expect(problems).toEqual([]);
    await tab.context().close();
  });
});
