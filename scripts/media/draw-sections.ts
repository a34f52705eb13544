/**
 * draw-sections.ts: writes the drawings of page sections that have a subject of their own (a stage of the process
 * page, a method, a survey...), public/images/<name>.svg, in the same illustration system as the heroes.
 *
 *   npx tsx scripts/media/draw-sections.ts                  # all of them
 *   npx tsx scripts/media/draw-sections.ts stage-sludge     # one
 *
 * Each drawing belongs to one section of one page (tests/content/drawings.test.ts keeps it so). The scenes use the
 * shared parts of hero-parts.ts, whose coordinates are in a 640 x 480 frame; these frames are 720 x 480 (3:2, the
 * shape of the media and step pictures) or 960 x 540 (16:9, behind a banner). The alt text lives in pages.yaml.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C, arrow, barScreen, bubbles, clarifier, cloud, diffusers, drop, fish, flow, gauge, heron, membranes, person,
  pipe, random, reeds, screen, sun, tank, town, tree, truck, valve, vessel, water,
} from './hero-parts';

/** One drawing: its frame in user units, the SVG fragments drawn in it, and how many times that size it is shown. */
type Drawing = { w: number; h: number; parts: readonly (string | readonly string[])[]; scale?: number };

/** An SVG of `w` x `h` user units (drawn at `scale` times that size) on the mist background, in the heroes' line style. */
const frame = (w: number, h: number, body: string, scale = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w * scale}" height="${h * scale}" viewBox="0 0 ${w} ${h}">\n` +
  `<rect width="${w}" height="${h}" fill="${C.mist}"/>\n` +
  `<g fill="none" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">\n${body}\n</g>\n</svg>\n`;

const G = 400;
const wide = (parts: Drawing['parts']): Drawing => ({ w: 720, h: 480, parts });
/** A ground strip across a 720-wide frame. */
const ground720 = (y = G) => `<path d="M0 ${y}H720V480H0Z" fill="${C.foam}" stroke="none"/><path d="M0 ${y}H720"/>`;
/** The heroes' hill band, stretched from the 640 frame to the 720 one, with no outline below its ridge (water may cover it). */
const RIDGE = 'c90-50 170-50 250-8s170 30 240-10 110-30 150-10';
const hills720 = (y: number) =>
  `<g transform="scale(1.125 1)"><path d="M0 ${y}${RIDGE}V480H0Z" fill="${C.foam}" stroke="none"/><path d="M0 ${y}${RIDGE}" stroke="${C.teal}" stroke-width="3"/></g>`;
/** A chemical drum with a dosing pump dripping into what lies below. */
const dosing = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="56" height="80" rx="8" fill="${C.sun}"/><path d="M${x} ${y + 20}h56m-56 40h56" stroke-width="3"/>` +
  `<rect x="${x + 66}" y="${y + 46}" width="34" height="34" rx="6" fill="${C.white}"/><circle cx="${x + 83}" cy="${y + 63}" r="8" fill="${C.teal}"/>` +
  `<path d="M${x + 56} ${y + 60}h10M${x + 100} ${y + 60}h24v40" stroke-width="3"/>`;
/** An egg-shaped anaerobic digester. */
const digester = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x + w / 2} ${y}C${x + w * 1.05} ${y} ${x + w} ${y + h * 0.85} ${x + w / 2} ${y + h}C${x} ${y + h * 0.85} ${x - w * 0.05} ${y} ${x + w / 2} ${y}z" fill="${C.foam}"/>`;
/** Granules of aerobic granular sludge: round, sun-coloured, seeded. */
function granules(x: number, y: number, w: number, h: number, count: number, seed: number) {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) out += `<circle cx="${Math.round(x + next() * w)}" cy="${Math.round(y + next() * h)}" r="${4 + Math.round(next() * 3)}" fill="${C.sun}" stroke-width="2.5"/>`;
  return out;
}
/** A cluster of struvite crystals (little prisms). */
const crystals = (x: number, y: number) =>
  ([[0, 0, 1], [26, 8, 0.8], [-24, 10, 0.7], [10, -22, 0.7]] as const)
    .map(([dx, dy, s]) => `<path d="M${x + dx} ${y + dy - 26 * s}l${14 * s} ${12 * s}v${22 * s}l${-14 * s} ${10 * s}l${-14 * s} ${-10 * s}v${-22 * s}z" fill="${C.white}" stroke-width="3"/><path d="M${x + dx} ${y + dy - 26 * s}v${44 * s}" stroke="${C.teal}" stroke-width="2"/>`)
    .join('');
/** A small boat on the water line y. */
const boat = (x: number, y: number) => `<path d="M${x} ${y - 12}h130l-20 26H${x + 16}z" fill="${C.white}"/>`;
/** A rod-shaped bacterium at (x, y), turned by `angle` degrees. */
const bacterium = (x: number, y: number, angle: number, s = 1) =>
  `<rect x="${-14 * s}" y="${-6 * s}" width="${28 * s}" height="${12 * s}" rx="${6 * s}" fill="${C.sun}" stroke-width="2.5" transform="translate(${x} ${y}) rotate(${angle})"/>`;
/** A floc: an irregular teal cluster of flakes. */
function floc(x: number, y: number, r: number, seed: number) {
  const next = random(seed);
  let d = '';
  const n = 14;
  for (let i = 0; i <= n; i += 1) {
    const a = (i / n) * Math.PI * 2;
    const rr = r * (0.7 + next() * 0.45);
    d += `${i ? 'L' : 'M'}${Math.round(x + Math.cos(a) * rr)} ${Math.round(y + Math.sin(a) * rr)}`;
  }
  return `<path d="${d}z" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/>`;
}

const scenes: Record<string, () => Drawing> = {
  // Process page, stage 1: the inlet works, a bar screen across the channel and the grit channel behind it.
  'stage-screening': () => wide([
    ground720(),
    `<path d="M20 400V290h680v110" fill="${C.white}"/>`, water(20, 318, 680, 400),
    flow('M40 360h70'), arrow(114, 360),
    barScreen(170, 230, 170, 7),
    `<path d="M260 214h60v-40h60v40" fill="${C.white}"/><path d="M350 214l40 26" stroke-width="3" stroke-dasharray="2 8"/>`,
    `<path d="M370 250h60l-8 40h-44z" fill="${C.sun}"/><path d="M380 250c8-14 24-14 32 0" fill="${C.white}" stroke-width="3"/>`,
    `<path d="M460 400V330l30-20h180v90" fill="${C.foam}" stroke-width="3"/>`,
    `<g fill="${C.sun}" stroke="none"><circle cx="520" cy="388" r="4"/><circle cx="560" cy="392" r="5"/><circle cx="600" cy="389" r="4"/><circle cx="640" cy="393" r="4"/><circle cx="580" cy="360" r="3"/><circle cx="540" cy="346" r="3"/></g>`,
  ]),
  // Process page, stage 2: a primary clarifier, solids settling to the hopper under the scraper, grease skimmed off.
  'stage-primary': () => wide([
    ground720(),
    pipe('M20 250H120', 10), flow('M30 226h50'), arrow(84, 226),
    clarifier(120, 230, 480, 150),
    `<path d="M170 350l170 34m40 0 170-34" stroke="${C.teal}" stroke-width="3" stroke-dasharray="6 8"/>`,
    `<g fill="${C.deep}" fill-opacity=".55" stroke="none"><circle cx="250" cy="330" r="5"/><circle cx="300" cy="352" r="6"/><circle cx="420" cy="350" r="5"/><circle cx="470" cy="334" r="6"/><circle cx="352" cy="360" r="7"/><circle cx="370" cy="368" r="6"/></g>`,
    `<path d="M440 244h90" stroke="${C.sun}" stroke-width="6"/>`,
    pipe('M360 380V430H520', 10), arrow(528, 430),
    pipe('M600 250H700', 10), arrow(704, 250),
  ]),
  // Process page, stage 3: an aeration basin where bacteria feed, then a clarifier whose settled sludge returns.
  'stage-secondary': () => wide([
    ground720(),
    tank(30, 210, 320, 190, 20), diffusers(46, 388, 290, 6), bubbles(46, 246, 290, 130, 36, 111),
    `<circle cx="120" cy="300" r="12" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/><circle cx="240" cy="330" r="14" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/><circle cx="290" cy="280" r="10" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/>`,
    pipe('M350 250H400', 10),
    clarifier(400, 240, 280, 120),
    pipe('M540 360V440H190V400', 10), arrow(300, 440, 180, C.white),
    pipe('M680 250H716', 8),
  ]),
  // Process page, stage 4: sand filters polishing the effluent, one of them backwashing.
  'stage-tertiary': () => wide([
    ground720(),
    ...[80, 280, 480].map((x, i) => [
      `<rect x="${x}" y="150" width="150" height="250" rx="20" fill="${C.white}"/>`,
      water(x + 4, 176, 142, 250, { opacity: 0.3, amp: 3 }),
      `<rect x="${x + 4}" y="250" width="142" height="50" fill="${C.deep}" fill-opacity=".35" stroke="none"/><rect x="${x + 4}" y="300" width="142" height="50" fill="${C.sun}" fill-opacity=".7" stroke="none"/><rect x="${x + 4}" y="350" width="142" height="36" fill="${C.white}" stroke="none"/>`,
      `<path d="M${x} 250h150m-150 50h150m-150 50h150" stroke-width="2.5"/>`,
      i === 2 ? bubbles(x + 10, 190, 130, 50, 12, 121) + flow(`M${x + 75} 140v-40`) + arrow(x + 75, 96, -90) : flow(`M${x + 75} 100v40`) + arrow(x + 75, 144, 90),
    ].join('')),
    pipe('M40 420H640', 10), arrow(650, 420),
  ]),
  // Process page, stage 5: an open channel where the water flows past banks of UV lamps.
  'stage-disinfection': () => wide([
    ground720(),
    `<path d="M20 400V270h680v130" fill="${C.white}"/>`, water(20, 296, 680, 400, { opacity: 0.35 }),
    ...[230, 330, 430].map((x) => `<rect x="${x}" y="200" width="60" height="40" rx="6" fill="${C.deep}"/><path d="M${x + 30} 240v20" stroke-width="4"/>` +
      [0, 1, 2].map((k) => `<rect x="${x + 6 + k * 18}" y="262" width="12" height="124" rx="6" fill="${C.sky}" stroke-width="3"/>`).join('')),
    `<path d="M226 320l-24-8m24 24-28 0m28 16-24 8M304 320l16-8m-16 24h20m-20 16 16 8" stroke="${C.sun}" stroke-width="3"/>`,
    flow('M40 350h110'), arrow(154, 350), flow('M540 350h130'), arrow(674, 350),
    bacterium(90, 330, 10), bacterium(120, 370, -20), `<path d="M600 320l12 12m0-12-12 12M640 372l12 12m0-12-12 12" stroke="${C.teal}" stroke-width="3"/>`,
  ]),
  // Process page, stage 6: digestion makes biogas for power, dewatering turns the rest into cake for haulage.
  'stage-sludge': () => wide([
    ground720(),
    digester(60, 120, 150, 280),
    `<path d="M90 300q45-20 90 0" stroke="${C.teal}" stroke-width="4"/>`, bubbles(90, 210, 90, 80, 10, 51),
    pipe('M135 120V80H300V150', 10),
    `<path d="M270 150h100v70H270z" fill="${C.white}"/><path d="M300 190l14-22 6 14 14-20" stroke="${C.sun}" stroke-width="5"/>`,
    `<path d="M370 170h40m-12-10 12 10-12 10" stroke="${C.sun}" stroke-width="5"/>`,
    `<path d="M420 150l-14 20h18l-12 24 30-32h-18l12-12z" fill="${C.sun}" stroke-width="3"/>`,
    pipe('M210 360H290V320', 10),
    `<rect x="280" y="270" width="190" height="60" rx="30" fill="${C.white}"/><path d="M300 300h150" stroke-width="3"/><path d="M310 282l12 36m16-36 12 36m16-36 12 36m16-36 12 36m16-36 12 36" stroke-width="3"/>`,
    `<path d="M300 330v70m150-70v70"/>`,
    truck(440, G, `<path d="M450 ${G - 24}c20-56 150-56 180 0z" fill="${C.deep}"/>`),
    `<path d="M470 296c30 0 44 20 44 40" stroke-width="3" stroke-dasharray="2 8"/>`,
  ]),
  // Process page, stage 7: a membrane bioreactor whose permeate is clean enough to reuse.
  'stage-advanced': () => wide([
    ground720(),
    tank(40, 200, 330, 200, 20), membranes(120, 250, 170, 120, 7), bubbles(120, 226, 170, 30, 10, 61),
    diffusers(110, 388, 190, 4),
    pipe('M205 250V150H430V200', 10), gauge(300, 150, 14),
    `<rect x="410" y="200" width="60" height="50" rx="8" fill="${C.white}"/><circle cx="440" cy="225" r="13" fill="${C.teal}"/>`,
    pipe('M470 225H520V260', 10),
    `<path d="M500 400V260h170v140" fill="${C.white}"/>`, water(504, 290, 162, 400, { opacity: 0.25 }),
    pipe('M640 270V180H700', 10), drop(690, 240, 0.55),
    flow('M60 180h60'), arrow(124, 180),
  ]),
  // Wastewater page, "Physical, chemical and biological methods": a screen, a dosing tank and an aeration basin.
  'wastewater-methods': () => wide([
    ground720(),
    `<path d="M240 120V400M480 120V400" stroke="${C.teal}" stroke-width="3" stroke-dasharray="4 10"/>`,
    `<path d="M20 400V300h200v100" fill="${C.white}"/>`, water(20, 326, 200, 400), barScreen(70, 220, 160, 6),
    flow('M30 370h30'), arrow(62, 370),
    tank(260, 290, 200, 110, 18), dosing(270, 150),
    `<g fill="${C.sky}" stroke="none"><circle cx="394" cy="262" r="5"/><circle cx="394" cy="282" r="4"/></g>`,
    `<g fill="${C.deep}" fill-opacity=".5" stroke="none"><circle cx="300" cy="350" r="6"/><circle cx="330" cy="370" r="8"/><circle cx="370" cy="345" r="6"/><circle cx="410" cy="372" r="7"/><circle cx="436" cy="350" r="5"/></g>`,
    tank(500, 250, 200, 150, 18), diffusers(510, 388, 180, 4), bubbles(516, 280, 168, 96, 22, 71),
    `<circle cx="560" cy="320" r="14" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/><circle cx="640" cy="340" r="12" fill="${C.teal}" fill-opacity=".55" stroke="${C.teal}" stroke-width="3"/>`,
  ]),
  // Wastewater page, "Emerging technologies": a granular sludge reactor, ozonation, struvite recovery and a digital twin.
  'wastewater-emerging': () => wide([
    ground720(),
    `<rect x="40" y="110" width="120" height="290" rx="6" fill="${C.white}"/>`, water(44, 136, 112, 400, { opacity: 0.35 }),
    granules(54, 250, 92, 140, 26, 81), bubbles(54, 150, 92, 90, 10, 82),
    vessel(200, 220, 90, 180, C.white), bubbles(210, 280, 70, 110, 14, 83, true),
    `<rect x="200" y="150" width="90" height="44" rx="8" fill="${C.sky}"/><path d="M218 172h54" stroke="${C.white}" stroke-width="4"/><path d="M245 194v26" stroke-width="5"/>`,
    pipe('M160 370H200', 8), pipe('M290 370H340', 8),
    `<path d="M340 400V300h130v100" fill="${C.white}"/>`, water(344, 320, 122, 400, { opacity: 0.3 }),
    crystals(405, 380),
    screen(510, 140, 170, 110, [[16, 90], [50, 64], [84, 72], [118, 40], [154, 30]]),
    `<path d="M595 264v136" stroke-width="5"/>`,
    `<path d="M510 300c-40 0-60 20-60 40" stroke="${C.teal}" stroke-width="3" stroke-dasharray="2 8"/>`,
  ]),
  // Water treatment page, "Water that stays in the cycle": river intake, treatment, town, wastewater plant, reuse.
  'water-cycle': () => wide([
    sun(650, 60), cloud(60, 70), hills720(210), ground720(),
    water(0, 420, 720, 480, { opacity: 0.5 }),
    tank(40, 320, 120, 80, 14), `<path d="M44 370h112" stroke="${C.sun}" stroke-width="8"/>`,
    town(220, G, 3),
    clarifier(400, 330, 130, 60),
    `<path d="M570 400v-70h40v-30h50v100z" fill="${C.white}"/><path d="M590 300v-30m20 30v-44" stroke-width="6"/>`,
    `<path d="M560 400c20-30 60-30 80 0" stroke="${C.teal}" stroke-width="3"/>`, tree(690, 400, 0.7),
    flow('M60 430C60 400 80 380 90 330'), arrow(90, 326, -80),
    flow('M160 340C180 300 200 300 216 320'), arrow(218, 322, 50),
    flow('M360 330C375 300 390 300 400 320'), arrow(402, 322, 60),
    flow('M530 330C545 300 560 300 575 320'), arrow(577, 322, 60),
    flow('M465 392C465 410 465 418 470 424', C.deep), arrow(470, 428, 90, C.deep),
    flow('M620 290C560 170 200 170 110 310'), arrow(108, 314, 120),
  ]),
  // Aquaculture page, "Oxygen sets the limit": an oxygen cone feeding a fish tank, dosed to the reading of its probe.
  'aquaculture-oxygen': () => wide([
    ground720(),
    vessel(40, 140, 70, 260, C.white), `<path d="M56 220h38m-38 24h38" stroke="${C.teal}" stroke-width="4"/>`,
    pipe('M110 360H150V170H210', 8), valve(150, 260),
    `<path d="M210 140h80l-24 120h-32z" fill="${C.white}"/>`, bubbles(226, 160, 48, 90, 10, 91, true),
    pipe('M250 260V300H330', 8),
    `<path d="M330 400V240h340v160" fill="${C.white}"/>`, water(334, 262, 332, 400, { opacity: 0.45 }),
    bubbles(340, 290, 80, 100, 14, 92),
    fish(450, 310, 1), fish(560, 340, 1, true), fish(500, 370, 0.8), fish(620, 300, 0.8, true), fish(430, 380, 0.7, true),
    `<path d="M640 200v130" stroke-width="4"/><rect x="630" y="320" width="20" height="30" rx="6" fill="${C.sun}"/>`,
    screen(560, 90, 120, 80, [[12, 60], [40, 50], [70, 54], [104, 30]]),
    `<path d="M620 184v16" stroke-width="3"/><path d="M560 130H180V140" stroke="${C.teal}" stroke-width="3" stroke-dasharray="2 8"/>`,
  ]),
  // Rejuvenation page, "From survey to a living water body": a survey boat sampling the lake, the restored shore beyond.
  'rejuvenation-survey': () => wide([
    sun(620, 70), cloud(110, 80), hills720(220), tree(40, 270), tree(690, 270, 0.8),
    water(0, 280, 720, 480, { opacity: 0.45 }),
    boat(110, 290), person(170, 280, { shirt: C.teal, pose: 'hold' }),
    `<path d="M190 226l10 0v180" stroke-width="3"/><rect x="192" y="406" width="16" height="30" rx="5" fill="${C.sun}"/>`,
    `<path d="M300 282v150" stroke-width="3"/><path d="M300 300h12m-12 30h12m-12 30h12m-12 30h12" stroke-width="3"/>`,
    `<path d="M0 460c80-14 160-20 260-14" fill="none" stroke="${C.teal}" stroke-width="3" stroke-dasharray="4 8"/>`,
    reeds(520, 282, 7, 93, 80), reeds(650, 282, 5, 94, 70), heron(590, 330),
    fish(400, 400, 0.9), fish(520, 440, 0.8, true), fish(640, 420, 0.7),
  ]),
  // Home page banner, "The Mysteries Of The Water": a magnified drop of activated sludge, flocs, bacteria and air.
  'banner-activated-sludge': () => ({
    w: 960,
    h: 540,
    scale: 2,
    parts: [
      `<circle cx="620" cy="270" r="230" fill="${C.white}"/>`, `<circle cx="620" cy="270" r="230" fill="${C.teal}" fill-opacity=".12" stroke="none"/>`,
      floc(540, 200, 70, 101), floc(700, 320, 80, 102), floc(560, 380, 44, 103), floc(730, 160, 40, 104),
      bacterium(520, 190, 20), bacterium(560, 220, -30), bacterium(690, 300, 60), bacterium(730, 340, -10), bacterium(560, 380, 40, 0.8),
      bacterium(740, 160, 80, 0.8), bacterium(640, 250, 10, 0.7),
      bubbles(420, 80, 400, 380, 30, 105),
      `<path d="M620 40v-24m0 508v-24M390 270h-24m508 0h-24" stroke-width="3"/>`,
      drop(170, 330, 2.4), `<path d="M226 310c40-30 120-60 170-60" stroke="${C.teal}" stroke-width="3" stroke-dasharray="2 10"/>`,
      `<circle cx="170" cy="340" r="26" fill="${C.teal}" fill-opacity=".35" stroke="${C.white}" stroke-width="3"/>`,
    ],
  }),
};

const only = process.argv[2];
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/images');
for (const [name, scene] of Object.entries(scenes)) {
  if (only && only !== name) continue;
  const { w, h, parts, scale = 1 } = scene();
  const text = frame(w, h, parts.flat().join('\n'), scale);
  writeFileSync(join(out, `${name}.svg`), text);
  console.log(`public/images/${name}.svg  ${Buffer.byteLength(text)} bytes`);
}
