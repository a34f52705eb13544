// The studio's look: a quiet tool interface in its own blue and green, the same whatever the site's colours.
import { palette } from '../../../src/app/preview';
import { studioFontStack } from './fonts';

export const studio = {
  ink: palette.ink,
  muted: palette.muted,
  brand: '#0B3C5D',
  brandDark: '#072A42',
  accent: '#0E7C71',
  accentDark: '#0A6B62',
  line: palette.line,
  canvas: '#EEF2F6',
  panel: palette.white,
  subtle: '#F5F9FC',
  selected: '#E6F4F1',
  danger: palette.danger,
  success: palette.success,
  font: studioFontStack,
  radius: '8px',
} as const;
