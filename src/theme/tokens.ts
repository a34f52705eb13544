// Three levels of tokens: palette (raw values), function (what a colour is for) and component tokens.
// Components use function or component tokens only.

export const palette = {
  ink: '#1F2A37',
  muted: '#4B5563',
  deep: '#0B3C5D',
  deepDarker: '#072A42',
  teal: '#0E7C71',
  tealDark: '#0A6B62',
  sky: '#38BDF8',
  foam: '#E6F4F1',
  mist: '#F5F9FC',
  sun: '#F2B705',
  success: '#2E7D32',
  danger: '#B3261E',
  white: '#FFFFFF',
  line: '#D5DEE6',
} as const;

/** A palette colour made see-through: `rgba(r,g,b,opacity)` (written as styled-components minifies it). */
function translucent(hex: string, opacity: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgba(${channels.join(',')},${opacity})`;
}

export const colors = {
  text: palette.ink,
  textMuted: palette.muted,
  heading: palette.deep,
  link: palette.teal,
  linkHover: palette.tealDark,
  /** Links and small accent text on the foam band, where plain teal falls just under 4.5:1. */
  linkOnBand: palette.tealDark,
  surface: palette.white,
  surfaceAlt: palette.mist,
  band: palette.foam,
  inverse: palette.deep,
  inverseStrong: palette.deepDarker,
  onInverse: palette.white,
  accentOnInverse: palette.sky,
  highlightOnInverse: palette.sun,
  border: palette.line,
  focus: palette.teal,
  focusOnInverse: palette.sun,
  success: palette.success,
  danger: palette.danger,
  /** White washes over the deep blue header, footer and bands: hover and selected backgrounds, dividers. */
  washOnInverse: translucent(palette.white, 0.12),
  washOnInverseFaint: translucent(palette.white, 0.08),
  washOnInverseStrong: translucent(palette.white, 0.14),
  lineOnInverse: translucent(palette.white, 0.16),
} as const;

export const components = {
  buttonPrimaryBg: palette.deep,
  buttonPrimaryText: palette.white,
  buttonPrimaryHoverBg: palette.deepDarker,
  buttonSecondaryBg: palette.teal,
  buttonSecondaryText: palette.white,
  buttonSecondaryHoverBg: palette.tealDark,
  buttonLightBg: palette.white,
  buttonLightText: palette.deep,
  headerBg: palette.deep,
  headerText: palette.white,
  footerBg: palette.deepDarker,
  footerText: palette.white,
  cardBg: palette.white,
  /** Dims the page behind the open phone menu. */
  drawerScrim: translucent(palette.deepDarker, 0.55),
  /** The round pause button over the hero video: deep blue glass with a white rim, darker on hover. */
  videoButtonBg: translucent(palette.deepDarker, 0.7),
  videoButtonHoverBg: translucent(palette.deepDarker, 0.9),
  videoButtonBorder: translucent(palette.white, 0.7),
  /** The nearly opaque white notice laid over the map placeholder. */
  mapNoticeBg: translucent(palette.white, 0.94),
  heroOverlay: 'linear-gradient(100deg, rgba(7,42,66,0.92) 0%, rgba(11,60,93,0.78) 55%, rgba(11,60,93,0.45) 100%)',
} as const;

/**
 * Every text/background pair the theme uses, with the minimum WCAG contrast it must reach
 * (4.5 for body text, 3 for large text and UI parts). A unit test computes each ratio.
 */
export const contrastPairs: ReadonlyArray<{ name: string; fg: string; bg: string; min: number }> = [
  { name: 'body text on page', fg: colors.text, bg: colors.surface, min: 4.5 },
  { name: 'muted text on page', fg: colors.textMuted, bg: colors.surface, min: 4.5 },
  { name: 'muted text on mist band', fg: colors.textMuted, bg: colors.surfaceAlt, min: 4.5 },
  { name: 'body text on foam band', fg: colors.text, bg: colors.band, min: 4.5 },
  { name: 'muted text on foam band', fg: colors.textMuted, bg: colors.band, min: 4.5 },
  { name: 'heading on page', fg: colors.heading, bg: colors.surface, min: 4.5 },
  { name: 'heading on foam band', fg: colors.heading, bg: colors.band, min: 4.5 },
  { name: 'link on page', fg: colors.link, bg: colors.surface, min: 4.5 },
  { name: 'link on mist band', fg: colors.link, bg: colors.surfaceAlt, min: 4.5 },
  { name: 'link and eyebrow on foam band', fg: colors.linkOnBand, bg: colors.band, min: 4.5 },
  { name: 'eyebrow on page', fg: colors.linkOnBand, bg: colors.surface, min: 4.5 },
  { name: 'text on deep band', fg: colors.onInverse, bg: colors.inverse, min: 4.5 },
  { name: 'accent on deep band', fg: colors.accentOnInverse, bg: colors.inverse, min: 4.5 },
  { name: 'figure highlight on deep band', fg: colors.highlightOnInverse, bg: colors.inverse, min: 4.5 },
  { name: 'footer text', fg: components.footerText, bg: components.footerBg, min: 4.5 },
  { name: 'primary button', fg: components.buttonPrimaryText, bg: components.buttonPrimaryBg, min: 4.5 },
  { name: 'secondary button', fg: components.buttonSecondaryText, bg: components.buttonSecondaryBg, min: 4.5 },
  { name: 'light button', fg: components.buttonLightText, bg: components.buttonLightBg, min: 4.5 },
  { name: 'error text', fg: colors.danger, bg: colors.surface, min: 4.5 },
  { name: 'success text', fg: colors.success, bg: colors.surface, min: 4.5 },
  { name: 'focus ring on page', fg: colors.focus, bg: colors.surface, min: 3 },
  { name: 'focus ring on deep band', fg: colors.focusOnInverse, bg: colors.inverse, min: 3 },
  { name: 'field border on page', fg: palette.muted, bg: colors.surface, min: 3 },
];

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
/** Below this width a page is laid out for a phone held upright. */
const phoneWidth = 640;

const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  /** Phones: below 640 px blocks take their compact layouts (folded lists, icon beside title, figures two by two). */
  phone: `@media (max-width: ${phoneWidth - 0.02}px)`,
  notPhone: `@media (min-width: ${phoneWidth}px)`,
  /** A finger, not a mouse: touch screens, and any screen narrower than a tablet. */
  touch: `@media (max-width: ${breakpoints.md - 0.02}px), (pointer: coarse)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover) and (pointer: fine)',
} as const;

// Modular scale of 1.25 from a 16 px body.
const fontSizes = {
  sm: '0.875rem',
  base: '1rem',
  md: '1.25rem',
  lg: '1.5625rem',
  xl: '1.953rem',
  xxl: 'clamp(1.625rem, 1.2rem + 2.4vw, 2.441rem)',
  display: 'clamp(2.25rem, 1.3rem + 4vw, 3.815rem)',
} as const;

// One family for text and headings (the faces are in fonts.ts); 'Manrope Fallback' is a local font sized to match it.
const fontStack = "'Manrope Variable', 'Manrope Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const fonts = {
  body: fontStack,
  heading: fontStack,
} as const;

const space = {
  xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
} as const;

const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
const shadows = {
  card: '0 1px 2px rgba(11,60,93,0.08), 0 8px 24px rgba(11,60,93,0.08)',
  raised: '0 12px 32px rgba(11,60,93,0.18)',
  header: `0 1px 0 ${colors.washOnInverseFaint}, 0 6px 18px ${translucent(palette.deepDarker, 0.18)}`,
} as const;
const motion = { fast: '150ms ease-out', base: '250ms ease-out' } as const;
const layout = { maxWidth: '1200px', measure: '68ch', headerHeight: '72px' } as const;

export const theme = { palette, colors, components, breakpoints, media, fontSizes, fonts, space, radii, shadows, motion, layout };
export type Theme = typeof theme;
