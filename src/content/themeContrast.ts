// Contrast of every text/surface pair the components draw with the site's colours, checked when content is validated.
import Color from 'colorjs.io';
import type { SiteTheme, ThemeColorName } from '../shared/themeSchema';
import { palette } from '../theme/tokens';
import { contrast, hex, themeColors, type ThemeColors } from './themeColors';

type Pair = {
  /** What is drawn, and on what, in the author's words. */
  text: string;
  surface: string;
  foreground: (colors: ThemeColors) => string;
  background: (colors: ThemeColors) => string;
  /** 4.5 for text, 3 for large text and the parts of controls. */
  minimum: number;
  /** The nav.yaml colour to change when the pair fails. */
  adjust: ThemeColorName;
};

const white = () => palette.white;

export const contrastPairs: readonly Pair[] = [
  { text: 'white text', surface: 'the primary colour (header, dark bands, primary buttons)', foreground: white, background: (c) => c.primary, minimum: 4.5, adjust: 'primary' },
  { text: 'white text', surface: 'the footer (the primary colour, darker)', foreground: white, background: (c) => c.primaryDeep, minimum: 4.5, adjust: 'primary' },
  { text: 'headings (the primary colour)', surface: 'the light band', foreground: (c) => c.primary, background: (c) => c.band, minimum: 4.5, adjust: 'primary' },
  { text: 'body text', surface: 'the light band', foreground: () => palette.ink, background: (c) => c.band, minimum: 4.5, adjust: 'band' },
  { text: 'muted text', surface: 'the light band', foreground: () => palette.muted, background: (c) => c.band, minimum: 4.5, adjust: 'band' },
  { text: 'links (the accent colour)', surface: 'the page (white)', foreground: (c) => c.accent, background: white, minimum: 4.5, adjust: 'accent' },
  { text: 'links (the accent colour)', surface: 'the subtle band', foreground: (c) => c.accent, background: (c) => c.subtle, minimum: 4.5, adjust: 'accent' },
  { text: 'links and eyebrows (the accent colour, darker)', surface: 'the light band', foreground: (c) => c.accentDeep, background: (c) => c.band, minimum: 4.5, adjust: 'accent' },
  { text: 'white text', surface: 'secondary buttons (the accent colour)', foreground: white, background: (c) => c.accent, minimum: 4.5, adjust: 'accent' },
  { text: 'accent text and marks on dark surfaces (accentOnDark)', surface: 'the primary colour', foreground: (c) => c.accentOnDark, background: (c) => c.primary, minimum: 4.5, adjust: 'accentOnDark' },
  { text: 'key figures and step numbers (highlight)', surface: 'the primary colour', foreground: (c) => c.highlight, background: (c) => c.primary, minimum: 4.5, adjust: 'highlight' },
];

/** A colour of nav.yaml that leaves some of the pairs drawn with it too faint, the worst pair first. */
export type ContrastFailure = {
  adjust: ThemeColorName;
  failing: Array<{ pair: Pair; ratio: number }>;
  /** The nearest value of the colour with which every pair drawn with it passes. */
  suggestion: string | undefined;
};

const ratioOf = (pair: Pair, colors: ThemeColors) => contrast(pair.foreground(colors), pair.background(colors));
const passes = (pair: Pair, colors: ThemeColors) => ratioOf(pair, colors) >= pair.minimum;

/**
 * The nearest value of a nav.yaml colour with which every pair drawn with it passes: its OKLCH lightness moved in
 * steps of 0.005 down and up (the closer passing one wins), hue and chroma kept, the derived shades derived again.
 */
function suggestion(theme: SiteTheme, adjust: ThemeColorName, pairs: readonly Pair[], colors: ThemeColors): string | undefined {
  const [l, c, h] = new Color(colors[adjust]).to('oklch').coords;
  const [lightness, chroma, hue] = [l ?? 0, c ?? 0, h === null || Number.isNaN(h) ? 0 : h];
  const tryLightness = (step: number) => {
    if (step < 0 || step > 1) return undefined;
    const candidate = hex(new Color('oklch', [step, chroma, hue]));
    const tried = themeColors({ ...theme, colors: { ...theme.colors, [adjust]: candidate } });
    return pairs.every((pair) => passes(pair, tried)) ? candidate : undefined;
  };
  for (let distance = 0.005; distance <= 1; distance += 0.005) {
    const found = tryLightness(lightness - distance) ?? tryLightness(lightness + distance);
    if (found) return found;
  }
  return undefined;
}

/**
 * The pairs drawn with one colour of nav.yaml (those it is the one to change for), each with its contrast, and the
 * nearest value with which they all pass when some do not: what the studio shows beside the colour as it is picked.
 */
export function contrastsOf(theme: SiteTheme, name: ThemeColorName): { pairs: Array<{ pair: Pair; ratio: number }>; suggestion: string | undefined } {
  const colors = themeColors(theme);
  const drawn = contrastPairs.filter((pair) => pair.adjust === name);
  const pairs = drawn.map((pair) => ({ pair, ratio: ratioOf(pair, colors) }));
  const failing = pairs.some(({ pair, ratio }) => ratio < pair.minimum);
  return { pairs, suggestion: failing ? suggestion(theme, name, drawn, colors) : undefined };
}

/** The colours whose pairs fall short of their minimum contrast, each with the nearest value that makes them all pass. */
export function contrastFailures(theme: SiteTheme): ContrastFailure[] {
  const colors = themeColors(theme);
  const byColour = new Map<ThemeColorName, Array<{ pair: Pair; ratio: number }>>();
  for (const pair of contrastPairs) {
    const ratio = ratioOf(pair, colors);
    if (ratio < pair.minimum) byColour.set(pair.adjust, [...(byColour.get(pair.adjust) ?? []), { pair, ratio }]);
  }
  return [...byColour].map(([adjust, failing]) => ({
    adjust,
    failing: failing.sort((a, b) => a.ratio / a.pair.minimum - b.ratio / b.pair.minimum),
    suggestion: suggestion(theme, adjust, contrastPairs.filter((pair) => pair.adjust === adjust), colors),
  }));
}
