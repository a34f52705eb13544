// The studio's look: the site's palette, a quiet tool interface around the page.
import { palette, theme } from '../../../theme/tokens';

export const studio = {
  ink: palette.ink,
  muted: palette.muted,
  brand: palette.deep,
  brandDark: palette.deepDarker,
  accent: palette.teal,
  accentDark: palette.tealDark,
  line: palette.line,
  canvas: '#EEF2F6',
  panel: palette.white,
  subtle: palette.mist,
  selected: palette.foam,
  danger: palette.danger,
  success: palette.success,
  font: theme.fonts.body,
  radius: '8px',
} as const;
