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
import type { Browser, Locator, Page } from 'playwright-core';
import { parse } from 'yaml';
import { markdownTable, median } from './stats';

const LOST_AFTER_MS = 10_000;
const CPU_SLOWDOWN = 4;

type TargetKind = 'menu' | 'carousel';
type Moment = 'dom' | 'load';

/** What the probe in the page reports for one tap (`paintedAfter` null: the tap changed nothing, it was lost). */
type TapTiming = { tappedAt: number; paintedAfter: number | null; eventDuration: number; before: string | null; after: string | null };
/** One tap's outcome: the probe's timings, or why there are none. */
type TapResult = TapTiming | { error: string };

/** The window the probe leaves its answer on (only in the bench's pages, so not a global type). */
type ProbeWindow = Window & { __firstTap?: Promise<TapTiming> };

/** An Event Timing entry; TypeScript's DOM types lack `interactionId` (set on the entries of a tap or a key). */
type EventTimingEntry = PerformanceEntry & { interactionId?: number };

type ProbeOptions = { kind: TargetKind; button: string; closeLabel: string; lostAfterMs: number };
type TapTarget = { name: string; kind: TargetKind; route: string; button: string };

/** The nav.yaml labels the bench finds the buttons by. */
type Labels = { openMenu: string; closeMenu: string; nextSlide: string };

export type FirstInteractionRow = {
  target: string;
  route: string;
  moment: string;
  runs: number;
  lost: number;
  failed: number;
  tappedAtMs: number;
  tapToPaintMs: number;
  eventDurationMs: number;
  results: TapResult[];
};

export type FirstInteractionResult = { viewport: string; cpuSlowdown: number; reducedMotion: boolean; lostAfterMs: number; rows: FirstInteractionRow[] };

const timing = (result: TapResult): TapTiming | null => ('error' in result ? null : result);

/**
 * Runs in the page before its own scripts: waits for the first trusted pointerdown on the button named `button`, then
 * checks every animation frame whether the page shows the new state; `window.__firstTap` resolves with the timings.
 */
function probe({ kind, button, closeLabel, lostAfterMs }: ProbeOptions): void {
  const eventEntries: EventTimingEntry[] = [];
  let observer: PerformanceObserver | null = null;
  try {
    observer = new PerformanceObserver((list) => eventEntries.push(...list.getEntries()));
    // `durationThreshold` is in the Event Timing spec but not in TypeScript's DOM types.
    const init: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16, buffered: true };
    observer.observe(init);
  } catch {
    // no Event Timing: the duration stays empty
  }
  let settle: ((timing: TapTiming) => void) | null = null;
  (window as ProbeWindow).__firstTap = new Promise((done) => (settle = done));
  const shown = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left < innerWidth - 1 && box.right > 1 && box.top < innerHeight && box.bottom > 0;
  };
  const named = (element: Element, name: string) => element.getAttribute('aria-label') === name || element.textContent?.trim() === name;
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
  const middleSlide = (carousel: Element) => {
    const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"], .swiper-slide')].filter(shown);
    const box = carousel.getBoundingClientRect();
    const middle = box.left + box.width / 2;
    const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left + slide.getBoundingClientRect().width / 2 - middle);
    const nearest = slides.sort((a, b) => distance(a) - distance(b))[0];
    return nearest ? (nearest.getAttribute('aria-label') ?? (nearest.textContent ?? '').trim().slice(0, 80)) : null;
  };
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || settle === null) return;
      const target = event.composedPath().find((node): node is Element => node instanceof Element && named(node, button));
      if (!target) return;
      const finish: (timing: TapTiming) => void = settle;
      settle = null;
      const tappedAt = event.timeStamp;
      const carousel = target.closest('[aria-roledescription="carousel"]') ?? target.closest('section') ?? document.body;
      const before = kind === 'carousel' ? middleSlide(carousel) : null;
      // The menu is open when something that shows an open menu is on screen that was not at the tap.
      const shownAtTap = new Set(kind === 'menu' ? menuParts() : []);
      const changed = () => {
        if (kind === 'menu') return menuParts().some((part) => !shownAtTap.has(part));
        const now = middleSlide(carousel);
        return now !== null && now !== before;
      };
      const report = (paintedAfter: number | null) =>
        // Event Timing entries arrive after the frame is presented: give them a moment.
        setTimeout(() => {
          eventEntries.push(...(observer?.takeRecords() ?? []));
          const ofTap = eventEntries.filter((entry) => entry.startTime >= tappedAt - 1 && entry.startTime < tappedAt + 1000 && entry.interactionId);
          finish({ tappedAt, paintedAfter, eventDuration: ofTap.length ? Math.max(...ofTap.map((entry) => entry.duration)) : 0, before, after: kind === 'carousel' ? middleSlide(carousel) : null });
        }, 300);
      // The first frame showing the new state counts if the next frame still shows it: a carousel that is starting up
      // (or moving its loop copies) can show another slide in the middle for one frame without having been told to.
      let candidate: { paintedAfter: number | null } | null = null;
      const frame = (): void => {
        if (!changed()) candidate = null;
        else if (candidate?.paintedAfter != null) {
          report(candidate.paintedAfter);
          return;
        }
        else if (!candidate) {
          const seen: { paintedAfter: number | null } = { paintedAfter: null };
          candidate = seen;
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
function carouselRoute(root: string): string | null {
  // Only the path and the blocks are read, and the site is valid (the bench builds it first).
  const pages = (parse(readFileSync(join(root, 'pages.yaml'), 'utf8')) as { pages: { path: string; blocks?: unknown[] }[] }).pages;
  const hasCarousel = (page: { blocks?: unknown[] }) => JSON.stringify(page.blocks ?? []).includes('"type":"carousel"');
  return (pages.find((page) => page.path === '/about' && hasCarousel(page)) ?? pages.find(hasCarousel))?.path ?? null;
}

async function tapOnce(browser: Browser, { origin, target, moment, labels }: { origin: string; target: TapTarget; moment: Moment; labels: Labels }): Promise<TapResult> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
  try {
    // tsx compiles with esbuild's keepNames, which wraps the probe's named inner functions in `__name(fn, 'name')`;
    // the page has no such helper, so it gets one that leaves each function as it is.
    await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
    await context.addInitScript(probe, { kind: target.kind, button: target.button, closeLabel: labels.closeMenu, lostAfterMs: LOST_AFTER_MS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${encodeURI(target.route)}`, { waitUntil: moment === 'dom' ? 'domcontentloaded' : 'load' });
    if (moment === 'load') await page.waitForTimeout(2000);
    // A button by its name; or, for a control built on <summary> or the like, any element with that label.
    const named = async (scope: Page | Locator) => {
      const button = scope.getByRole('button', { name: target.button, exact: true });
      return (await button.count()) ? button.first() : scope.getByLabel(target.button, { exact: true }).first();
    };
    const carousels = page.locator('[aria-roledescription="carousel"]');
    const control = await named(target.kind === 'carousel' && (await carousels.count()) ? carousels.first() : page);
    await control.tap({ timeout: 30_000 });
    const unseen = page.waitForTimeout(LOST_AFTER_MS + 5000).then((): TapResult => ({ error: 'the tap never reached the page' }));
    const tapped = page.evaluate(() => (window as ProbeWindow).__firstTap ?? Promise.resolve<TapResult>({ error: 'the probe did not run' }));
    return await Promise.race([tapped, unseen]);
  } finally {
    await context.close();
  }
}

/** Taps each target `runs` times at each moment, interleaved (run by run), on fresh loads; returns medians and runs. */
export async function firstInteraction(
  site: { origin: string },
  { root, runs, chromePath, chromeFlags, menuRoute = '/', carousel = carouselRoute(root) }: { root: string; runs: number; chromePath: string; chromeFlags: string; menuRoute?: string; carousel?: string | null },
): Promise<FirstInteractionResult> {
  const { chromium } = await import('playwright-core');
  const labels = (parse(readFileSync(join(root, 'nav.yaml'), 'utf8')) as { site: { labels: Labels } }).site.labels;
  const targetsList: TapTarget[] = [
    { name: 'phone menu button', kind: 'menu' as const, route: menuRoute, button: labels.openMenu },
    ...(carousel ? [{ name: 'carousel next button', kind: 'carousel' as const, route: carousel, button: labels.nextSlide }] : []),
  ];
  const moments: [Moment, string][] = [
    ['dom', 'at DOMContentLoaded'],
    ['load', 'load + 2 s'],
  ];
  const measured = new Map(targetsList.flatMap((target) => moments.map(([moment]): [string, TapResult[]] => [`${target.name}|${moment}`, []])));
  const resultsOf = (target: TapTarget, moment: Moment): TapResult[] => measured.get(`${target.name}|${moment}`) ?? [];
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.split(' ') });
  try {
    console.log(`First interaction: ${runs} run(s), phone 375x740, touch, CPU ${CPU_SLOWDOWN}x slower, reduced motion`);
    for (let run = 0; run < runs; run += 1) {
      for (const target of targetsList) {
        for (const [moment] of moments) {
          let result: TapResult;
          try {
            result = await tapOnce(browser, { origin: site.origin, target, moment, labels });
          } catch (error) {
            const firstLine = String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
            console.error(`\n${target.name} (${moment}): ${firstLine}`);
            result = { error: firstLine };
          }
          resultsOf(target, moment).push(result);
          process.stdout.write(timing(result)?.paintedAfter == null ? 'x' : '.');
        }
      }
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
  }
  const rows = targetsList.flatMap((target) =>
    moments.map(([moment, when]): FirstInteractionRow => {
      const results = resultsOf(target, moment);
      const timings = results.map(timing).filter((result) => result !== null);
      const answered = timings.map((result) => result.paintedAfter).filter((paintedAfter) => paintedAfter !== null);
      return {
        target: target.name,
        route: target.route,
        moment: when,
        runs: results.length,
        lost: timings.length - answered.length,
        failed: results.length - timings.length,
        tappedAtMs: median(timings.map((result) => result.tappedAt)),
        tapToPaintMs: median(answered),
        eventDurationMs: median(timings.map((result) => result.eventDuration)),
        results,
      };
    }),
  );
  return { viewport: '375x740', cpuSlowdown: CPU_SLOWDOWN, reducedMotion: true, lostAfterMs: LOST_AFTER_MS, rows };
}

/** The first-interaction results as a markdown table (with a heading line saying how they were measured). */
export function firstInteractionTable(result: FirstInteractionResult): string {
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
