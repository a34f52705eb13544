// The first-interaction part of `npm run bench`: on the built site, in Chromium as a phone (375 x 740, touch, CPU
// slowed 4x through the DevTools protocol, reduced motion so a slide or a drawer shows its new state in one frame),
// the time from the first tap on the phone menu button to the first painted frame with the menu open, and from the
// first tap on a carousel's next button to the first painted frame with another slide in the middle. Each is tapped
// as soon as the button is there (DOMContentLoaded) and again, on a fresh load, 2 s after the load event. A tap that
// changes nothing within 10 s is counted as lost (it arrived before any script could answer it).
//
// Measured in the page, so it holds for any rendering pipeline: from the tap's pointerdown `timeStamp` to a message
// posted in the animation frame in which the new state is first seen (it runs after that frame is painted). Also
// reported: the Event Timing API's duration of the tap's events (input to the next paint after their handlers, the
// measure behind INP; entries under 16 ms are not reported by browsers and count as 0). Buttons are found by their
// accessible names from nav.yaml labels; the carousel by its `aria-roledescription="carousel"` region when present.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { markdownTable, median } from './stats.mjs';

const LOST_AFTER_MS = 10_000;
const CPU_SLOWDOWN = 4;

/**
 * Runs in the page before its own scripts: waits for the first trusted pointerdown on the button named `button`, then
 * checks every animation frame whether the page shows the new state; `window.__firstTap` resolves with the timings.
 */
function probe({ kind, button, closeLabel, lostAfterMs }) {
  const eventEntries = [];
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => eventEntries.push(...list.getEntries()));
    observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // no Event Timing: the duration stays empty
  }
  let settle;
  window.__firstTap = new Promise((done) => (settle = done));
  const shown = (element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left < innerWidth - 1 && box.right > 1 && box.top < innerHeight && box.bottom > 0;
  };
  const named = (element, name) => element.getAttribute('aria-label') === name || element.textContent.trim() === name;
  // What can show an open menu: its close button, an open dialog or popover, the content of an open <details>.
  const menuParts = () => {
    const parts = [...document.querySelectorAll(`[aria-label="${CSS.escape(closeLabel)}"], dialog[open], details[open] > :not(summary)`)];
    try {
      parts.push(...document.querySelectorAll(':popover-open'));
    } catch {
      // no popover support
    }
    return parts.filter(shown);
  };
  // The slide nearest the middle of the carousel, by its label (loop copies of a slide share it).
  const middleSlide = (carousel) => {
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"], .swiper-slide')].filter(shown);
    const box = carousel.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    const distance = (slide) => Math.abs(slide.getBoundingClientRect().left + slide.getBoundingClientRect().width / 2 - middle);
    const nearest = slides.sort((a, b) => distance(a) - distance(b))[0];
    return nearest ? (nearest.getAttribute('aria-label') ?? nearest.textContent.trim().slice(0, 80)) : null;
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || settle === null) return;
      const target = event.composedPath().find((node) => node instanceof Element && named(node, button));
      if (!target) return;
      const finish = settle;
      settle = null;
      const tappedAt = event.timeStamp;
      const carousel = target.closest('[aria-roledescription="carousel"]') ?? target.closest('section') ?? document.body;
      const before = kind === 'carousel' ? middleSlide(carousel) : null;
      // The menu is open when something that shows an open menu is on screen that was not at the tap.
      const shownAtTap = kind === 'menu' ? new Set(menuParts()) : null;
      const changed = () => {
        if (kind === 'menu') return menuParts().some((part) => !shownAtTap.has(part));
        const now = middleSlide(carousel);
        return now !== null && now !== before;
      };
      const report = (paintedAfter) =>
        // Event Timing entries arrive after the frame is presented: give them a moment.
        setTimeout(() => {
          eventEntries.push(...(observer?.takeRecords() ?? []));
          const ofTap = eventEntries.filter((entry) => entry.startTime >= tappedAt - 1 && entry.startTime < tappedAt + 1000 && entry.interactionId);
          finish({ tappedAt, paintedAfter, eventDuration: ofTap.length ? Math.max(...ofTap.map((entry) => entry.duration)) : 0, before, after: kind === 'carousel' ? middleSlide(carousel) : null });
        }, 300);
      // The first frame showing the new state counts if the next frame still shows it: a carousel that is starting up
      // (or moving its loop copies) can show another slide in the middle for one frame without having been told to.
      let candidate = null;
      const frame = () => {
        if (!changed()) candidate = null;
        else if (candidate?.paintedAfter != null) return report(candidate.paintedAfter);
        else if (!candidate) {
          const seen = (candidate = { paintedAfter: null });
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (seen.paintedAfter = performance.now() - tappedAt);
          channel.port2.postMessage(null);
        }
        if (performance.now() - tappedAt > lostAfterMs) report(null);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

/** The first page of pages.yaml with a carousel block (prefers /about, whose values carousel the issue names). */
function carouselRoute(root) {
  const pages = parse(readFileSync(join(root, 'pages.yaml'), 'utf8')).pages;
  const hasCarousel = (page) => JSON.stringify(page.blocks ?? []).includes('"type":"carousel"');
  return (pages.find((page) => page.path === '/about' && hasCarousel(page)) ?? pages.find(hasCarousel))?.path ?? null;
}

async function tapOnce(browser, { origin, target, moment, labels }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  try {
    await context.addInitScript(probe, { kind: target.kind, button: target.button, closeLabel: labels.closeMenu, lostAfterMs: LOST_AFTER_MS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${encodeURI(target.route)}`, { waitUntil: moment === 'dom' ? 'domcontentloaded' : 'load' });
    if (moment === 'load') await page.waitForTimeout(2000);
    // A button by its name; or, for a control built on <summary> or the like, any element with that label.
    const named = async (scope) => {
      const button = scope.getByRole('button', { name: target.button, exact: true });
      return (await button.count()) ? button.first() : scope.getByLabel(target.button, { exact: true }).first();
    };
    const carousels = page.locator('[aria-roledescription="carousel"]');
    const control = await named(target.kind === 'carousel' && (await carousels.count()) ? carousels.first() : page);
    await control.tap({ timeout: 30_000 });
    const unseen = page.waitForTimeout(LOST_AFTER_MS + 5000).then(() => ({ error: 'the tap never reached the page' }));
    return await Promise.race([page.evaluate(() => window.__firstTap), unseen]);
  } finally {
    await context.close();
  }
}

/** Taps each target `runs` times at each moment, interleaved (run by run), on fresh loads; returns medians and runs. */
export async function firstInteraction(site, { root, runs, chromePath, chromeFlags, menuRoute = '/', carousel = carouselRoute(root) }) {
  const { chromium } = await import('playwright-core');
  const labels = parse(readFileSync(join(root, 'nav.yaml'), 'utf8')).site.labels;
  const targetsList = [
    { name: 'phone menu button', kind: 'menu', route: menuRoute, button: labels.openMenu },
    ...(carousel ? [{ name: 'carousel next button', kind: 'carousel', route: carousel, button: labels.nextSlide }] : []),
  ];
  const moments = [
    ['dom', 'at DOMContentLoaded'],
    ['load', 'load + 2 s'],
  ];
  const measured = new Map(targetsList.flatMap((target) => moments.map(([moment]) => [`${target.name}|${moment}`, []])));
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.split(' ') });
  try {
    console.log(`First interaction: ${runs} run(s), phone 375x740, touch, CPU ${CPU_SLOWDOWN}x slower, reduced motion`);
    for (let run = 0; run < runs; run += 1) {
      for (const target of targetsList) {
        for (const [moment] of moments) {
          let result;
          try {
            result = await tapOnce(browser, { origin: site.origin, target, moment, labels });
          } catch (error) {
            console.error(`\n${target.name} (${moment}): ${error.message.split('\n')[0]}`);
            result = { error: error.message.split('\n')[0] };
          }
          measured.get(`${target.name}|${moment}`).push(result);
          process.stdout.write(result?.paintedAfter == null ? 'x' : '.');
        }
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
  }
  const rows = targetsList.flatMap((target) =>
    moments.map(([moment, when]) => {
      const results = measured.get(`${target.name}|${moment}`);
      const answered = results.filter((result) => result?.paintedAfter != null);
      return {
        target: target.name,
        route: target.route,
        moment: when,
        runs: results.length,
        lost: results.filter((result) => result && !result.error && result.paintedAfter == null).length,
        failed: results.filter((result) => result?.error).length,
        tappedAtMs: median(results.map((result) => result?.tappedAt)),
        tapToPaintMs: median(answered.map((result) => result.paintedAfter)),
        eventDurationMs: median(results.filter((result) => result && !result.error).map((result) => result.eventDuration)),
        results,
      };
    }),
  );
  return { viewport: '375x740', cpuSlowdown: CPU_SLOWDOWN, reducedMotion: true, lostAfterMs: LOST_AFTER_MS, rows };
}

/** The first-interaction results as a markdown table (with a heading line saying how they were measured). */
export function firstInteractionTable(result) {
  const header = ['tap', 'route', 'when', 'tapped at ms', 'tap → painted ms', 'taps lost', 'event duration ms'];
  const lines = result.rows.map((row) => [
    row.target,
    row.route,
    row.moment,
    Number.isFinite(row.tappedAtMs) ? Math.round(row.tappedAtMs) : '-',
    Number.isFinite(row.tapToPaintMs) ? Math.round(row.tapToPaintMs) : '-',
    `${row.lost}/${row.runs}${row.failed ? ` (${row.failed} failed)` : ''}`,
    Number.isFinite(row.eventDurationMs) ? Math.round(row.eventDurationMs) : '-',
  ]);
  return [
    `First tap, Chromium as a phone (${result.viewport}, touch, CPU ${result.cpuSlowdown}x slower, reduced motion), fresh load per tap, medians. "tapped at" = when the tap happened, from the start of navigation. "tap → painted" = from the tap to the first painted frame showing the menu open or another slide; a tap with no effect within ${result.lostAfterMs / 1000} s is lost (not in the median). "event duration" = Event Timing duration of the tap (input to next paint; under 16 ms counts as 0).`,
    '',
    markdownTable(header, lines),
  ].join('\n');
}
