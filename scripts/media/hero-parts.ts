// The shared drawing vocabulary of the hero illustrations (draw-heroes.ts): plant equipment, water, people and
// landscape as small SVG fragments in one style: a 4 px deep-blue stroke with rounded joins, foam and white
// surfaces, teal water, white bubbles. Every function returns an SVG string; coordinates are in a 640 x 480 frame.
import { C as palette, rng } from './scenes/lib';

export const C = palette;
export const W = 640;
export const H = 480;
export const GROUND = 400;

/** Seeded random numbers (the video scenes' PRNG), so every run draws the same bubbles and reeds. */
export const random = rng;
const r1 = (n: number) => Math.round(n * 10) / 10;

export function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">\n` +
    `<rect width="${W}" height="${H}" fill="${C.mist}"/>\n` +
    `<g fill="none" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">\n${body}\n</g>\n</svg>\n`;
}

/** The ground strip every scene stands on. */
export const ground = (y = GROUND): string => `<path d="M0 ${y}H${W}V${H}H0Z" fill="${C.foam}" stroke="none"/><path d="M0 ${y}H${W}"/>`;
export const sun = (x: number, y: number, r = 26): string => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.sun}" stroke="none"/>`;
export const cloud = (x: number, y: number, s = 1): string =>
  `<path d="M${x} ${y}h${70 * s}a${16 * s} ${16 * s} 0 0 0-${20 * s}-${22 * s}a${22 * s} ${22 * s} 0 0 0-${40 * s}-${6 * s}a${14 * s} ${14 * s} 0 0 0-${10 * s} ${28 * s}z" fill="${C.white}" stroke-width="3"/>`;

/** A wavy water surface from x to x+w at height y, filled down to `bottom`. */
export function water(x: number, y: number, w: number, bottom: number, { opacity = 0.45, amp = 5 }: { opacity?: number; amp?: number } = {}): string {
  const n = Math.max(2, Math.round(w / 40));
  const step = w / n;
  let d = `M${r1(x)} ${y}`;
  for (let i = 0; i < n; i += 1) d += `q${r1(step / 4)} ${-amp} ${r1(step / 2)} 0t${r1(step / 2)} 0`;
  return `<path d="${d}V${bottom}H${r1(x)}Z" fill="${C.teal}" fill-opacity="${opacity}" stroke="none"/><path d="${d}" stroke="${C.teal}" stroke-width="3"/>`;
}

/** An open basin seen from the side, with water at `level` px below its rim. */
export const tank = (x: number, y: number, w: number, h: number, level = 18, opacity = 0.45): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.white}" stroke="none"/>${water(x, y + level, w, y + h, { opacity })}<path d="M${x} ${y}V${y + h}H${x + w}V${y}"/>`;

/** A closed vessel (reactor, silo, cylinder) with a domed top. */
export const vessel = (x: number, y: number, w: number, h: number, fill: string = C.foam): string =>
  `<path d="M${x} ${y + w / 4}a${w / 2} ${w / 4} 0 0 1 ${w} 0V${y + h}H${x}Z" fill="${fill}"/>`;

/** Rising bubbles in a box, white rings in three sizes. */
export function bubbles(x: number, y: number, w: number, h: number, count: number, seed = 1, fill = false): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = r1(x + next() * w);
    const cy = r1(y + next() * h);
    const r = 2.5 + Math.round(next() * 3);
    out += `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
  }
  return `<g stroke="${C.white}" stroke-width="2.5" fill="${fill ? C.white : 'none'}">${out}</g>`;
}

/** A row of disc diffusers on a tank floor. */
export function diffusers(x: number, y: number, w: number, count: number): string {
  let out = '';
  const step = w / count;
  for (let i = 0; i < count; i += 1) out += `<path d="M${r1(x + step * i + step / 2 - 14)} ${y}a14 7 0 0 1 28 0z" fill="${C.white}" stroke-width="3"/>`;
  return `${out}<path d="M${x} ${y + 2}H${x + w}" stroke-width="3"/>`;
}

/** A pipe along a path: a thick dark line with a white core. */
export const pipe = (d: string, width = 14): string => `<path d="${d}" stroke-width="${width + 6}"/><path d="${d}" stroke="${C.white}" stroke-width="${width}"/>`;
/** A flow arrow head pointing along +x at (x, y), rotated by `angle` degrees. */
export const arrow = (x: number, y: number, angle = 0, color: string = C.teal): string =>
  `<path d="M-10 -9 2 0-10 9" stroke="${color}" stroke-width="4" transform="translate(${x} ${y}) rotate(${angle})"/>`;
export const flow = (d: string, color: string = C.teal): string => `<path d="${d}" stroke="${color}" stroke-width="4" stroke-dasharray="2 10"/>`;

/** A blower: a box with a fan wheel and a motor. */
export const blower = (x: number, y: number): string =>
  `<rect x="${x}" y="${y}" width="96" height="70" rx="10" fill="${C.white}"/><circle cx="${x + 36}" cy="${y + 35}" r="22" fill="${C.teal}"/>` +
  `<path d="M${x + 36} ${y + 35}v-16m0 16 14 8m-14-8-14 8" stroke="${C.white}" stroke-width="3"/><rect x="${x + 66}" y="${y + 14}" width="22" height="42" rx="5" fill="${C.foam}"/>` +
  `<path d="M${x + 70} ${y + 26}h14m-14 10h14m-14 10h14" stroke-width="2.5"/><path d="M${x + 8} ${y + 70}v10m80-10v10"/>`;

/** A dial gauge on a short stem. */
export const gauge = (x: number, y: number, r = 14): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}"/><path d="M${x} ${y}l${r * 0.5} -${r * 0.5}" stroke="${C.teal}" stroke-width="3"/>`;

/** A standing person: hard hat optional, arms hinted; `pose` lifts one arm. */
export function person(
  x: number,
  y: number,
  { hat = true, shirt = C.teal, pose = 'stand', coat = false }: { hat?: boolean; shirt?: string; pose?: 'stand' | 'point' | 'hold'; coat?: boolean } = {},
): string {
  const body = coat ? C.white : shirt;
  const arm = pose === 'point' ? `<path d="M${x + 12} ${y - 66}l26-18" stroke-width="8"/>` : pose === 'hold' ? `<path d="M${x + 12} ${y - 64}l18 10" stroke-width="8"/>` : `<path d="M${x + 14} ${y - 64}l4 30" stroke-width="8"/>`;
  return (
    `<path d="M${x - 8} ${y - 36}v36m16-36v36" stroke-width="9"/>` +
    `<path d="M${x - 16} ${y - 36}v-30a14 14 0 0 1 14-14h4a14 14 0 0 1 14 14v30z" fill="${body}"/>` +
    arm +
    `<circle cx="${x}" cy="${y - 96}" r="13" fill="${C.white}"/>` +
    (hat ? `<path d="M${x - 16} ${y - 100}a16 14 0 0 1 32 0z" fill="${C.sun}" stroke-width="3"/>` : `<path d="M${x - 13} ${y - 99}a13 13 0 0 1 26 0z" fill="${C.deep}" stroke-width="3"/>`)
  );
}

/** A fish facing right (or left with flip); the video scenes pass coordinates already rounded to text by their n(). */
export const fish = (x: number | string, y: number | string, s = 1, flip = false, fill: string = C.white): string =>
  `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="M-22 0c8-12 28-14 40 0-12 14-32 12-40 0l-12-9v18z" fill="${fill}" stroke-width="${3 / s}"/><circle cx="9" cy="-2" r="1.5" fill="${C.deep}" stroke="none"/></g>`;

/** A clump of reeds rooted at (x, y). */
export function reeds(x: number, y: number, count = 5, seed = 3, height = 70): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const bx = r1(x + i * 9 - count * 4);
    const h = r1(height * (0.6 + next() * 0.4));
    const lean = r1((next() - 0.5) * 16);
    out += `<path d="M${bx} ${y}q${lean / 2} ${-h / 2} ${lean} ${-h}" stroke="${C.teal}" stroke-width="3.5"/>`;
    if (i % 2 === 0) out += `<rect x="${r1(bx + lean - 3.5)}" y="${r1(y - h - 4)}" width="7" height="18" rx="3.5" fill="${C.deep}" stroke="none"/>`;
  }
  return out;
}

/** A floating raft of plants with roots hanging into the water at level y. */
export function raft(x: number, y: number, w: number, seed = 5): string {
  const next = random(seed);
  let plants = '';
  let roots = '';
  for (let px = x + 12; px < x + w - 6; px += 16) {
    const h = 22 + next() * 26;
    plants += `<path d="M${r1(px)} ${y - 6}q-6 ${r1(-h / 2)} ${r1(-10 + next() * 20)} ${r1(-h)}M${r1(px)} ${y - 6}q8 ${r1(-h / 3)} 14 ${r1(-h * 0.7)}" stroke="${C.teal}" stroke-width="3.5"/>`;
    roots += `<path d="M${r1(px)} ${y + 8}q${r1(-4 + next() * 8)} 20 0 ${r1(30 + next() * 26)}" stroke-width="2.5"/>`;
  }
  return `${roots}${plants}<rect x="${x}" y="${y - 8}" width="${w}" height="16" rx="8" fill="${C.white}"/>`;
}

/** A wading bird (heron) standing at (x, y). */
export const heron = (x: number, y: number): string =>
  `<path d="M${x - 4} ${y}v-46m10 46v-46" stroke-width="3"/><path d="M${x - 30} ${y - 60}c10-22 44-26 56-8l4 6c-10 10-40 10-60 2z" fill="${C.white}"/>` +
  `<path d="M${x + 26} ${y - 58}c4-20-2-34 6-44" stroke-width="6"/><circle cx="${x + 34}" cy="${y - 104}" r="8" fill="${C.white}"/><path d="M${x + 40} ${y - 104}l22 4-22 3" fill="${C.sun}" stroke-width="3"/>`;

/** A tree on the horizon. */
export const tree = (x: number, y: number, s = 1): string =>
  `<path d="M${x} ${y}v${-28 * s}" stroke-width="5"/><circle cx="${x}" cy="${y - 46 * s}" r="${22 * s}" fill="${C.teal}" fill-opacity=".7"/>`;

/** A rolling hill band behind a scene. */
export const hills = (y: number): string =>
  `<path d="M0 ${y}c90-50 170-50 250-8s170 30 240-10 110-30 150-10V${GROUND}H0Z" fill="${C.foam}" stroke="${C.teal}" stroke-width="3"/>`;

/** A row of town buildings. */
export function town(x: number, y: number, count = 4): string {
  let out = '';
  const heights = [70, 104, 56, 88, 120, 64];
  for (let i = 0; i < count; i += 1) {
    // The index wraps, so it is always in the list.
    const h = heights[i % heights.length] ?? 0;
    const bx = x + i * 44;
    out += `<rect x="${bx}" y="${y - h}" width="38" height="${h}" fill="${C.white}"/>`;
    for (let wy = y - h + 12; wy < y - 16; wy += 20) out += `<path d="M${bx + 10} ${wy}h6m6 0h6" stroke="${C.teal}" stroke-width="4"/>`;
  }
  return out;
}

/** A clarifier in section: a wide shallow tank with a sloped floor, a centre well and a scraper bridge. */
export const clarifier = (x: number, y: number, w: number, h = 70): string =>
  `<path d="M${x} ${y}V${y + h * 0.6}L${x + w / 2 - 12} ${y + h}h24L${x + w} ${y + h * 0.6}V${y}" fill="${C.white}"/>` +
  `${water(x + 2, y + 10, w - 4, y + h * 0.6, { amp: 3 })}<path d="M${x + w / 2 - 12} ${y + 10}v34h24v-34" fill="${C.foam}" stroke-width="3"/>` +
  `<path d="M${x - 6} ${y - 6}H${x + w + 6}" stroke-width="6"/><path d="M${x + w / 2} ${y - 6}v${h * 0.9}" stroke-width="3"/>`;

/** A bar screen leaning in a channel: parallel bars and a rake. */
export function barScreen(x: number, y: number, h: number, bars = 7): string {
  let out = '';
  for (let i = 0; i < bars; i += 1) out += `<path d="M${x + i * 9} ${y + h}l${h * 0.45} ${-h}" stroke-width="3"/>`;
  return `${out}<path d="M${x - 4} ${y + h}h${bars * 9 + 4}M${x + h * 0.45 - 4} ${y}h${bars * 9 + 4}"/>`;
}

/** Vertical membrane sheets in a frame. */
export function membranes(x: number, y: number, w: number, h: number, count = 6): string {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.foam}"/>`;
  const step = (w - 16) / count;
  for (let i = 0; i < count; i += 1) out += `<rect x="${r1(x + 8 + i * step + 2)}" y="${y + 10}" width="${r1(step - 6)}" height="${h - 20}" rx="3" fill="${C.white}" stroke-width="2.5"/>`;
  return out;
}

/** Plastic biofilm carriers: little wheels drifting in the water. */
export function carriers(x: number, y: number, w: number, h: number, count: number, seed = 9): string {
  const next = random(seed);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const cx = r1(x + next() * w);
    const cy = r1(y + next() * h);
    out += `<circle cx="${cx}" cy="${cy}" r="7" fill="${C.sun}" stroke-width="2.5"/><path d="M${cx - 7} ${cy}h14M${cx} ${cy - 7}v14" stroke-width="2"/>`;
  }
  return out;
}

/** A monitor with a trend line. */
export const screen = (x: number, y: number, w: number, h: number, points: readonly (readonly [number, number])[]): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${C.deep}"/><path d="M${x + w / 2} ${y + h}v14m-22 0h44"/>` +
  `<polyline points="${points.map(([px, py]) => `${x + px},${y + py}`).join(' ')}" stroke="${C.sky}" stroke-width="3.5"/>`;

/** A delivery truck with a load on its flatbed (a container unit, sludge cake...). */
export const truck = (x: number, y: number, load = ''): string =>
  `<path d="M${x} ${y - 20}h200v-4H${x}z"/><path d="M${x + 200} ${y - 20}v-56h38l26 30v26z" fill="${C.white}"/><path d="M${x + 214} ${y - 66}h22l16 20h-38z" fill="${C.foam}" stroke-width="3"/>` +
  `<path d="M${x - 6} ${y - 20}H${x + 264}" stroke-width="6"/>${load}<circle cx="${x + 36}" cy="${y - 6}" r="14" fill="${C.white}"/><circle cx="${x + 84}" cy="${y - 6}" r="14" fill="${C.white}"/><circle cx="${x + 226}" cy="${y - 6}" r="14" fill="${C.white}"/>`;

/** A ticked calendar page. */
export function calendar(x: number, y: number, ticks: readonly number[] = [0, 2, 4, 6, 7, 9]): string {
  let out = `<rect x="${x}" y="${y}" width="150" height="130" rx="10" fill="${C.white}"/><path d="M${x} ${y + 30}h150" /><rect x="${x}" y="${y}" width="150" height="30" rx="10" fill="${C.teal}"/><path d="M${x + 34} ${y - 10}v18m82-18v18"/>`;
  for (let i = 0; i < 12; i += 1) {
    const cx = x + 25 + (i % 4) * 33;
    const cy = y + 52 + Math.floor(i / 4) * 28;
    out += ticks.includes(i) ? `<path d="M${cx - 7} ${cy}l5 6 10-12" stroke="${C.teal}" stroke-width="4"/>` : `<circle cx="${cx}" cy="${cy}" r="3" fill="${C.deep}" stroke="none"/>`;
  }
  return out;
}

/** A spanner. */
export const wrench = (x: number, y: number, angle = -35): string =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0 -7h70v14H0z" fill="${C.white}"/><path d="M70 -16a18 18 0 1 0 0 32l10-8v-16z" fill="${C.white}"/><path d="M84 -6h10v12h-10"/></g>`;

/** A water droplet. */
export const drop = (x: number, y: number, s = 1, fill: string = C.sky): string =>
  `<path d="M${x} ${y - 30 * s}c${14 * s} ${20 * s} ${22 * s} ${32 * s} ${22 * s} ${44 * s}a${22 * s} ${22 * s} 0 0 1 ${-44 * s} 0c0-${12 * s} ${8 * s}-${24 * s} ${22 * s}-${44 * s}z" fill="${fill}"/>`;

/** A valve on a pipe run. */
export const valve = (x: number, y: number): string => `<path d="M${x - 14} ${y - 12}v24l28-24v24z" fill="${C.white}" stroke-width="3"/><path d="M${x} ${y}v-22m-12 0h24" stroke-width="4"/>`;
