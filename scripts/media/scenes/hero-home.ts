// Home hero: a treatment works in section, drawn with the hero illustrations' parts (hero-parts.ts) so it reads as
// the same hand. Sewage from the town on the hill runs left to right through a bar screen, a grit chamber, an aeration
// tank with a blower and rising bubbles, and a clarifier where flocs settle, then leaves as clean water into the river,
// where fish swim. Water runs in every pipe, every tank's surface ripples, and the whole scene loops seamlessly.
import { C, arrow, cloud, fish, sun, tree } from '../hero-parts';
import { TAU, n, phase, rng, svgWrap, wavePath, type Scene } from './lib';

const W = 640;
const H = 360;
const T = 10; // seconds per loop
const GROUND = 268;
const LEVEL = 194; // water level in every tank (they are hydraulically in series)
const RIVER = 312;

// Tank walls, left to right (x0..x1); the floor is at `floor`, the grit chamber and clarifier have a hopper.
const SCREEN = { x0: 26, x1: 100, floor: 262 };
const GRIT = { x0: 124, x1: 184, floor: 240, hopper: 262 };
const AERATION = { x0: 208, x1: 368, floor: 262 };
const CLARIFIER = { x0: 392, x1: 502, floor: 228, hopper: 262 };
// The outfall stays left of the frame's bottom-right corner, where the hero puts its pause button.
const OUTFALL = 526;
const TOP = 178; // the rim of every tank

const rand = rng(20261126);

// Bubbles rise from six disc diffusers on the aeration tank's floor, a whole number of times per loop.
const DIFFUSERS = Array.from({ length: 6 }, (_, i) => AERATION.x0 + 10 + ((AERATION.x1 - AERATION.x0 - 20) / 6) * (i + 0.5));
const bubbles = Array.from({ length: 28 }, (_, i) => ({
  // The index wraps, so there is always a diffuser.
  x: DIFFUSERS[i % DIFFUSERS.length]! + (rand() - 0.5) * 14, r: 2 + Math.round(rand() * 2.5),
  cycles: 1 + Math.floor(rand() * 3), off: rand(), wob: 1.5 + rand() * 3, wobK: 2 + Math.floor(rand() * 3), wobOff: rand(),
}));
// Sand settling in the grit chamber; sludge flocs settling in the clarifier; screenings drifting onto the bars.
const grains = Array.from({ length: 9 }, () => ({ x: GRIT.x0 + 10 + rand() * 40, off: rand(), cycles: rand() < 0.4 ? 2 : 1 }));
const flocs = Array.from({ length: 11 }, () => ({ x: CLARIFIER.x0 + 14 + rand() * 82, off: rand(), drift: (rand() - 0.5) * 10 }));
const debris = Array.from({ length: 4 }, (_, i) => ({ y: LEVEL + 12 + i * 13, off: i / 4 + rand() * 0.1 }));

/** The pipes between stages, each with water (a moving dash) in its white core. */
const PIPES = [
  `M-10 ${LEVEL + 10}H${SCREEN.x0 + 2}`,
  `M${SCREEN.x1 - 2} ${LEVEL + 10}H${GRIT.x0 + 2}`,
  `M${GRIT.x1 - 2} ${LEVEL + 10}H${AERATION.x0 + 2}`,
  `M${AERATION.x1 - 2} ${LEVEL + 10}H${CLARIFIER.x0 + 2}`,
  `M${CLARIFIER.x1 - 2} ${LEVEL + 6}H${OUTFALL}V${RIVER - 14}`,
];

/** The town on the hill: hero-parts' town() blocks at half size, drawn as two paths to keep the poster small. */
const TOWN = (() => {
  const blocks: [number, number][] = [[20, 38], [44, 58], [68, 32]];
  const walls = blocks.map(([x, h]) => `M${x} 150v-${h}h21v${h}`).join('');
  let windows = '';
  for (const [x, h] of blocks) for (let y = 150 - h + 7; y < 142; y += 11) windows += `M${x + 5} ${y}h4m4 0h4`;
  return `<path d="${walls}" fill="${C.white}" stroke-width="3"/><path d="${windows}" stroke="${C.teal}" stroke-width="2.5"/>`;
})();

/** An opacity attribute that fades a particle in at the start of its path and out at the end (none when fully shown). */
const fade = (p: number, head: number, tail: number) => {
  const o = Math.round(Math.min(1, p / head, (1 - p) / tail) * 100) / 100;
  return o < 1 ? ` opacity="${o}"` : '';
};

/** Wavy water surface, shifted by whole wavelengths per loop so it joins; clipped to the tanks by the caller. */
function surface(t: number, y: number, len: number, k: number) {
  return `<path id="s" transform="translate(${n(((k * len * t) / T) % len)} 0)" d="${wavePath(y, 2.5, len, CLARIFIER.x1, GROUND + 2)}"/>`;
}

function bubble(b: (typeof bubbles)[number], t: number) {
  const p = phase(t, T, b.cycles, b.off);
  const y = AERATION.floor - 8 - p * (AERATION.floor - 12 - LEVEL);
  const x = b.x + b.wob * Math.sin(TAU * phase(t, T, b.wobK, b.wobOff));
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(b.r * (0.8 + 0.4 * p))}"${fade(p, 0.08, 0.12)}/>`;
}

function grain(g: (typeof grains)[number], t: number) {
  const p = phase(t, T, g.cycles, g.off);
  return `<circle cx="${n(g.x + 8 * p)}" cy="${n(LEVEL + 8 + p * (GRIT.hopper - LEVEL - 16))}" r="2.2"${fade(p, 0.1, 0.15)}/>`;
}

function floc(f: (typeof flocs)[number], t: number) {
  const p = phase(t, T, 1, f.off);
  const y = LEVEL + 10 + p * (CLARIFIER.hopper - LEVEL - 22);
  // Flocs drift towards the centre hopper as they sink.
  const mid = (CLARIFIER.x0 + CLARIFIER.x1) / 2;
  const x = f.x + (mid - f.x) * p * p * 0.8 + f.drift * Math.sin(TAU * p);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="2"${fade(p, 0.1, 0.12)}/>`;
}

function screenings(d: (typeof debris)[number], t: number) {
  const p = phase(t, T, 2, d.off);
  const x = SCREEN.x0 + 4 + p * 38;
  return `<rect x="${n(x)}" y="${d.y}" width="7" height="4" rx="2"${fade(p, 0.15, 0.2)}/>`;
}

/** A fish swimming downstream, entering on the left and leaving on the right once per loop. */
function swimmer(t: number, y: number, off: number, s: number) {
  const p = phase(t, T, 1, off);
  return fish(n(-40 + p * (W + 80)), n(y + 3 * Math.sin(TAU * phase(t, T, 3, off))), s);
}

/** Outfall: rings spreading where the clean water meets the river, two per loop. */
function ripple(t: number, off: number) {
  const p = phase(t, T, 2, off);
  return `<ellipse cx="${OUTFALL}" cy="${RIVER + 2}" rx="${n(8 + 22 * p)}" ry="${n(2 + 6 * p)}"${fade(p, 0.05, 0.6)}/>`;
}

function frame(t: number) {
  const flowOffset = n(-((14 * 30 * t) / T) % 14); // the pipe dashes move 30 whole dash periods (14 units each) per loop
  const fan = Math.round((360 * 6 * t) / T) % 360;
  // The rake climbs the bars once per loop (q = 0 at the channel floor, 0.9 near the top) and comes back down.
  const q = 0.9 * Math.sin(Math.PI * phase(t, T, 1)) ** 2;
  const cloudX = n(6 * Math.sin(TAU * (t / T)));
  const cx = (CLARIFIER.x0 + CLARIFIER.x1) / 2;
  const grit = `M${GRIT.x0} ${TOP}V${GRIT.floor}L${(GRIT.x0 + GRIT.x1) / 2 - 6} ${GRIT.hopper}h12L${GRIT.x1} ${GRIT.floor}V${TOP}`;
  const clarifier = `M${CLARIFIER.x0} ${TOP}V${CLARIFIER.floor}L${cx - 10} ${CLARIFIER.hopper}h20L${CLARIFIER.x1} ${CLARIFIER.floor}V${TOP}`;
  const box = ({ x0, x1, floor }: { x0: number; x1: number; floor: number }) => `M${x0} ${TOP}V${floor}H${x1}V${TOP}`;
  const walls = [box(SCREEN), grit, box(AERATION), clarifier];
  const inside = walls.slice(0, 3).map((d) => `<path d="${d}Z"/>`).join('');
  const bars = Array.from({ length: 6 }, (_, i) => `M${74 + i * 4} ${SCREEN.floor}l${-22} ${-82}`).join('');
  const pipes = PIPES.map((d) => `<path d="${d}"/>`).join('');
  return (
    `<defs><clipPath id="k">${inside}</clipPath><clipPath id="c"><path d="${clarifier}Z"/></clipPath><clipPath id="r"><rect y="${RIVER - 10}" width="${W}" height="${H}"/></clipPath></defs>` +
    `<rect width="${W}" height="${H}" fill="${C.mist}"/>` +
    `<g fill="none" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">` +
    // sky, the hill with the town whose sewage the works treats, and the ground the tanks stand in
    sun(584, 54, 22) + `<g transform="translate(${cloudX} 0)">${cloud(70, 64)}${cloud(330, 44, 0.5)}</g>` +
    `<path d="M0 150c80-44 160-44 230-8s150 28 220-8 120-30 190-6V${GROUND}H0Z" fill="${C.foam}" stroke="${C.teal}" stroke-width="3"/>` +
    TOWN +
    `<path d="M0 ${GROUND}H${W}V${RIVER}H0Z" fill="${C.foam}" stroke="none"/><path d="M0 ${GROUND}H${W}"/>` +
    tree(572, GROUND, 0.8) + tree(610, GROUND) +
    // pipes between the stages, with water running through them (the tank walls are drawn over their ends)
    `<g stroke-linecap="butt" stroke-width="16">${pipes}<g stroke="${C.white}" stroke-width="9">${pipes}</g></g><g stroke="${C.teal}" stroke-width="4" stroke-dasharray="5 9" stroke-dashoffset="${flowOffset}">${pipes}</g>` +
    // tanks: white inside, water with a moving surface, then each stage's life, then the walls on top
    `${walls.map((d) => `<path d="${d}Z" fill="${C.white}" stroke="none"/>`).join('')}` +
    `<g clip-path="url(#k)" stroke="${C.teal}" stroke-width="3" fill="${C.teal}" fill-opacity=".45">${surface(t, LEVEL, 32, 5)}</g>` +
    // settled, clarified water is lighter
    `<g clip-path="url(#c)" stroke="${C.teal}" stroke-width="3" fill="${C.sky}" fill-opacity=".3"><use href="#s"/></g>` +
    `<g fill="${C.deep}" stroke="none">${debris.map((d) => screenings(d, t)).join('')}${flocs.map((f) => floc(f, t)).join('')}</g>` +
    `<g fill="${C.sun}" stroke="none">${grains.map((g) => grain(g, t)).join('')}</g>` +
    `<path d="M${(GRIT.x0 + GRIT.x1) / 2 - 12} ${GRIT.hopper - 4}q12-12 24 0z" fill="${C.sun}" stroke-width="2.5"/>` +
    `<path d="M${cx - 22} ${CLARIFIER.hopper - 6}q22-14 44 0l-10 6h-24z" fill="${C.deep}" fill-opacity=".5" stroke="none"/>` +
    `<g stroke="${C.white}" stroke-width="2" fill="${C.white}" fill-opacity=".35">${bubbles.map((b) => bubble(b, t)).join('')}</g>` +
    `${DIFFUSERS.map((x) => `<path d="M${n(x - 10)} ${AERATION.floor - 4}a10 5 0 0 1 20 0z" fill="${C.white}" stroke-width="3"/>`).join('')}<path d="M${AERATION.x0 + 18} ${AERATION.floor - 2}H${AERATION.x1 - 10}" stroke-width="3"/>` +
    // the bar screen and its rake, the clarifier's centre well and bridge, the blower feeding the diffusers
    `<path d="${bars}" stroke-width="2.5"/><path d="M${n(70 - 22 * q)} ${n(SCREEN.floor - 4 - 82 * q)}h28" stroke="${C.sun}" stroke-width="5"/>` +
    `<path d="M${cx - 10} ${LEVEL - 4}v38h20v-38" fill="${C.foam}" stroke-width="3"/><path d="M${CLARIFIER.x0 - 6} ${TOP - 6}H${CLARIFIER.x1 + 6}M${cx} ${TOP - 6}v70" stroke-width="3"/>` +
    `<path d="M${AERATION.x0 + 18} 150V${AERATION.floor - 6}" stroke-width="5"/>` +
    `<rect x="${AERATION.x0 + 2}" y="124" width="58" height="36" rx="7" fill="${C.white}"/><g transform="translate(${AERATION.x0 + 22} 142)"><circle r="12" fill="${C.teal}"/>` +
    `<path transform="rotate(${fan})" d="M0 0v-9m0 9 8 4.5m-8-4.5-8 4.5" stroke="${C.white}" stroke-width="2.5"/></g><rect x="${AERATION.x0 + 40}" y="131" width="14" height="22" rx="4" fill="${C.foam}" stroke-width="3"/>` +
    `<path d="${walls.join('')}"/>` +
    arrow(OUTFALL, RIVER - 8, 90) +
    // the river: clean water, a moving surface, the outfall's rings and fish
    `<g clip-path="url(#r)"><path transform="translate(${n(((2 * 80 * t) / T) % 80)} 0)" d="${wavePath(RIVER, 3, 80, W, H + 4)}" fill="${C.teal}" fill-opacity=".45" stroke="${C.teal}" stroke-width="3"/>` +
    `<g stroke="${C.white}" stroke-width="2.5">${ripple(t, 0)}${ripple(t, 0.5)}</g>${swimmer(t, 334, 0.15, 0.75)}${swimmer(t, 348, 0.62, 0.6)}</g>` +
    '</g>'
  );
}

// Fine lines on a light ground survive strong compression: these rates keep each file near 200 KB.
export const homeScene: Scene = { width: W, height: H, duration: T, fps: 30, vp9Crf: 50, x264Crf: 34, svg: (t, w = W, h = H) => svgWrap(frame(t), w, h, W, H) };
