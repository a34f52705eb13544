// Three levels of tokens: palette (raw values), function (what a colour is for) and component tokens.
// Components use function or component tokens only.

/**
 * The neutral colours, the same for every site. The brand's colours are not here: they come from nav.yaml
 * (`site.theme.colors`), derived into a full set at build time (src/content/themeColors.ts) and written on :root as
 * CSS custom properties, which the tokens below name. So every page, island and the studio's preview draw with the
 * content's colours without a colour in the code.
 */
export const palette = {
  ink: '#1F2A37',
  muted: '#4B5563',
  success: '#2E7D32',
  danger: '#B3261E',
  white: '#FFFFFF',
  line: '#D5DEE6',
} as const;

/** The brand colours, by role, as the custom properties set on :root (names as in src/content/themeColors.ts). */
export const brand = {
  primary: 'var(--primary)',
  primaryDeep: 'var(--primary-deep)',
  accent: 'var(--accent)',
  accentDeep: 'var(--accent-deep)',
  accentOnDark: 'var(--accent-on-dark)',
  highlight: 'var(--highlight)',
  band: 'var(--band)',
  subtle: 'var(--subtle)',
  scrim: 'var(--scrim)',
  videoButton: 'var(--video-button)',
  videoButtonHover: 'var(--video-button-hover)',
  shadowSoft: 'var(--shadow-soft)',
  shadowRaised: 'var(--shadow-raised)',
  shadowHeader: 'var(--shadow-header)',
  overlayStrong: 'var(--overlay-strong)',
  overlay: 'var(--overlay)',
  overlayFaint: 'var(--overlay-faint)',
} as const;

export const colors = {
  text: palette.ink,
  textMuted: palette.muted,
  heading: brand.primary,
  link: brand.accent,
  linkHover: brand.accentDeep,
  /** Links and small accent text on the light band, where the plain accent may fall under 4.5:1. */
  linkOnBand: brand.accentDeep,
  surface: palette.white,
  surfaceAlt: brand.subtle,
  band: brand.band,
  inverse: brand.primary,
  inverseStrong: brand.primaryDeep,
  onInverse: palette.white,
  accentOnInverse: brand.accentOnDark,
  highlightOnInverse: brand.highlight,
  border: palette.line,
  focus: brand.accent,
  focusOnInverse: brand.highlight,
  success: palette.success,
  danger: palette.danger,
  /** White washes over the dark header, footer and bands: hover and selected backgrounds, dividers. */
  washOnInverse: 'rgba(255,255,255,0.12)',
  washOnInverseFaint: 'rgba(255,255,255,0.08)',
  washOnInverseStrong: 'rgba(255,255,255,0.14)',
  lineOnInverse: 'rgba(255,255,255,0.16)',
} as const;

export const components = {
  buttonPrimaryBg: brand.primary,
  buttonPrimaryText: palette.white,
  buttonPrimaryHoverBg: brand.primaryDeep,
  buttonSecondaryBg: brand.accent,
  buttonSecondaryText: palette.white,
  buttonSecondaryHoverBg: brand.accentDeep,
  buttonLightBg: palette.white,
  buttonLightText: brand.primary,
  headerBg: brand.primary,
  headerText: palette.white,
  footerBg: brand.primaryDeep,
  footerText: palette.white,
  cardBg: palette.white,
  /** Dims the page behind the open phone menu. */
  drawerScrim: brand.scrim,
  /** The round pause button over the hero video: dark glass with a white rim, darker on hover. */
  videoButtonBg: brand.videoButton,
  videoButtonHoverBg: brand.videoButtonHover,
  videoButtonBorder: 'rgba(255,255,255,0.7)',
  /** The nearly opaque white notice laid over the map placeholder. */
  mapNoticeBg: 'rgba(255,255,255,0.94)',
  heroOverlay: `linear-gradient(100deg, ${brand.overlayStrong} 0%, ${brand.overlay} 55%, ${brand.overlayFaint} 100%)`,
} as const;

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

// One family for text and headings: nav.yaml's `site.theme.font`, with its metric-matched fallback and the system's
// sans after it, as the custom property --font on :root (see src/content/themeFontCss.ts).
const fonts = {
  body: 'var(--font)',
  heading: 'var(--font)',
} as const;

const space = {
  xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
} as const;

const radii = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
const shadows = {
  card: `0 1px 2px ${brand.shadowSoft}, 0 8px 24px ${brand.shadowSoft}`,
  raised: `0 12px 32px ${brand.shadowRaised}`,
  header: `0 1px 0 ${colors.washOnInverseFaint}, 0 6px 18px ${brand.shadowHeader}`,
} as const;
const motion = { fast: '150ms ease-out', base: '250ms ease-out' } as const;
const layout = { maxWidth: '1200px', measure: '68ch', headerHeight: '72px' } as const;

export const theme = { palette, colors, components, breakpoints, media, fontSizes, fonts, space, radii, shadows, motion, layout };
export type Theme = typeof theme;
