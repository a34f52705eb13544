// The home hero's scene script: the committed poster is what the script draws (so anyone can redraw the video and
// its poster), and the animation loops without a jump.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeScene } from '../../../../scripts/media/scenes/hero-home';

describe('the home hero scene', () => {
  it('is the committed poster at its first frame', () => {
    const poster = readFileSync('public/images/hero-home-poster.svg', 'utf8');
    expect(poster).toBe(`${homeScene.svg(0, homeScene.width, homeScene.height)}\n`);
  });

  it('moves, and its last frame leads straight back into its first (the video loops without a seam)', () => {
    const first = homeScene.svg(0);
    expect(homeScene.svg(homeScene.duration)).toBe(first);
    for (const fraction of [0.25, 0.5, 0.75]) expect(homeScene.svg(homeScene.duration * fraction)).not.toBe(first);
  });
});
