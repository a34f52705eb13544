/**
 * draw-heroes.ts: writes the hero illustration of every page, public/images/hero-*.svg (640 x 480 each).
 *
 *   npx tsx scripts/media/draw-heroes.ts            # all of them
 *   npx tsx scripts/media/draw-heroes.ts aeration   # one (the name after hero-)
 *
 * Each picture is a composition of the shared parts in hero-parts.ts, drawn for the subject of its page (the
 * equipment or process the page explains), so the set reads as one family. Randomness is seeded: every run writes
 * the same bytes. The alt text of each picture lives with the hero in pages.yaml.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C, GROUND, arrow, barScreen, blower, bubbles, calendar, carriers, clarifier, cloud, diffusers, drop, fish, flow, gauge,
  ground, heron, hills, membranes, person, pipe, raft, reeds, screen, sun, svg, tank, town, tree, truck, valve, vessel,
  water, wrench,
} from './hero-parts';

const G = GROUND;

const scenes = {
  // Neighbours, an engineer and a scientist by a lake, the treatment works behind them.
  about: () => [
    sun(540, 80), cloud(90, 90), hills(250),
    water(0, 330, 210, G),
    ground(),
    clarifier(470, 330, 150, 70),
    person(250, G, { hat: true }), person(305, G, { hat: false, coat: true, pose: 'hold' }),
    `<path d="M319 330v22h12v-22" fill="${C.white}" stroke-width="3"/>`,
    person(360, G, { hat: true, shirt: C.white, pose: 'point' }), person(420, G, { hat: true, shirt: C.teal }),
    reeds(60, 334, 5, 2, 60), fish(160, 370, 0.8),
  ],
  // An enquiry on its way: an envelope and a phone beside a map pin on the works.
  contact: () => [
    cloud(470, 80), hills(270), ground(),
    tank(380, 310, 180, 90), bubbles(390, 340, 160, 50, 14, 4),
    `<path d="M470 300c0-26-20-34-20-54a20 20 0 0 1 40 0c0 20-20 28-20 54z" fill="${C.teal}"/><circle cx="470" cy="246" r="8" fill="${C.white}"/>`,
    `<rect x="70" y="140" width="200" height="130" rx="12" fill="${C.white}"/><path d="M70 152l100 68 100-68" />`,
    `<rect x="250" y="230" width="74" height="130" rx="12" fill="${C.deep}"/><rect x="258" y="246" width="58" height="90" rx="4" fill="${C.foam}" stroke="none"/><path d="M270 270h34m-34 16h24m-24 16h30" stroke="${C.teal}" stroke-width="4"/>`,
    flow('M280 200C340 150 420 170 450 230'), arrow(452, 234, 60),
  ],
  // Operation and maintenance: an operator at a control panel beside an aeration basin, a colleague at a valve.
  operation: () => [
    ground(),
    tank(40, 250, 300, 150), diffusers(60, 384, 260, 6), bubbles(60, 290, 260, 90, 26, 11),
    pipe('M20 230H190V250'),
    `<rect x="400" y="200" width="120" height="200" rx="8" fill="${C.white}"/>`, gauge(430, 236), gauge(490, 236),
    `<rect x="418" y="270" width="84" height="44" rx="6" fill="${C.deep}"/><path d="M426 300l14-10 12 6 16-14 18 8" stroke="${C.sky}" stroke-width="3"/>`,
    `<circle cx="430" cy="340" r="7" fill="${C.teal}"/><circle cx="460" cy="340" r="7" fill="${C.sun}"/><circle cx="490" cy="340" r="7" fill="${C.white}"/>`,
    person(570, G, { pose: 'point' }),
    person(360, G, { shirt: C.white, pose: 'hold' }), valve(110, 230),
  ],
  // An annual contract: the year's ticked inspection dates, a spanner and a pump kept running.
  amc: () => [
    ground(),
    calendar(60, 90),
    `<g transform="translate(-120 -120) scale(1.5)">${wrench(250, 200)}</g>`,
    `<rect x="330" y="300" width="220" height="100" rx="10" fill="${C.white}"/><circle cx="400" cy="350" r="34" fill="${C.foam}"/><circle cx="400" cy="350" r="12" fill="${C.teal}"/>`,
    `<rect x="454" y="318" width="80" height="64" rx="8" fill="${C.foam}"/><path d="M466 334h56m-56 16h56m-56 16h56" stroke-width="3"/>`,
    pipe('M400 316V250H600'), gauge(520, 250, 16), arrow(608, 250),
    person(160, G, { pose: 'hold' }),
  ],
  // Rental: a containerised treatment unit arriving on a truck, ready to connect.
  rental: () => [
    cloud(470, 90), sun(90, 80), hills(260), ground(),
    truck(120, G, `<rect x="110" y="${G - 100}" width="196" height="76" rx="4" fill="${C.foam}"/>` +
      [130, 160, 190, 220, 250, 280].map((x) => `<path d="M${x} ${G - 90}v56" stroke-width="3"/>`).join('') +
      `<rect x="150" y="${G - 82}" width="100" height="40" rx="6" fill="${C.white}" stroke-width="3"/>` + bubbles(156, G - 78, 88, 32, 8, 21).replace(/stroke="#FFFFFF"/, `stroke="${C.teal}"`)),
    pipe('M420 392H500V340H630', 12), flow('M540 310h60'), arrow(604, 310),
  ],
  // Instrumentation and automation: probes in a basin wired to a panel that trends the readings.
  instrumentation: () => [
    ground(),
    tank(40, 240, 280, 160), bubbles(60, 300, 240, 90, 20, 13),
    `<path d="M120 200v130m80-130v110m80-110v140" stroke-width="5"/>`,
    `<rect x="108" y="320" width="24" height="30" rx="6" fill="${C.sun}"/><rect x="188" y="300" width="24" height="30" rx="6" fill="${C.sun}"/><rect x="268" y="330" width="24" height="30" rx="6" fill="${C.sun}"/>`,
    `<path d="M120 200V170H360M200 200V180H360M280 200V190H360" stroke="${C.teal}" stroke-width="3"/>`,
    `<rect x="360" y="150" width="110" height="250" rx="8" fill="${C.white}"/>` + [190, 220, 250, 280].map((y) => `<rect x="378" y="${y}" width="74" height="18" rx="3" fill="${C.foam}" stroke-width="3"/><circle cx="440" cy="${y + 9}" r="3" fill="${C.teal}" stroke="none"/>`).join(''),
    screen(490, 150, 130, 90, [[14, 70], [40, 48], [62, 56], [86, 30], [116, 24]]),
    `<path d="M555 254v146" stroke-width="5"/>`,
  ],
  // The treatment train in seven stages, left to right: screen, grit, primary, aeration, secondary, filter, UV.
  process: () => [
    ground(360),
    `<text x="0" y="0" fill="none" stroke="none"> </text>`.slice(0, 0),
    pipe('M10 300H620', 10),
    barScreen(24, 250, 90, 5),
    tank(100, 270, 60, 90, 16), `<path d="M106 350h48" stroke="${C.sun}" stroke-width="6"/>`,
    clarifier(178, 270, 90, 80),
    tank(286, 250, 100, 110), diffusers(292, 350, 88, 3), bubbles(292, 280, 88, 66, 14, 7),
    clarifier(404, 270, 90, 80),
    tank(512, 250, 50, 110, 14), `<path d="M516 300h42m-42 12h42m-42 12h42" stroke="${C.sun}" stroke-width="4"/>`,
    `<rect x="572" y="270" width="50" height="60" rx="8" fill="${C.deep}"/><path d="M580 300h34" stroke="${C.sky}" stroke-width="6"/>`,
    [1, 2, 3, 4, 5, 6, 7].map((n, i) => `<circle cx="${[50, 130, 223, 336, 449, 537, 597][i]}" cy="200" r="15" fill="${C.teal}"/><path d="M${[50, 130, 223, 336, 449, 537, 597][i]} 218v${i === 3 ? 26 : 46}" stroke-width="2" stroke-dasharray="2 6"/>`).join(''),
    arrow(620, 300),
  ],
  // Revamping: a crane lowering a new module into an existing basin, raising its capacity.
  revamping: () => [
    cloud(80, 80), ground(),
    tank(60, 280, 320, 120), diffusers(80, 384, 140, 3), bubbles(80, 310, 140, 70, 12, 17),
    membranes(250, 250, 110, 110, 5),
    `<path d="M305 236V70" stroke-width="3"/><path d="M292 250l13-14 13 14"/>`,
    `<path d="M470 400V70M470 70H250M470 70l-40 40M470 110l-40-40" stroke-width="6"/><rect x="450" y="300" width="40" height="100" fill="${C.sun}"/><path d="M480 70h90v30h-40z" fill="${C.white}"/>`,
    flow('M520 220c40 0 60-30 60-70'), arrow(580, 150, -90),
    `<path d="M540 300h60v100h-60z" fill="${C.white}"/><path d="M552 380v-30m16 30v-50m16 50v-70" stroke="${C.teal}" stroke-width="8"/>`,
  ],
  // Aeration: a blower feeding fine-bubble diffusers across the floor of a basin.
  aeration: () => [
    ground(),
    blower(30, 130),
    tank(170, 200, 440, 200, 20), bubbles(206, 236, 390, 140, 60, 3),
    pipe('M126 160H190V380H590'), diffusers(210, 384, 380, 8),
    arrow(162, 160), arrow(300, 380, 0, C.white),
  ],
  // Oxygenation: a pure-oxygen tank and vaporiser feeding a deep basin through a dissolving cone.
  oxygenation: () => [
    ground(),
    vessel(40, 110, 80, 290, C.white), `<path d="M60 200h40m-40 30h40" stroke="${C.teal}" stroke-width="4"/><path d="M60 180h40" stroke="${C.sun}" stroke-width="8"/>`,
    `<rect x="140" y="300" width="60" height="100" rx="6" fill="${C.foam}"/><path d="M150 318h40m-40 14h40m-40 14h40m-40 14h40m-40 14h40" stroke-width="2.5"/>`,
    tank(240, 170, 370, 230, 20),
    pipe('M100 380H170M170 300V140H300V290'),
    `<path d="M270 290h60l-20 80h-20z" fill="${C.white}"/>`,
    bubbles(340, 210, 250, 170, 80, 5, true),
    fish(510, 280, 1, true), fish(460, 340, 0.8),
  ],
  // IFAS and MBR: a basin of plastic carriers under coarse bubbles beside a tank of membrane sheets.
  ifas: () => [
    ground(),
    tank(30, 190, 330, 210, 20), carriers(44, 226, 300, 150, 26, 8), bubbles(44, 226, 300, 150, 20, 22), diffusers(40, 384, 310, 5),
    pipe('M360 260H400V240'),
    tank(400, 220, 210, 180, 20), membranes(430, 270, 150, 110, 6), bubbles(432, 250, 150, 30, 10, 30),
    pipe('M505 270V150H620', 10), arrow(622, 150),
  ],
  // Screening: a bar screen in the inlet channel lifting rags onto a conveyor that drops them in a skip.
  screening: () => [
    ground(),
    `<path d="M20 400V300h320v100" fill="${C.white}"/>`, water(20, 330, 320, 400),
    flow('M40 366h70'), arrow(114, 366),
    barScreen(180, 220, 180, 7),
    `<path d="M260 200l60-20 140 40" stroke-width="6"/><path d="M270 196h200" stroke-width="2" stroke-dasharray="4 8"/>`,
    `<path d="M300 176c6-10 16-10 22 0m40 8c6-10 18-10 24 0" fill="${C.white}" stroke-width="3"/>`,
    `<path d="M440 300h150l-16 100H456z" fill="${C.sun}"/><path d="M470 300c10-18 30-18 40-4 10-14 30-12 38 4" fill="${C.white}" stroke-width="3"/>`,
    `<path d="M462 226l-6 40" stroke-width="3" stroke-dasharray="2 8"/>`,
  ],
  // Grit removal with screening: a compact unit that screens, settles sand and lifts it out on a screw.
  grit: () => [
    ground(),
    `<path d="M30 240h420v110l-60 50H30z" fill="${C.white}"/>`, water(34, 262, 412, 340, { opacity: 0.35 }),
    barScreen(60, 230, 110, 5),
    `<path d="M180 340l200 40" stroke-width="3"/>`,
    `<g fill="${C.sun}" stroke="none"><circle cx="250" cy="350" r="4"/><circle cx="300" cy="364" r="4"/><circle cx="340" cy="372" r="5"/><circle cx="360" cy="376" r="4"/><circle cx="280" cy="320" r="3"/><circle cx="320" cy="300" r="3"/></g>`,
    `<path d="M380 380L560 150" stroke-width="22"/><path d="M380 380L560 150" stroke="${C.foam}" stroke-width="14"/><path d="M400 354l20 4m0-30 20 4m0-30 20 4m0-30 20 4m0-30 20 4m0-30 20 4" stroke-width="3"/>`,
    `<path d="M560 150v50" stroke-width="6"/><path d="M520 400c10-40 50-50 80 0z" fill="${C.sun}"/>`,
    flow('M10 290h40'), arrow(52, 290),
  ],
  // Sludge: a thickener, a screw press and the dewatered cake loaded for haulage.
  sludge: () => [
    ground(),
    vessel(30, 170, 120, 230), water(34, 250, 112, 400, { opacity: 0.7 }),
    pipe('M150 360H210V300'),
    `<rect x="200" y="240" width="200" height="70" rx="35" fill="${C.white}"/><path d="M226 275h150" stroke-width="3"/><path d="M236 252l14 46m16-46 14 46m16-46 14 46m16-46 14 46m16-46 14 46" stroke-width="3"/>`,
    `<path d="M220 310v90m160-90v90"/>`,
    `<path d="M360 318h30" stroke="${C.teal}" stroke-width="4"/><path d="M300 320v30" stroke="${C.teal}" stroke-width="4" stroke-dasharray="2 8"/>`,
    truck(370, G, `<path d="M380 ${G - 24}c20-60 150-60 180 0z" fill="${C.deep}"/><path d="M420 ${G - 46}l12-8m30 4 12-8m30 6 12-8" stroke="${C.foam}" stroke-width="3"/>`),
    `<path d="M400 276c30 0 40 20 40 30" stroke-width="3" stroke-dasharray="2 8"/>`,
  ],
  // Floating wetland: a planted raft on a pond, roots hanging into the water, fish beneath.
  floating: () => [
    sun(520, 90), cloud(120, 110), hills(230),
    water(0, 290, 640, 480, { opacity: 0.5 }),
    raft(170, 296, 280, 4),
    fish(130, 400, 1), fish(520, 420, 0.8, true), fish(380, 450, 0.7),
    reeds(40, 296, 6, 7, 80), reeds(600, 296, 5, 9, 70),
  ],
  // Package plant: a factory-built container with its compartments, inlet and outlet.
  package: () => [
    sun(560, 80), ground(),
    `<rect x="80" y="170" width="460" height="230" rx="8" fill="${C.white}"/>`,
    tank(96, 210, 100, 180, 14), tank(206, 210, 130, 180, 14), tank(346, 210, 100, 180, 14), tank(456, 210, 70, 180, 14),
    `<path d="M106 380h80" stroke="${C.sun}" stroke-width="6"/>`,
    diffusers(212, 378, 118, 3), bubbles(212, 240, 118, 130, 20, 19),
    `<path d="M376 230v140h40V230" fill="${C.white}" stroke-width="3"/>`,
    `<rect x="468" y="250" width="46" height="110" rx="6" fill="${C.deep}"/><path d="M476 300h30" stroke="${C.sky}" stroke-width="6"/>`,
    `<path d="M80 170l20-30h420l20 30" fill="${C.foam}"/>`,
    pipe('M10 230H96', 10), pipe('M526 230H630', 10), arrow(50, 230, 0, C.white), arrow(600, 230, 0, C.white),
  ],
  // Municipal and industrial wastewater: a works by a river, aeration basins and clarifiers in a row.
  wastewater: () => [
    sun(560, 70), cloud(100, 80), hills(200), ground(340),
    town(40, 340, 3),
    pipe('M170 320H210', 10),
    tank(210, 270, 140, 70, 14), bubbles(216, 290, 128, 44, 18, 23),
    clarifier(370, 276, 110, 60), clarifier(494, 276, 110, 60),
    water(0, 420, 640, 480),
    pipe('M549 336V420', 10), arrow(549, 426, 90),
    fish(220, 452, 0.8), fish(420, 460, 0.7, true),
  ],
  // Drinking water: river intake, settling, sand filters, a clear-water reservoir and a glass of water.
  water: () => [
    sun(80, 70), cloud(460, 70), ground(),
    water(0, 330, 110, 480, { opacity: 0.55 }),
    pipe('M60 350V300H120', 10),
    clarifier(120, 290, 120, 70),
    tank(260, 280, 110, 120, 14), `<path d="M264 350h102" stroke="${C.sun}" stroke-width="10"/><path d="M264 370h102" stroke-width="3" stroke-dasharray="4 6"/>`,
    pipe('M370 300H400', 10),
    `<path d="M400 400v-120a80 24 0 0 1 160 0v120z" fill="${C.foam}"/>`, water(404, 310, 152, 400, { opacity: 0.3 }),
    pipe('M480 288V200H600V226', 10), drop(600, 262, 0.5),
    `<path d="M572 310h56l-8 88h-40z" fill="${C.white}"/>`, water(577, 340, 46, 394, { opacity: 0.3, amp: 2 }),
  ],
  // Aquaculture: recirculating fish tanks with a drum filter and a biofilter returning clean water.
  aquaculture: () => [
    ground(),
    `<path d="M30 400V240h180v160" fill="${C.white}"/>`, water(34, 262, 172, 400), fish(90, 320, 1), fish(150, 360, 0.9, true), fish(110, 380, 0.7),
    `<path d="M230 400V240h180v160" fill="${C.white}"/>`, water(234, 262, 172, 400), fish(290, 310, 1, true), fish(350, 350, 0.9), fish(300, 380, 0.7, true),
    pipe('M410 380H450V330', 10),
    `<circle cx="480" cy="330" r="34" fill="${C.foam}"/><circle cx="480" cy="330" r="20" stroke-width="3" stroke-dasharray="4 4"/>`,
    vessel(540, 220, 80, 180), carriers(548, 270, 64, 110, 10, 14),
    pipe('M580 220V140H120V240', 10), arrow(120, 252, 90), arrow(340, 140, 180, C.white),
  ],
  // Integrated water management: rain on a catchment, a supply reservoir, the town, treatment and reuse in one loop.
  integrated: () => [
    cloud(70, 90, 1.2), `<path d="M90 110l-8 20m28-20-8 20m28-20-8 20" stroke="${C.sky}" stroke-width="4"/>`,
    hills(230), ground(),
    `<path d="M40 400v-60a60 20 0 0 1 120 0v60z" fill="${C.foam}"/>`, water(44, 350, 112, 400, { opacity: 0.35 }),
    town(220, G, 3),
    tank(400, 320, 100, 80, 14), bubbles(406, 346, 88, 44, 12, 31),
    `<rect x="530" y="300" width="80" height="100" rx="8" fill="${C.white}"/>` + drop(570, 368, 0.6),
    flow('M160 300C200 250 230 250 250 270'), arrow(252, 272, 45),
    flow('M350 300C370 260 420 270 440 300'), arrow(442, 304, 60),
    flow('M500 300C520 270 550 270 560 290'), arrow(562, 292, 60),
    flow('M580 300C590 150 220 150 120 300'), arrow(118, 304, 120),
  ],
  // Wetlands preservation: a natural marsh with reeds and a heron, and a gravel bed wetland treating inflow.
  wetlands: () => [
    sun(540, 80), cloud(130, 80), hills(220),
    water(0, 300, 640, 480, { opacity: 0.4 }),
    reeds(60, 300, 7, 1, 90), reeds(220, 300, 5, 4, 70), reeds(560, 300, 7, 6, 90),
    heron(400, 330),
    `<path d="M0 420c120-20 240-10 360 0s200 10 280 0V480H0z" fill="${C.foam}" stroke="${C.teal}" stroke-width="3"/>`,
    fish(160, 380, 0.9), fish(520, 400, 0.8, true),
  ],
  // Lake rejuvenation: a fountain aerator and a floating wetland bringing a lake back, fish returning.
  rejuvenation: () => [
    sun(560, 80), cloud(100, 90), hills(220), tree(50, 270), tree(600, 270, 0.8),
    water(0, 280, 640, 480, { opacity: 0.45 }),
    `<path d="M250 282c-10-40-30-80-70-100M270 282c0-50 0-90 0-120M290 282c10-40 30-80 70-100" stroke="${C.white}" stroke-width="5"/><path d="M250 282c-10-40-30-80-70-100M270 282c0-50 0-90 0-120M290 282c10-40 30-80 70-100" stroke="${C.sky}" stroke-width="2"/>`,
    `<rect x="240" y="276" width="60" height="16" rx="8" fill="${C.white}"/>`,
    raft(420, 288, 150, 12),
    bubbles(200, 330, 140, 110, 16, 40),
    fish(100, 380, 1), fish(360, 430, 0.9, true), fish(560, 420, 0.8),
  ],
};

const only = process.argv[2];
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../public/images');
for (const [name, scene] of Object.entries(scenes)) {
  if (only && only !== name) continue;
  const file = join(out, `hero-${name}.svg`);
  const body = scene().flat().join('\n');
  writeFileSync(file, svg(body));
  console.log(`${file.replace(`${process.cwd()}/`, '')}  ${Buffer.byteLength(svg(body))} bytes`);
}
