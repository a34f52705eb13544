// The font rules that need no file: the font stack and the web font's own @font-face (themeFont.ts adds the fallback
// face, whose metrics are read from the file at build time). Safe in a browser: the studio's preview uses them.
import type { SiteTheme } from '../shared/themeSchema';

type Font = NonNullable<SiteTheme['font']>;

/** What every device has: the text's last resort after the named font and its fallback. */
const SYSTEM_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const quoted = (family: string) => `'${family}'`;
export const fallbackName = (font: Font) => `${font.family} Fallback`;

/** The font-family list for text and headings (the custom property --font on :root). */
export function fontStack(font: Font | undefined): string {
  if (!font) return SYSTEM_STACK;
  return [quoted(font.family), ...(font.src ? [quoted(fallbackName(font))] : []), SYSTEM_STACK].join(', ');
}

/** The web font's own @font-face: a variable woff2 covering the weights the site uses (400 to 700). */
export function webFontFace(font: Font | undefined): string {
  if (!font?.src) return '';
  return `@font-face{font-family:${quoted(font.family)};font-style:normal;font-display:swap;font-weight:400 700;src:url(${font.src}) format('woff2-variations')}`;
}

