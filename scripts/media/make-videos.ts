/**
 * make-videos.ts: renders the two looping background videos and their poster frames, and the home banner's still.
 *
 *   npx tsx scripts/media/make-videos.ts                 # both videos + both posters + the banner still
 *   npx tsx scripts/media/make-videos.ts hero-home       # one scene only (hero-home | ifas-process | banner-water)
 *   npx tsx scripts/media/make-videos.ts --posters       # only rewrite the poster SVGs (no ffmpeg needed)
 *   npx tsx scripts/media/make-videos.ts --preview=0,2.5 # only write PNG stills at those seconds (to $TMPDIR/site-frames/)
 *
 * How it works: every frame is an SVG string built by a pure function of time t (scenes/*.ts). All motion is
 * periodic in the scene duration (waves shift by whole wavelengths, bubbles rise a whole number of times, carriers
 * turn whole circles), so frame N equals frame 0 and the video loops without a seam. Randomness comes from a seeded
 * PRNG, so every run draws the same picture (and, with the same ffmpeg build, writes the same bytes). Frames are rasterised by headless Chromium through playwright-core
 * (a devDependency), written as PNGs to a temporary folder, then encoded by ffmpeg:
 *   public/media/NAME.webm  VP9, crf 40 by default (a scene's vp9Crf overrides it), -b:v 0, no audio
 *   public/media/NAME.mp4   H.264, crf 30 by default (a scene's x264Crf overrides it), yuv420p, +faststart, no audio
 * The frame at t = 0 is also written as the poster: public/images/hero-home-poster.svg (640x360) and
 * public/images/ifas-process-poster.svg (1920x1080), the same drawing the video starts with. Visitors who prefer
 * reduced motion see only the poster, so each scene's t = 0 is drawn to be a complete picture on its own. A still scene
 * (stillOnly) writes only its first frame, as public/images/NAME.svg: banner-water.svg, the banner's background.
 *
 * Needs: ffmpeg with libvpx-vp9 and libx264 (scripts/ensure-ffmpeg.sh installs Debian's when run as root; elsewhere
 * `apt-get install -y ffmpeg` or `brew install ffmpeg`) and Chromium at /usr/bin/chromium
 * (override with CHROMIUM=/path/to/chrome). A full run takes a few minutes.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { homeScene } from './scenes/hero-home';
import type { Scene } from './scenes/lib';
import { ifasScene } from './scenes/ifas-process';
import { waterBandsScene } from './scenes/water-bands';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const scenes: Record<string, Scene> = { 'hero-home': homeScene, 'ifas-process': ifasScene, 'banner-water': waterBandsScene };
const VIDEO_W = 1280;
const VIDEO_H = 720;

const args = process.argv.slice(2);
const postersOnly = args.includes('--posters');
const previewArg = args.find((a) => a.startsWith('--preview='));
const names = args.filter((a) => !a.startsWith('--'));
for (const n of names) {
  if (!scenes[n]) {
    console.error(`Unknown scene "${n}"; expected one of ${Object.keys(scenes).join(', ')}.`);
    process.exit(1);
  }
}
const chosen = (names.length ? names : Object.keys(scenes)).map((name): [string, Scene] => [name, scenes[name]!]); // each checked above

/** ffmpeg with both encoders, installed from Debian when missing and running as root (scripts/ensure-ffmpeg.sh). */
function checkFfmpeg() {
  const r = spawnSync('bash', [join(root, 'scripts/ensure-ffmpeg.sh')], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(1);
}

function ffmpeg(argv: string[]) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argv], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ffmpeg ${argv.join(' ')}`);
}

async function launch() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: VIDEO_W, height: VIDEO_H }, deviceScaleFactor: 1 });
  await page.setContent('<!doctype html><html><body style="margin:0;background:#0B3C5D"><div id="f"></div></body></html>');
  const shoot = async (svg: string, path: string) => {
    await page.evaluate((s) => {
      const holder = document.getElementById('f');
      if (holder) holder.innerHTML = s;
    }, svg);
    await page.screenshot({ path, clip: { x: 0, y: 0, width: VIDEO_W, height: VIDEO_H } });
  };
  return { browser, shoot };
}

function writePoster(name: string, scene: Scene) {
  const file = join(root, 'public/images', scene.stillOnly ? `${name}.svg` : `${name}-poster.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, scene.svg(0, scene.width, scene.height) + '\n');
  console.log(`poster  ${file.slice(root.length + 1)}  ${statSync(file).size} bytes`);
}

async function main() {
  for (const [name, scene] of chosen) writePoster(name, scene);
  if (postersOnly) return;

  if (previewArg) {
    const times = previewArg.slice('--preview='.length).split(',').map(Number);
    const dir = join(tmpdir(), 'site-frames');
    mkdirSync(dir, { recursive: true });
    const { browser, shoot } = await launch();
    for (const [name, scene] of chosen) {
      for (const t of times) {
        const out = join(dir, `${name}-${t.toFixed(2)}s.png`);
        await shoot(scene.svg(t, VIDEO_W, VIDEO_H), out);
        console.log(`preview ${out}`);
      }
    }
    await browser.close();
    return;
  }

  // Still scenes (a picture cut from a scene, e.g. the banner's water) have no video to encode.
  const moving = chosen.filter(([, scene]) => !scene.stillOnly);
  if (!moving.length) return;
  checkFfmpeg();
  const { browser, shoot } = await launch();
  const mediaDir = join(root, 'public/media');
  mkdirSync(mediaDir, { recursive: true });
  try {
    for (const [name, scene] of moving) {
      const frames = Math.round(scene.duration * scene.fps);
      const tmp = mkdtempSync(join(tmpdir(), `${name}-`));
      try {
        for (let i = 0; i < frames; i++) {
          await shoot(scene.svg(i / scene.fps, VIDEO_W, VIDEO_H), join(tmp, `f${String(i).padStart(4, '0')}.png`));
          if (i % 30 === 0) process.stdout.write(`\r${name}: frame ${i + 1}/${frames}`);
        }
        process.stdout.write(`\r${name}: ${frames} frames rendered      \n`);
        const input = ['-framerate', String(scene.fps), '-i', join(tmp, 'f%04d.png'), '-an', '-map_metadata', '-1'];
        const webm = join(mediaDir, `${name}.webm`);
        const mp4 = join(mediaDir, `${name}.mp4`);
        ffmpeg([...input, '-c:v', 'libvpx-vp9', '-crf', String(scene.vp9Crf ?? 40), '-b:v', '0', '-pix_fmt', 'yuv420p',
          '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-g', String(frames), '-fflags', '+bitexact', webm]);
        ffmpeg([...input, '-c:v', 'libx264', '-crf', String(scene.x264Crf ?? 30), '-preset', 'slow', '-tune', 'animation',
          '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-g', String(frames), mp4]);
        for (const f of [webm, mp4]) console.log(`video   ${f.slice(root.length + 1)}  ${statSync(f).size} bytes`);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
