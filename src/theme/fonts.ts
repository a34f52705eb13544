// Self-hosted variable fonts from npm, Latin subset only (the site is in English).
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import manropeLatin from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const face = (family: string, url: string) => `
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: swap;
  font-weight: 400 700;
  src: url(${url}) format('woff2-variations');
  unicode-range: ${latinRange};
}`;

export const fontFiles = [interLatin, manropeLatin];
export const fontFaces = face('Inter Variable', interLatin) + face('Manrope Variable', manropeLatin);
