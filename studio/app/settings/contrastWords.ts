// The words the studio shows beside a theme colour for each text and surface pair drawn with it (the pairs and their
// contrast come from the content check, src/content/themeContrast.ts).
import type { contrastsOf } from '../../../src/content';

type Contrast = ReturnType<typeof contrastsOf>['pairs'][number];

/** 4.56 -> "4.5:1": rounded down, so a ratio shown at the minimum always passes. */
export const ratioWords = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/** "4.8:1 — passes for text", or "3.1:1 — too low for small text, needs 4.5:1; try #0B6B61". */
export function contrastVerdict({ pair, ratio }: Contrast, suggestion: string | undefined): string {
  const forText = pair.minimum >= 4.5;
  if (ratio >= pair.minimum) return `${ratioWords(ratio)} — passes for ${forText ? 'text' : 'large text and controls'}`;
  const low = `${ratioWords(ratio)} — too low ${forText ? 'for small text' : 'even for large text and controls'}, needs ${pair.minimum}:1`;
  return suggestion ? `${low}; try ${suggestion}` : `${low}; choose a much lighter or darker colour`;
}

/** "White text on the primary colour (header, dark bands, primary buttons)". */
export const pairWords = ({ pair }: Contrast) => `${pair.text.charAt(0).toUpperCase()}${pair.text.slice(1)} on ${pair.surface}`;
