// The studio's own type: one self-hosted variable family from npm, Latin subset only. (The site's font is nav.yaml's
// `site.theme.font`; the preview shows that one.)
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * A local sans scaled to Manrope's width and vertical metrics, used while the web font loads, so the swap does not
 * move text. Measured in Chromium against Liberation Sans (Arial's metrics): Manrope sets text 2.3% wider at 400,
 * with ascent 1.07 em and descent 0.30 em; the overrides are relative to the adjusted size.
 */
const fallbackFace = `
@font-face {
  font-family: 'Manrope Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Helvetica Neue'), local('Helvetica'), local('Roboto');
  size-adjust: 102.3%;
  ascent-override: 104.6%;
  descent-override: 29.3%;
  line-gap-override: 0%;
}`;

const face = (family: string, url: string) => `
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: 400 700;
  src: url(${url}) format('woff2-variations');
  unicode-range: ${latinRange};
}`;

/** The studio's font-family list. */
export const studioFontStack = "'Manrope Variable', 'Manrope Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export const fontFaces = face('Manrope Variable', manropeLatin) + fallbackFace;
