// The site's full colour set, derived at build time from the few colours nav.yaml names (site.theme.colors). Shades
// are made in OKLCH, where lightness is perceived lightness: a darker or paler version of a colour keeps its hue.
import Color from 'colorjs.io';
import type { SiteTheme } from '../shared/themeSchema';
import { fontStack } from './themeFontCss';

/** White text, the page's surface; the neutral greys are not brand colours and stay in src/theme/tokens.ts. */
const WHITE = '#FFFFFF';

export const hex = (color: Color) => color.to('srgb').toGamut().toString({ format: 'hex', collapse: false }).toUpperCase();

/** The colour with its OKLCH lightness and chroma scaled (a factor below 1 makes it darker and less vivid). */
function scaled(value: string, lightness: number, chroma: number): string {
  const color = new Color(value).to('oklch');
  color.coords[0] = (color.coords[0] ?? 0) * lightness;
  color.coords[1] = (color.coords[1] ?? 0) * chroma;
  return hex(color);
}

/** A pale tint in the colour's hue: OKLCH lightness 0.956 and little chroma, quiet behind body text. */
function tint(value: string, lightness: number, chroma: number): string {
  const hue = new Color(value).to('oklch').coords[2] ?? 0;
  return hex(new Color('oklch', [lightness, chroma, Number.isNaN(hue) ? 0 : hue]));
}

/** The colour made see-through, written as `rgba(r,g,b,a)`. */
function translucent(value: string, alpha: number): string {
  const [r, g, b] = new Color(value).to('srgb').coords.map((channel) => Math.round((channel ?? 0) * 255));
  return `rgba(${r},${g},${b},${alpha})`;
}

/** WCAG 2.1 contrast ratio of two colours. */
export const contrast = (foreground: string, background: string) => new Color(foreground).contrast(new Color(background), 'WCAG21');

/**
 * The nearest shade of `value` (same hue and chroma, OKLCH lightness moved in steps of 0.005 away from `background`)
 * that reaches `minimum` contrast against it, or undefined when no lightness does.
 */
function nearestPassingShade(value: string, background: string, minimum: number): string | undefined {
  if (contrast(value, background) >= minimum) return hex(new Color(value));
  const start = new Color(value).to('oklch');
  const direction = new Color(background).to('oklch').coords[0]! > 0.5 ? -1 : 1;
  for (let lightness = start.coords[0]!; lightness >= 0 && lightness <= 1; lightness += direction * 0.005) {
    const candidate = hex(new Color('oklch', [lightness, start.coords[1]!, Number.isNaN(start.coords[2]) ? 0 : start.coords[2]!]));
    if (contrast(candidate, background) >= minimum) return candidate;
  }
  return undefined;
}

/** Every colour the site draws with, by role. */
export function themeColors(theme: SiteTheme) {
  const { primary, accent } = theme.colors;
  const primaryDeep = scaled(primary, 0.8, 0.775);
  const accentDeep = scaled(accent, 0.9, 0.9);
  const accentOnDark = theme.colors.accentOnDark ?? nearestPassingShade(accent, primary, 4.5) ?? WHITE;
  return {
    primary: hex(new Color(primary)),
    /** The footer, the primary button's hover, the hero's overlay: the primary colour darker. */
    primaryDeep,
    accent: hex(new Color(accent)),
    /** Hover of links and secondary buttons, and links on the light band. */
    accentDeep,
    accentOnDark,
    highlight: theme.colors.highlight ?? accentOnDark,
    band: theme.colors.band ?? tint(accent, 0.956, 0.0153),
    /** The quietest band: a near-white in the primary colour's hue. */
    subtle: tint(primary, 0.98, 0.006),
    scrim: translucent(primaryDeep, 0.55),
    videoButton: translucent(primaryDeep, 0.7),
    videoButtonHover: translucent(primaryDeep, 0.9),
    shadowSoft: translucent(primary, 0.08),
    shadowRaised: translucent(primary, 0.18),
    shadowHeader: translucent(primaryDeep, 0.18),
    overlayStrong: translucent(primaryDeep, 0.92),
    overlay: translucent(primary, 0.78),
    overlayFaint: translucent(primary, 0.45),
  };
}

export type ThemeColors = ReturnType<typeof themeColors>;

/** `primaryDeep` -> `--primary-deep`: the CSS custom property each colour is on :root as (src/theme/tokens.ts reads them). */
const cssVariable = (name: string) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The `:root` rule that gives every page its colours and its font stack (`--font`). */
export function themeCss(theme: SiteTheme): string {
  const colors = themeColors(theme);
  const properties = [...Object.entries(colors).map(([name, value]) => `${cssVariable(name)}:${value}`), `--font:${fontStack(theme.font)}`];
  return `:root{${properties.join(';')}}`;
}

/**
 * What the server renderer needs of the theme: the `:root` rule and the font faces (`fontFaces`, from themeFont.ts)
 * for every page's head, and the browser's colours (`theme-color` and the web manifest): the header's primary colour,
 * and the page's white.
 */
export function siteTheme(theme: SiteTheme, fontFaces: string) {
  return { css: fontFaces + themeCss(theme), browserColors: { theme: themeColors(theme).primary, background: WHITE } };
}

export type SiteThemeModule = ReturnType<typeof siteTheme>;
