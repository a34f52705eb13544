import { z } from 'zod';
import { editAs } from './editorMeta';

/** A colour as # and six hexadecimal digits (the studio shows a colour picker for it). */
export const hexColor = editAs(z.string().regex(/^#[0-9A-Fa-f]{6}$/, { error: 'must be a colour written as # and six hexadecimal digits, e.g. #0B3C5D' }), { kind: 'colour' });

const color = (description: string) => hexColor.describe(description);

const themeColorsSchema = z
  .strictObject({
    primary: color("The brand's dark colour: header, footer, dark bands and primary buttons. It carries white text"),
    accent: color('Links, secondary buttons, small marks and the focus ring on light surfaces'),
    highlight: color('Key figures, step numbers and the focus ring on dark surfaces; the accent on dark by default').optional(),
    accentOnDark: color('Small accent text, marks and borders on dark surfaces; a lighter accent by default').optional(),
    band: color('The light band behind `tone: band` blocks; a pale tint of the accent by default').optional(),
  })
  .describe('The site colours; every other shade (hover, footer, washes, shadows) is derived from them');

const fontSchema = z
  .strictObject({
    family: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'must be a font family name of letters, digits, spaces and -, e.g. Manrope' })
      .describe('Name of the font family for text and headings, e.g. Manrope'),
    src: z
      .string()
      .regex(/^\/[^\s?#]+\.woff2$/i, { error: 'must be a path under public/ starting with / and ending in .woff2' })
      .optional()
      .describe('The font file under public/ (a variable .woff2, weights 400 to 700); leave out to use the font installed on the reader\'s device'),
  })
  .describe('The typeface; without it the device\'s own sans-serif font is used');

export const siteThemeSchema = z
  .strictObject({
    colors: themeColorsSchema,
    font: fontSchema.optional(),
  })
  .describe('Colours and font of the site');

export type SiteTheme = z.infer<typeof siteThemeSchema>;
export type ThemeColorName = keyof SiteTheme['colors'];
