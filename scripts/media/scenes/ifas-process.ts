// IFAS process: a section through an aerated tank. Plastic carrier media (biofilm wheels) tumble in two circulation
// rolls while fine bubbles rise from a floor grid of disc diffusers; a sieve on the outlet keeps the carriers in.
import { C, TAU, n, phase, rng, svgWrap, wavePath, type Scene } from './lib';

const W = 1920;
const H = 1080;
const T = 8; // seconds per loop
const TANK = { x0: 180, x1: 1740, top: 170, water: 270, floor: 960 };
const DIFFUSERS = Array.from({ length: 14 }, (_, i) => 300 + i * 104);

const rand = rng(7031);
type Bubble = { x: number; r: number; cycles: number; off: number; drift: number; wob: number; wobK: number; wobOff: number };
const bubbles: Bubble[] = [];
for (const dx of DIFFUSERS) {
  for (let i = 0; i < 9; i++) {
    bubbles.push({
      x: dx + (rand() - 0.5) * 30, r: 3 + rand() * 6, cycles: 1 + Math.floor(rand() * 3), off: rand(),
      drift: (rand() - 0.5) * 70, wob: 4 + rand() * 8, wobK: 2 + Math.floor(rand() * 4), wobOff: rand(),
    });
  }
}

// Carriers ride two counter-rotating rolls that rise together in the middle of the tank.
const cells = [{ cx: 570, dir: -1 }, { cx: 1350, dir: 1 }];
type Cell = (typeof cells)[number];
// Every other item rides the other roll (the index is 0 or 1, so the cell is always there).
const cellOf = (i: number): Cell => cells[i % 2]!;
type Carrier = { cell: Cell; f: number; a0: number; spin: number; rot0: number; flipK: number; flip0: number; jx: number; jy: number; jk: number; j0: number };
const SPINS = [-2, -1, 1, 2] as const;
const carriers: Carrier[] = [];
for (let i = 0; i < 40; i++) {
  const cell = cellOf(i);
  carriers.push({
    cell, f: 0.3 + 0.7 * Math.sqrt(rand()), a0: rand() * TAU, spin: SPINS[Math.floor(rand() * 4)] ?? 1, // rand() < 1, so always one of the four
    rot0: rand() * 360, flipK: 1 + Math.floor(rand() * 2), flip0: rand() * Math.PI,
    jx: 10 + rand() * 25, jy: 10 + rand() * 25, jk: 2 + Math.floor(rand() * 2), j0: rand(),
  });
}

// Suspended sludge flocs follow the same rolls, slower.
const flocs = Array.from({ length: 60 }, (_, i) => ({
  cell: cellOf(i), f: 0.15 + 0.85 * rand(), a0: rand() * TAU, r: 2 + rand() * 2.5,
}));

function floc(c: (typeof flocs)[number], t: number) {
  const a = c.a0 + c.cell.dir * TAU * (t / T);
  return `<circle cx="${n(c.cell.cx + 330 * c.f * Math.cos(a))}" cy="${n(600 + 260 * c.f * Math.sin(a))}" r="${n(c.r)}"/>`;
}

function carrier(c: Carrier, t: number) {
  const a = c.a0 + c.cell.dir * TAU * (t / T);
  const j = TAU * phase(t, T, c.jk, c.j0);
  const x = c.cell.cx + 320 * c.f * Math.cos(a) + c.jx * Math.sin(j);
  const y = 600 + 250 * c.f * Math.sin(a) + c.jy * Math.cos(j);
  const rot = (((c.rot0 + c.spin * 360 * (t / T)) % 360) + 360) % 360;
  const sx = 0.3 + 0.7 * Math.abs(Math.cos(c.flip0 + Math.PI * c.flipK * (t / T)));
  return `<use href="#c" transform="translate(${n(x)} ${n(y)})rotate(${Math.round(rot)})scale(${Math.round(sx * 100) / 100} 1)"/>`;
}

function bubble(b: Bubble, t: number) {
  const p = phase(t, T, b.cycles, b.off);
  const y = TANK.floor - 96 - p * (TANK.floor - 96 - TANK.water - 4);
  const x = b.x + b.drift * p + b.wob * Math.sin(TAU * phase(t, T, b.wobK, b.wobOff));
  const fade = Math.min(1, p / 0.06, (1 - p) / 0.08);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(b.r * (0.8 + 0.4 * p))}" opacity="${Math.round(fade * 100) / 100}"/>`;
}

export function frame(t: number): string {
  const { x0, x1, top, water, floor } = TANK;
  const surface = wavePath(water, 7, 240, W, floor + 10);
  const shift = n(((240 * t) / T) % 240);
  const diffusers = DIFFUSERS.map((x) => `<rect x="${x - 30}" y="${floor - 90}" width="60" height="14" rx="7"/>`).join('');
  const lastDiffuser = DIFFUSERS.at(-1) ?? x0; // there are 14
  const posts = Array.from({ length: 9 }, (_, i) => `M${x0 + 40 + i * 185} ${top}v-90`).join('');
  return (
    `<defs><linearGradient id="w" x2="0" y2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.tealDark}"/></linearGradient>` +
    `<clipPath id="k"><rect x="${x0}" y="${water - 40}" width="${x1 - x0}" height="${floor - water + 40}"/></clipPath>` +
    `<g id="c" stroke="${C.foam}" stroke-width="4"><circle r="27" fill="${C.foam}" fill-opacity=".35"/><circle r="12" fill="none"/><path d="M-27 0H27M0-27V27"/></g></defs>` +
    `<rect width="${W}" height="${H}" fill="${C.deep}"/>` +
    // handrail along the walkway on top of the tank
    `<path fill="none" stroke="${C.foam}" stroke-opacity=".35" stroke-width="4" stroke-linecap="round" d="M${x0 - 40} ${top - 90}H${x1 + 40}M${x0 - 40} ${top - 45}H${x1 + 40}${posts}"/>` +
    // concrete walls and floor
    `<path fill="${C.foam}" fill-opacity=".14" d="M${x0 - 50} ${top}H${x0}V${floor}H${x1}V${top}H${x1 + 50}V${floor + 50}H${x0 - 50}Z"/>` +
    // water
    `<g clip-path="url(#k)"><path transform="translate(${shift} 0)" fill="url(#w)" stroke="${C.foam}" stroke-opacity=".5" stroke-width="4" d="${surface}"/></g>` +
    `<g clip-path="url(#k)"><g fill="${C.deep}" fill-opacity=".35">${flocs.map((f) => floc(f, t)).join('')}</g><g fill="${C.foam}" fill-opacity=".45">${bubbles.map((b) => bubble(b, t)).join('')}</g>` +
    `${carriers.map((c) => carrier(c, t)).join('')}</g>` +
    // air drop pipe, floor header and disc diffusers
    `<g fill="${C.foam}"><path d="M${x0 + 40} -10h28v${floor - 68}h${lastDiffuser - x0 - 40}v28H${x0 + 40}Z" fill-opacity=".85"/>${diffusers}</g>` +
    // outlet sieve on the right wall, with the effluent pipe through the wall
    `<path fill="${C.deep}" fill-opacity=".35" stroke="${C.foam}" stroke-width="4" stroke-linejoin="round" d="M${x1 - 90} ${water + 60}h90v200h-90Z"/>` +
    `<path fill="none" stroke="${C.foam}" stroke-width="4" stroke-linecap="round" d="M${x1 - 70} ${water + 64}v192M${x1 - 50} ${water + 64}v192M${x1 - 30} ${water + 64}v192M${x1 - 10} ${water + 64}v192"/>` +
    `<rect x="${x1}" y="${water + 130}" width="${W - x1}" height="60" fill="${C.foam}" fill-opacity=".85"/>` +
    ''
  );
}

export const ifasScene: Scene = { width: W, height: H, duration: T, fps: 30, vp9Crf: 44, svg: (t, w = W, h = H) => svgWrap(frame(t), w, h) };
