// Shared helpers for the video scenes: palette, seeded random numbers, number formatting and wave paths.
export const C = {
  ink: '#1F2A37', deep: '#0B3C5D', teal: '#0E7C71', tealDark: '#0A6B62',
  sky: '#38BDF8', foam: '#E6F4F1', mist: '#F5F9FC', sun: '#F2B705', white: '#FFFFFF',
};

/** A looping scene: `svg(t)` draws the frame at t seconds (0 <= t < duration); `svg(0)` is also the poster. */
export type Scene = {
  width: number;
  height: number;
  duration: number;
  fps: number;
  /** Encoder quality, when the scene needs another than make-videos.ts's default. */
  vp9Crf?: number;
  x264Crf?: number;
  /** Only the first frame is written, as a picture (no video). */
  stillOnly?: boolean;
  svg: (t: number, width?: number, height?: number) => string;
};

/** mulberry32: a tiny deterministic PRNG, so every run draws the same bubbles. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal and drops a trailing ".0", to keep the SVG small. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

export const TAU = Math.PI * 2;

/** Position in [0,1) of something that repeats `cycles` times per loop of length `period`. */
export const phase = (t: number, period: number, cycles: number, offset = 0): number => (((t / period) * cycles + offset) % 1 + 1) % 1;

/**
 * A filled band whose top edge is a sine-like wave (chained quadratic curves), from x = -2*len to width + len,
 * closed below at `bottom`. Shift it by translate(dx) with 0 <= dx < len and it still covers the frame.
 */
export function wavePath(y: number, amp: number, len: number, width: number, bottom: number): string {
  return `M${-2 * len} ${bottom}V${y}${waveLine(y, amp, len, width).replace(/^M[^Q]+/, '')}V${bottom}Z`;
}

/** The open wave line alone (no fill band), same geometry as wavePath. */
export function waveLine(y: number, amp: number, len: number, width: number): string {
  const x0 = -2 * len;
  let d = `M${x0} ${y}Q${n(x0 + len / 4)} ${n(y - 2 * amp)} ${n(x0 + len / 2)} ${y}`;
  for (let x = x0 + len; x <= width + len + 0.1; x += len / 2) d += `T${n(x)} ${y}`;
  return d;
}

/** Wraps scene markup (drawn in a 1920x1080 space) in an <svg> of the wanted pixel size. */
export const svgWrap = (body: string, w: number, h: number, vw = 1920, vh = 1080): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`;
