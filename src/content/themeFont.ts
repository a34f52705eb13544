// The site's typeface from nav.yaml (`site.theme.font`): its @font-face, the font stack, and a local fallback font
// sized to the web font's metrics (read from the file by fontaine), so text does not move when the web font arrives.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateFontFace, getMetricsForFamily, readMetrics } from 'fontaine';
import type { SiteTheme } from '../shared/themeSchema';
import { fallbackName, webFontFace } from './themeFontCss';

type Font = NonNullable<SiteTheme['font']>;

/** The local font the fallback face scales: Arial, by its metrics (which Liberation Sans and Arimo share). */
const FALLBACK_FONT = 'Arial';
/** Where a device has it: Windows and macOS by its names, Linux and ChromeOS as its metric-compatible twins. */
const FALLBACK_LOCALS = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'].map((name) => `local("${name}")`).join(', ');

/**
 * The web font's @font-face and its metric-matched fallback: the local sans resized (size-adjust) and given the web
 * font's ascent, descent and line gap. Without a font file, nothing: a font named alone is the reader's own.
 */
export async function fontFaces(font: Font | undefined, publicDir: string): Promise<string> {
  if (!font?.src) return '';
  const [metrics, fallbackMetrics] = await Promise.all([readMetrics(pathToFileURL(join(publicDir, font.src))), getMetricsForFamily(FALLBACK_FONT)]);
  if (!metrics || !fallbackMetrics) return webFontFace(font);
  const fallback = generateFontFace(metrics, { name: fallbackName(font), font: FALLBACK_FONT, metrics: fallbackMetrics, src: FALLBACK_LOCALS });
  return webFontFace(font) + fallback.replace(/\s*([{};:])\s*/g, '$1');
}
