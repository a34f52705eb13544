// Field schemas shared by several blocks and by the navigation.
// Conventions the content checker relies on: a link's destination is always a field named `to`,
// and a media file's path is always a field named `src`.
import { z } from 'zod';
import { iconNames, socialNetworks } from '../icons/names';

export const text = (description: string) =>
  z.string().trim().min(1, { error: 'must not be empty' }).describe(description);

export const linkTarget = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .describe('Where the link goes: a page path like /about, an anchor like #Values or /about#Mission, or a full https:// address');

export const imageSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/[^\s?#]+\.(svg|png|jpe?g|webp|avif|gif)$/i, {
        error: 'must be a path under public/ starting with /, ending in .svg, .png, .jpg, .webp, .avif or .gif',
      })
      .describe('Path of the image under public/, starting with /, for example /images/aeration.svg'),
    alt: z
      .string()
      .describe('What the image shows, for people who cannot see it. Write "" only for a purely decorative image'),
    width: z.number().int().positive().optional().describe('Width of the picture file in pixels; leave it out and the build reads it from the file'),
    height: z.number().int().positive().optional().describe('Height of the picture file in pixels; leave it out and the build reads it from the file'),
  })
  .describe('An image file with its description and size');

export const videoSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/[^\s?#]+\.(webm|mp4)$/i, { error: 'must be a path under public/ ending in .webm or .mp4' })
      .describe('Path of the main video file under public/ (.webm preferred)'),
    fallback: z
      .string()
      .regex(/^\/[^\s?#]+\.mp4$/i, { error: 'must be a path under public/ ending in .mp4' })
      .optional()
      .describe('Optional .mp4 copy for browsers that cannot play the main file'),
    poster: imageSchema.describe('Still picture shown before the video plays and to people who prefer less motion'),
  })
  .describe('A muted, looping video with a poster image');

export const iconName = z.enum(iconNames).describe('Name of an icon from the site icon set');

export const buttonSchema = z
  .strictObject({
    label: text('Text on the button'),
    to: linkTarget,
    style: z
      .enum(['primary', 'secondary', 'light', 'outline'])
      .default('primary')
      .describe('Look of the button: primary (dark blue), secondary (teal), light (white) or outline'),
    icon: iconName.optional(),
    visibleFrom: z
      .enum(['md', 'lg'])
      .optional()
      .describe('Show the button only on screens at least this wide (md = tablets, lg = desktops)'),
  })
  .describe('A button that links somewhere');

export const socialLinkSchema = z
  .strictObject({
    network: z.enum(socialNetworks).describe('Which network the icon shows'),
    label: text('Accessible name, for example "Wastely on Facebook"'),
    to: linkTarget.optional().describe('Address of the profile; leave out while the profile does not exist yet'),
  })
  .describe('A social network icon link');

/** A list of paragraphs and lists, in reading order. */
export const richBody = z
  .array(
    z.union(
      [
        text('A paragraph'),
        z.strictObject({ list: z.array(text('A list item')).min(1).describe('A bulleted list') }),
        z.strictObject({ numbered: z.array(text('A list item')).min(1).describe('A numbered list') }),
        z.strictObject({ subheading: text('A small heading inside the text') }),
      ],
      { error: 'expected a paragraph of text, or an entry `list:`, `numbered:` or `subheading:`' },
    ),
  )
  .min(1)
  .describe('Paragraphs of text, in order; a `list:` or `numbered:` entry makes a list, `subheading:` a small heading');

/** An image as components receive it: raster images also carry the build's AVIF/WebP `sources` (responsiveImages.ts). */
export type Image = z.infer<typeof imageSchema> & { sources?: Array<{ type: string; srcset: string }> };
export type Video = z.infer<typeof videoSchema>;
export type Button = z.infer<typeof buttonSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type RichBody = z.infer<typeof richBody>;
