/**
 * draw-block-examples.ts: draws the pictures, and makes the short video, that the block catalogue's examples show
 * (src/blocks/<type>/example.yaml names them as /_blocks/<type>/<file>; each lives in its block's own folder).
 *
 *   npx tsx scripts/media/draw-block-examples.ts            # every drawing, the video's poster and the video
 *   npx tsx scripts/media/draw-block-examples.ts --still    # the drawings and the poster only (no ffmpeg needed)
 *
 * The examples are shown on every organisation's site (the dev server's /_blocks page, docs/blocks.md, the studio's
 * starters), so the drawings are neutral subjects with no words, brand or colour of anyone's: a landscape, a person's
 * silhouette, a street map, a three-stage diagram. Every file is a pure function of its size (no randomness, no
 * clock), so a run rewrites the same bytes. The video is the landscape with clouds drifting by whole periods, so its
 * last frame leads into its first: frames are drawn as SVG, rasterised by sharp (a dependency), and encoded by ffmpeg
 * (scripts/ensure-ffmpeg.sh installs Debian's when run as root) to VP9 .webm and H.264 .mp4, tiny and silent.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const stillOnly = process.argv.includes('--still');

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body.trim()}\n</svg>\n`;

/** Rounded to a tenth of a pixel: short files, and the same text on every machine. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/** Rolling hills under a sky with a low sun; `cloudShift` (0..1) moves the clouds by that part of their period. */
function landscape(width: number, height: number, cloudShift = 0) {
  const w = (x: number) => n(x * width);
  const h = (y: number) => n(y * height);
  const hill = (base: number, lift: number, colour: string) =>
    `<path fill="${colour}" d="M0 ${h(base)} C${w(0.2)} ${h(base - lift)} ${w(0.4)} ${h(base - lift)} ${w(0.55)} ${h(base - lift / 3)} S${w(0.85)} ${h(base - lift * 1.2)} ${w(1)} ${h(base - lift / 2)} V${h(1)} H0 Z"/>`;
  const cloud = (x: number, y: number, size: number) => {
    // Drawn twice, one period apart, so a cloud leaving on the right comes back on the left.
    const at = (offset: number) => {
      const cx = ((x + cloudShift + offset) % 1) * width * 1.3 - width * 0.15;
      const r = size * height;
      return `<g fill="#ffffff" opacity="0.9"><ellipse cx="${n(cx)}" cy="${h(y)}" rx="${n(r * 1.6)}" ry="${n(r * 0.7)}"/><circle cx="${n(cx - r * 0.5)}" cy="${n(y * height - r * 0.35)}" r="${n(r * 0.6)}"/><circle cx="${n(cx + r * 0.35)}" cy="${n(y * height - r * 0.45)}" r="${n(r * 0.75)}"/></g>`;
    };
    return at(0) + at(1);
  };
  return svg(
    width,
    height,
    `
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc9e8"/><stop offset="1" stop-color="#e8f3f8"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${w(0.72)}" cy="${h(0.34)}" r="${n(Math.min(width, height) * 0.09)}" fill="#f6d776"/>
${cloud(0.1, 0.2, 0.05)}
${cloud(0.55, 0.14, 0.04)}
${hill(0.62, 0.16, '#8fb996')}
${hill(0.74, 0.12, '#6a9f73')}
${hill(0.88, 0.1, '#4d7f57')}
<path fill="none" stroke="#e9dcc0" stroke-width="${n(height * 0.025)}" stroke-linecap="round" d="M${w(0.46)} ${h(1)} C${w(0.5)} ${h(0.9)} ${w(0.6)} ${h(0.86)} ${w(0.58)} ${h(0.78)}"/>
`,
  );
}

/** A person's head-and-shoulders silhouette on a round background. */
function portrait(size: number, background: string, figure: string) {
  const s = (x: number) => n(x * size);
  return svg(
    size,
    size,
    `
<circle cx="${s(0.5)}" cy="${s(0.5)}" r="${s(0.5)}" fill="${background}"/>
<circle cx="${s(0.5)}" cy="${s(0.4)}" r="${s(0.17)}" fill="${figure}"/>
<path fill="${figure}" d="M${s(0.18)} ${s(0.88)} C${s(0.2)} ${s(0.68)} ${s(0.34)} ${s(0.6)} ${s(0.5)} ${s(0.6)} S${s(0.8)} ${s(0.68)} ${s(0.82)} ${s(0.88)} A${s(0.5)} ${s(0.5)} 0 0 1 ${s(0.18)} ${s(0.88)} Z"/>
`,
  );
}

/** A street map: blocks between streets, a river, a park, and a marker. */
function streetMap(width: number, height: number) {
  const w = (x: number) => n(x * width);
  const h = (y: number) => n(y * height);
  const street = (d: string, thick: number) => `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${n(height * thick)}" stroke-linecap="round"/>`;
  return svg(
    width,
    height,
    `
<rect width="${width}" height="${height}" fill="#ece8df"/>
<rect x="${w(0.06)}" y="${h(0.1)}" width="${w(0.22)}" height="${h(0.3)}" rx="${n(height * 0.02)}" fill="#cfe3c4"/>
<path d="M0 ${h(0.72)} C${w(0.25)} ${h(0.62)} ${w(0.45)} ${h(0.86)} ${w(0.7)} ${h(0.76)} S${w(0.92)} ${h(0.64)} ${w(1)} ${h(0.68)} V${h(0.8)} C${w(0.9)} ${h(0.76)} ${w(0.8)} ${h(0.9)} ${w(0.6)} ${h(0.9)} S${w(0.2)} ${h(0.76)} 0 ${h(0.84)} Z" fill="#a9cde3"/>
${street(`M0 ${h(0.5)} H${w(1)}`, 0.03)}
${street(`M${w(0.36)} 0 V${h(1)}`, 0.03)}
${street(`M${w(0.7)} 0 V${h(1)}`, 0.02)}
${street(`M0 ${h(0.26)} H${w(1)}`, 0.015)}
${street(`M${w(0.52)} 0 L${w(0.6)} ${h(1)}`, 0.015)}
<path transform="translate(${w(0.53)} ${h(0.38)})" fill="#c0392b" d="M0 0 C${n(-height * 0.06)} ${n(-height * 0.08)} ${n(-height * 0.06)} ${n(-height * 0.2)} 0 ${n(-height * 0.2)} S${n(height * 0.06)} ${n(-height * 0.08)} 0 0 Z"/>
<circle cx="${w(0.53)}" cy="${n(height * 0.38 - height * 0.135)}" r="${n(height * 0.025)}" fill="#ffffff"/>
`,
  );
}

/** Three rounded stages joined by arrows, each with a simple symbol: a plain process diagram. */
function diagram(width: number, height: number) {
  const w = (x: number) => n(x * width);
  const h = (y: number) => n(y * height);
  const stage = (x: number, colour: string, symbol: (cx: number) => string) =>
    `<rect x="${w(x)}" y="${h(0.3)}" width="${w(0.22)}" height="${h(0.4)}" rx="${n(height * 0.04)}" fill="${colour}"/>${symbol(x + 0.11)}`;
  const arrow = (x: number) => `<path d="M${w(x)} ${h(0.5)} H${w(x + 0.07)} M${w(x + 0.05)} ${h(0.45)} L${w(x + 0.075)} ${h(0.5)} L${w(x + 0.05)} ${h(0.55)}" fill="none" stroke="#5b6b78" stroke-width="${n(height * 0.015)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const circle = (cx: number) => `<circle cx="${w(cx)}" cy="${h(0.5)}" r="${n(height * 0.08)}" fill="#ffffff"/>`;
  const square = (cx: number) => `<rect x="${n(cx * width - height * 0.08)}" y="${h(0.42)}" width="${n(height * 0.16)}" height="${n(height * 0.16)}" fill="#ffffff"/>`;
  const tick = (cx: number) => `<path d="M${n(cx * width - height * 0.08)} ${h(0.5)} l${n(height * 0.06)} ${n(height * 0.06)} l${n(height * 0.11)} ${n(-height * 0.13)}" fill="none" stroke="#ffffff" stroke-width="${n(height * 0.03)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(
    width,
    height,
    `
<rect width="${width}" height="${height}" fill="#f3f5f7"/>
${stage(0.07, '#5f8fb4', circle)}
${arrow(0.3)}
${stage(0.39, '#6f9f86', square)}
${arrow(0.62)}
${stage(0.71, '#c08a4f', tick)}
`,
  );
}

/** Each block's example files: its folder, the file name and the drawing. */
const drawings: [folder: string, name: string, draw: () => string][] = [
  ['banner', 'landscape.svg', () => landscape(1600, 900)],
  ['card-grid', 'landscape.svg', () => landscape(1200, 800)],
  ['carousel', 'portrait-1.svg', () => portrait(240, '#d9e6ef', '#5f7d95')],
  ['carousel', 'portrait-2.svg', () => portrait(240, '#efe3d4', '#96765a')],
  ['hero', 'landscape.svg', () => landscape(640, 480)],
  ['map', 'street-map.svg', () => streetMap(1600, 900)],
  ['media-text', 'diagram.svg', () => diagram(1200, 800)],
  ['references', 'landscape.svg', () => landscape(600, 400)],
  ['references', 'street-map.svg', () => streetMap(600, 400)],
  ['related', 'landscape.svg', () => landscape(1200, 800)],
  ['related', 'diagram.svg', () => diagram(1200, 800)],
  ['steps', 'diagram.svg', () => diagram(1200, 800)],
];

const VIDEO = { width: 320, height: 180, fps: 12, seconds: 4 };
const videoFrame = (t: number) => landscape(VIDEO.width, VIDEO.height, t / VIDEO.seconds);

function write(folder: string, name: string, text: string) {
  const file = join(root, 'src/blocks', folder, name);
  writeFileSync(file, text);
  console.log(`${file.slice(root.length + 1)}  ${statSync(file).size} bytes`);
}

function ffmpeg(argv: string[]) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argv], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${argv.join(' ')}`);
}

async function makeVideo() {
  const ensure = spawnSync('bash', [join(root, 'scripts/ensure-ffmpeg.sh')], { stdio: 'inherit' });
  if (ensure.status !== 0) process.exit(1);
  const { default: sharp } = await import('sharp');
  const frames = VIDEO.fps * VIDEO.seconds;
  const tmp = mkdtempSync(join(tmpdir(), 'block-example-video-'));
  try {
    for (let index = 0; index < frames; index += 1) {
      await sharp(Buffer.from(videoFrame(index / VIDEO.fps))).png().toFile(join(tmp, `f${String(index).padStart(3, '0')}.png`));
    }
    const input = ['-framerate', String(VIDEO.fps), '-i', join(tmp, 'f%03d.png'), '-an', '-map_metadata', '-1'];
    const folder = join(root, 'src/blocks/video');
    ffmpeg([...input, '-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-pix_fmt', 'yuv420p', '-g', String(frames), '-fflags', '+bitexact', join(folder, 'landscape.webm')]);
    ffmpeg([...input, '-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(frames), '-fflags', '+bitexact', join(folder, 'landscape.mp4')]);
    for (const name of ['landscape.webm', 'landscape.mp4']) console.log(`src/blocks/video/${name}  ${statSync(join(folder, name)).size} bytes`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

for (const [folder, name, draw] of drawings) write(folder, name, draw());
// The poster is the video's first frame, so the still and the moving picture match.
write('video', 'landscape-poster.svg', videoFrame(0));
if (!stillOnly) await makeVideo();
