// Home banner background ("The Mysteries Of The Water"): layered water bands with columns of fine aeration bubbles
// rising through them. It was the home hero's video until that became the treatment-plant scene (hero-home.ts); the
// banner shows its first frame as a still, darkened behind white text, so only the picture is written.
import { C, TAU, n, phase, rng, svgWrap, waveLine, wavePath, type Scene } from './lib';

const W = 1920;
const H = 1080;
const T = 10; // seconds per loop

// Water bands, back to front. `k` whole wavelengths travelled per loop, `dir` the direction.
type Band = { y: number; amp: number; len: number; k: number; dir: number; fill: string; op: number; ripple?: string };
const bands: Band[] = [
  { y: 560, amp: 14, len: 640, k: 1, dir: 1, fill: C.sky, op: 0.07 },
  { y: 660, amp: 20, len: 800, k: 1, dir: -1, fill: C.teal, op: 0.3, ripple: '30 70' },
  { y: 770, amp: 16, len: 560, k: 1, dir: 1, fill: C.sky, op: 0.09 },
  { y: 860, amp: 24, len: 960, k: 1, dir: -1, fill: C.teal, op: 0.45, ripple: '22 14 6 58' },
  { y: 970, amp: 18, len: 720, k: 2, dir: 1, fill: C.tealDark, op: 0.8 },
];

// Bubbles: three aeration plumes on the right (the text sits on the left) and a scatter of fine bubbles.
const rand = rng(20240611);
type Bubble = { x: number; r: number; top: number; cycles: number; off: number; wob: number; wobK: number; wobOff: number; fine?: boolean };
const bubbles: Bubble[] = [];
for (const px of [1160, 1440, 1720]) {
  for (let i = 0; i < 14; i++) {
    bubbles.push({
      x: px + (rand() - 0.5) * 90, r: 6 + rand() * 11, top: 120 + rand() * 260, cycles: 1 + Number(rand() < 0.5),
      off: rand(), wob: 6 + rand() * 12, wobK: 2 + Math.floor(rand() * 3), wobOff: rand(),
    });
  }
}
for (let i = 0; i < 34; i++) {
  bubbles.push({
    x: 260 + 1660 * Math.sqrt(rand()), r: 2.5 + rand() * 4, top: 60 + rand() * 500, cycles: 1,
    off: rand(), wob: 4 + rand() * 8, wobK: 1 + Math.floor(rand() * 3), wobOff: rand(), fine: true,
  });
}

function band(b: Band, t: number) {
  const dx = (b.dir * b.k * b.len * t) / T;
  const shift = ((dx % b.len) + b.len) % b.len;
  const bob = 5 * Math.sin(TAU * (t / T + b.y / 1000));
  // pathLength makes one wavelength 100 units long, so the dash pattern repeats with the wave and the loop has no seam.
  const line = b.ripple && waveLine(b.y + 38, b.amp * 0.7, b.len, W);
  const ripple = line ? `<path fill="none" stroke-opacity=".22" pathLength="${line.split(/[QT]/).length * 50 - 50}" stroke-dasharray="${b.ripple}" d="${line}"/>` : '';
  return `<g transform="translate(${n(shift)} ${n(bob)})"><path fill="${b.fill}" fill-opacity="${b.op}" d="${wavePath(b.y, b.amp, b.len, W, H + 40)}"/>${ripple}</g>`;
}

function bubble(b: Bubble, t: number) {
  const p = phase(t, T, b.cycles, b.off);
  const y = H + 30 - p * (H + 30 - b.top);
  const x = b.x + b.wob * Math.sin(TAU * (phase(t, T, b.wobK, b.wobOff)));
  const fade = Math.min(1, p / 0.12, (1 - p) / 0.35);
  const r = b.r * (0.75 + 0.35 * p);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" opacity="${Number(n(fade * 100)) / 100}"/>`;
}

export function frame(t: number): string {
  const big = bubbles.filter((b) => !b.fine).map((b) => bubble(b, t)).join('');
  const fine = bubbles.filter((b) => b.fine).map((b) => bubble(b, t)).join('');
  const ray = (x: number, w: number, k: number) => {
    const s = n(60 * Math.sin(TAU * (t / T + k)));
    return `<path d="M${x} -20h${w}l${Number(s) - 260} 1120h-${w * 2.2}z"/>`;
  };
  return (
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${C.deep}"/><stop offset="1" stop-color="${C.tealDark}"/></linearGradient>` +
    `<radialGradient id="l" cx="1500" cy="-100" r="1100" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${C.sky}" stop-opacity=".28"/><stop offset="1" stop-color="${C.sky}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/><rect width="${W}" height="${H}" fill="url(#l)"/>` +
    `<g fill="${C.sky}" fill-opacity=".04">${ray(1240, 90, 0)}${ray(1480, 140, 0.3)}${ray(1760, 70, 0.6)}</g>` +
    `<g stroke="${C.sky}" stroke-opacity=".35" stroke-width="4" stroke-linejoin="round">${bands.slice(0, 3).map((b) => band(b, t)).join('')}` +
    `<g fill="${C.sky}" fill-opacity=".16" stroke-opacity=".7">${big}</g>` +
    `<g fill="${C.sky}" fill-opacity=".5" stroke="none">${fine}</g>` +
    `${bands.slice(3).map((b) => band(b, t)).join('')}</g>`
  );
}

export const waterBandsScene: Scene = { width: W, height: H, duration: T, fps: 30, stillOnly: true, svg: (t, w = W, h = H) => svgWrap(frame(t), w, h) };
