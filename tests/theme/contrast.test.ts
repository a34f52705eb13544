import { describe, expect, it } from 'vitest';
import { contrastPairs } from '../../src/theme/tokens';

// WCAG 2.x relative luminance and contrast ratio.
const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
};
export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('theme colour pairs meet WCAG AA contrast', () => {
  it('computes known ratios', () => {
    expect(contrast('#FFFFFF', '#000000')).toBeCloseTo(21, 1);
    expect(contrast('#1F2A37', '#FFFFFF')).toBeCloseTo(14.5, 0);
  });

  it.each(contrastPairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
    expect(contrast(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.min);
  });
});
