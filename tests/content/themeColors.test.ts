import Color from 'colorjs.io';
import { describe, expect, it } from 'vitest';
import { themeColors, themeCss } from '../../src/content/themeColors';
import { contrastFailures, contrastPairs } from '../../src/content/themeContrast';
import { brand } from '../../src/theme/tokens';

// WCAG 2.x relative luminance and contrast ratio, written out here so the library's answer is checked, not trusted.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
const hueOf = (hex: string) => new Color(hex).to('oklch').coords[2]!;

const wastely = { colors: { primary: '#0B3C5D', accent: '#0E7C71', highlight: '#F2B705', accentOnDark: '#38BDF8', band: '#E6F4F1' } };

describe('the full colour set is derived from the colours nav.yaml names', () => {
  it("reproduces the first site's hand-picked shades: the footer's darker primary, the near-white band, the overlays", () => {
    const colors = themeColors(wastely);
    expect(colors).toMatchObject({ primary: '#0B3C5D', primaryDeep: '#072A42', subtle: '#F5F9FC', band: '#E6F4F1', scrim: 'rgba(7,42,66,0.55)', overlay: 'rgba(11,60,93,0.78)' });
    // The hover shade of the accent is derived too: one step of 8 bits off the old hand-written #0A6B62.
    expect(colors.accentDeep).toBe('#0B6B61');
  });

  it('fills in the optional colours: the band a pale tint of the accent, accent on dark a shade that reads on the primary', () => {
    const colors = themeColors({ colors: { primary: '#1E3A2F', accent: '#2F6B3A' } });
    expect(Math.abs(hueOf(colors.band) - hueOf('#2F6B3A'))).toBeLessThan(3);
    expect(luminance(colors.band)).toBeGreaterThan(0.85);
    expect(contrast(colors.accentOnDark, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(colors.highlight).toBe(colors.accentOnDark);
  });

  it('writes every colour the tokens name as a custom property on :root', () => {
    const css = themeCss(wastely);
    expect(css).toMatch(/^:root\{--primary:#0B3C5D;--primary-deep:#072A42;/);
    for (const token of Object.values(brand)) expect(css, token).toContain(`${token.slice(4, -1)}:`);
  });
});

describe('contrast of every pair the components draw', () => {
  it("passes for the first site's colours", () => {
    expect(contrastFailures(wastely)).toEqual([]);
    for (const pair of contrastPairs) expect(contrast(pair.foreground(themeColors(wastely)), pair.background(themeColors(wastely))), pair.text).toBeGreaterThanOrEqual(pair.minimum);
  });

  it('names the text, the surface, the ratio and the minimum, and suggests the nearest shade of the same hue that passes them all', () => {
    const theme = { colors: { primary: '#3A8FD0', accent: '#0E7C71' } };
    const [primary, ...others] = contrastFailures(theme);
    expect(others).toEqual([]);
    expect(primary!.adjust).toBe('primary');
    // The worst first: the headings on the light band, then white text on the primary itself (the footer, darker, passes).
    expect(primary!.failing.map(({ pair }) => `${pair.text} on ${pair.surface}`)).toEqual([
      'headings (the primary colour) on the light band',
      'white text on the primary colour (header, dark bands, primary buttons)',
    ]);
    expect(primary!.failing[1]!.ratio).toBeCloseTo(contrast('#FFFFFF', '#3A8FD0'), 2);
    const suggested = primary!.suggestion!;
    const colors = themeColors({ colors: { ...theme.colors, primary: suggested } });
    expect(contrast('#FFFFFF', suggested)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(suggested, colors.band)).toBeGreaterThanOrEqual(4.5);
    expect(Math.abs(hueOf(suggested) - hueOf('#3A8FD0'))).toBeLessThan(2);
    // The nearest: a shade 0.01 lighter in OKLCH no longer passes.
    const lighter = new Color(suggested).to('oklch');
    lighter.coords[0]! += 0.01;
    expect(contrast(lighter.to('srgb').toString({ format: 'hex', collapse: false }), colors.band)).toBeLessThan(4.5);
  });

  it('checks the links on the light band with the derived darker accent', () => {
    const failures = contrastFailures({ colors: { primary: '#0B3C5D', accent: '#0E7C71', band: '#9FD3C9' } });
    expect(failures.flatMap((failure) => failure.failing.map(({ pair }) => `${pair.text} on ${pair.surface}`))).toContain('links and eyebrows (the accent colour, darker) on the light band');
  });
});
