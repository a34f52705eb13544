import { z } from 'zod';
import { blockSchema } from '../blocks/registry';
import { editAs, listOf } from '../shared/editorMeta';
import { text } from '../shared/fields';

const pageFields = {
  title: text('Page title for the browser tab and search results (the site name is added automatically)'),
  description: editAs(
    z
      .string()
      .trim()
      .min(50, { error: 'is too short for search results: write 50 to 160 characters' })
      .max(160, { error: 'is too long for search results: keep it to 160 characters' })
      .describe('One or two sentences shown under the title in search results (50 to 160 characters)'),
    { kind: 'long-text' },
  ),
  blocks: listOf(z.array(blockSchema), 'block', 'blocks').min(1).describe('The blocks of the page, top to bottom'),
  sectionMenu: z
    .boolean()
    .optional()
    .describe('On phones, a long page (four or more headed sections) opens with a menu of its sections; false turns it off'),
};

const PATH_PATTERN = /^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/;
const PATH_RULE = 'must start with / and use only letters, digits, - and _ between slashes, with no slash at the end';

export const pageSchema = z
  .strictObject({
    path: z.string().regex(PATH_PATTERN, { error: PATH_RULE }).describe('Address of the page, e.g. /about or /application/product/aeration'),
    ...pageFields,
  })
  .describe('One page of the site');

/** An old address that keeps working: visitors and search engines are sent on to the page with a permanent redirect. */
export const redirectSchema = z
  .strictObject({
    from: z.string().regex(PATH_PATTERN, { error: PATH_RULE }).describe('The old address, e.g. /about-us (no page may have it)'),
    to: editAs(
      z
        .string()
        .regex(/^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?(#[A-Za-z][A-Za-z0-9_-]*)?$/, { error: 'must be the path of a page, e.g. /about, optionally followed by an anchor such as #Mission' })
        .describe('The page the old address now leads to, e.g. /about or /about#Mission'),
      { kind: 'link' },
    ),
  })
  .describe('An old address sent on to a page (301, moved permanently)');

export const pagesFileSchema = z
  .strictObject({
    pages: listOf(z.array(pageSchema), 'page', 'pages').min(1).describe('Every page of the site'),
    notFound: z.strictObject(pageFields).describe('The page shown for addresses that do not exist'),
    redirects: listOf(z.array(redirectSchema), 'redirect', 'redirects').optional().describe('Old addresses of pages that keep working: each is sent on to its page'),
  })
  .describe('pages.yaml: every page of the site, each an ordered list of blocks');

export type Page = z.infer<typeof pageSchema>;
export type PagesFile = z.infer<typeof pagesFileSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
