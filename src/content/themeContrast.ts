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

export type ContrastFailure = { pair: Pair; ratio: number; suggestion: string | undefined };

const ratioOf = (pair: Pair, colors: ThemeColors) => contrast(pair.foreground(colors), pair.background(colors));

/**
 * The nearest value of the pair's nav.yaml colour that makes the pair pass: its OKLCH lightness moved in steps of
 * 0.005 up and down (the closer passing one wins), hue and chroma kept, the derived shades derived again each step.
 */
function suggestion(theme: SiteTheme, pair: Pair, colors: ThemeColors): string | undefined {
  const [l, c, h] = new Color(colors[pair.adjust]).to('oklch').coords;
  const [lightness, chroma, hue] = [l ?? 0, c ?? 0, h === null || Number.isNaN(h) ? 0 : h];
  const passes = (step: number) => {
    if (step < 0 || step > 1) return undefined;
    const candidate = hex(new Color('oklch', [step, chroma, hue]));
    const tried = { ...theme, colors: { ...theme.colors, [pair.adjust]: candidate } };
    return ratioOf(pair, themeColors(tried)) >= pair.minimum ? candidate : undefined;
  };
  for (let distance = 0.005; distance <= 1; distance += 0.005) {
    const found = passes(lightness - distance) ?? passes(lightness + distance);
    if (found) return found;
  }
  return undefined;
}

/** The pairs that fall short of their minimum contrast, each with the nearest passing value of the colour to change. */
export function contrastFailures(theme: SiteTheme): ContrastFailure[] {
  const colors = themeColors(theme);
  return contrastPairs.flatMap((pair) => {
    const ratio = ratioOf(pair, colors);
    return ratio >= pair.minimum ? [] : [{ pair, ratio, suggestion: suggestion(theme, pair, colors) }];
  });
}
