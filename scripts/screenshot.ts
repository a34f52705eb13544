// Takes Chromium screenshots of pages of a running site: npx tsx scripts/screenshot.ts URL OUT.png [width] [fullPage]
import { chromium } from 'playwright-core';

const [url, out, width = '1366', full = 'full'] = process.argv.slice(2);
if (!url || !out) {
  console.error('Usage: npx tsx scripts/screenshot.ts URL OUT.png [width] [full|viewport]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 800 : 900 } });
const errors: string[] = [];
page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`); });
page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
// Scroll through the page so lazy images load before the full-page capture.
await page.evaluate(async () => {
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    window.scrollTo(0, y);
    await new Promise((done) => setTimeout(done, 60));
  }
  window.scrollTo(0, 0);
});
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: full === 'full' });
if (errors.length) console.log(errors.join('\n'));
await browser.close();
