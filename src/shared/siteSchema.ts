import { z } from 'zod';
import { listOf } from './editorMeta';
import { imageSchema, linkTarget, phoneNumber, socialLinkSchema, text, longText } from './fields';
import { siteLabelsSchema } from './labels';
import { siteThemeSchema } from './themeSchema';

const navLinkSchema = z
  .strictObject({
    label: text('Text of the link'),
    to: linkTarget.optional().describe('Where it goes; leave out while the destination does not exist yet (shown as plain text)'),
  })
  .describe('A navigation link');

const navGroupSchema = z
  .strictObject({
    heading: text('Heading of the group, e.g. Solutions'),
    links: listOf(z.array(navLinkSchema), 'link', 'links').min(1).describe('Links in the group, in order'),
  })
  .describe('A titled group of links');

/** A link of the header's dropdown: the panel has room for a line saying what the page is about. */
const menuLinkSchema = navLinkSchema
  .extend({
    description: text('One short line under the link in the desktop dropdown, e.g. "Municipal and industrial effluent"')
      .max(80, { error: 'keep it to one line: at most 80 characters' })
      .optional(),
  })
  .describe('A link in a dropdown, with an optional one-line description');

const menuGroupSchema = navGroupSchema
  .extend({ links: listOf(z.array(menuLinkSchema), 'link', 'links').min(1).describe('Links in the group, in order') })
  .describe('A titled group of links inside a dropdown');

export const headerItemSchema = z
  .strictObject({
    label: text('Text in the menu bar'),
    to: linkTarget.optional().describe('Where the item goes (leave out for a dropdown)'),
    button: z.boolean().optional().describe("Show the link as a filled button: the site's main call to action, e.g. Get a quote"),
    groups: listOf(z.array(menuGroupSchema), 'group', 'groups').min(1).optional().describe('Columns of the dropdown panel that opens from this item'),
  })
  .refine((item) => Boolean(item.to) !== Boolean(item.groups), {
    error: 'give a menu item either `to` (a link) or `groups` (a dropdown), not both and not neither',
  })
  .refine((item) => !(item.button && item.groups), { error: 'a dropdown cannot be a button: give `button: true` to a link item (with `to`)' })
  .describe('An item of the header menu: a link, a button or a dropdown');

/** A site icon: a picture under public/ (an SVG scales to every size a browser asks for). */
const iconFile = z.string().regex(/^\/[^\s?#]+\.(svg|png|ico)$/i, { error: 'must be a path under public/ starting with /, ending in .svg, .png or .ico' });

/**
 * A file of public/ (or a pattern: `*` any name within a folder, `**` any folders) published though no page names it:
 * a document to send by email, a file another site links to. Written from public/, with or without a leading /.
 */
const keepEntry = z
  .string()
  .trim()
  .regex(/^\/?[^/\\\s][^\\]*$/, { error: 'must be a path under public/ such as documents/report.pdf or documents/*.pdf' })
  .refine((entry) => !entry.split('/').includes('..'), { error: 'must stay inside public/: `..` is not allowed' })
  .describe('A file under public/ or a pattern, e.g. documents/*.pdf');

const publishSchema = z
  .strictObject({
    keep: listOf(z.array(keepEntry), 'file', 'files').min(1).describe('Files of public/ to publish although no page uses them (the site publishes only the files its content names, and robots.txt)'),
  })
  .describe('Which files of public/ the site publishes besides those its pages use');

const siteIdentitySchema = z
  .strictObject({
    name: text('Company name, shown beside the logo and in page titles'),
    url: z.url({ error: 'must be a full address like https://www.example.com' }).describe('Public address of the site, used for canonical links and the sitemap'),
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a language code like en or en-GB' }).default('en').describe('Language of the content, e.g. en or en-GB'),
    titleTemplate: z
      .string()
      .includes('%s', { error: 'must contain %s where the page title goes' })
      .describe('How browser tab titles are built; %s is replaced by the page title'),
    logo: imageSchema.describe('The logo image shown in the header'),
    favicon: iconFile.describe('The small picture browsers show in the tab, e.g. /favicon.svg'),
    appIcon: iconFile.optional().describe('The larger picture shown when the site is added to a home screen; the favicon when left out'),
    theme: siteThemeSchema,
    publish: publishSchema.optional(),
    tagline: longText('Sentence shown in the footer under the logo'),
    rightsNotice: text('Words after the year and company name in the copyright line'),
    labels: siteLabelsSchema,
  })
  .describe('The company and site-wide settings');

export const navFileSchema = z
  .strictObject({
    site: siteIdentitySchema,
    header: z
      .strictObject({
        items: listOf(z.array(headerItemSchema), 'item', 'items').min(1).describe('Menu items, left to right'),
        phone: z
          .strictObject({
            label: text('Words before the number, e.g. "Call us"'),
            number: phoneNumber.describe('Phone number as it should be shown, e.g. +1 555 0100; it can be tapped to call'),
          })
          .optional()
          .describe('A phone number at the foot of the phone menu, beside the button item, so a visitor can call in one tap'),
      })
      .describe('The sticky header menu'),
    footer: z
      .strictObject({
        columns: listOf(z.array(navGroupSchema), 'column', 'columns').min(1).max(6).describe('Link columns, left to right'),
        socials: listOf(z.array(socialLinkSchema), 'social link', 'social links').max(8).describe('Social icons in the footer'),
        contact: text('A line under the tagline: the address, telephone or email, e.g. "1 High Street, Exeter · 01392 000000"').optional(),
        legal: text('A line after the copyright: company number, registered office, VAT number').optional(),
      })
      .describe('The footer'),
  })
  .describe('nav.yaml: site identity, header menu and footer');

export type NavFile = z.infer<typeof navFileSchema>;
export type HeaderItem = z.infer<typeof headerItemSchema>;
