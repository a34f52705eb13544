import { z } from 'zod';
import { blockSchema } from '../blocks/schemas';
import { text } from '../shared/fields';

const pageFields = {
  title: text('Page title for the browser tab and search results (the site name is added automatically)'),
  description: z
    .string()
    .trim()
    .min(50, { error: 'is too short for search results: write 50 to 160 characters' })
    .max(160, { error: 'is too long for search results: keep it to 160 characters' })
    .describe('One or two sentences shown under the title in search results (50 to 160 characters)'),
  blocks: z.array(blockSchema).min(1).describe('The blocks of the page, top to bottom'),
  sectionMenu: z
    .boolean()
    .optional()
    .describe('On phones, a long page (four or more headed sections) opens with a menu of its sections; false turns it off'),
};

export const pageSchema = z
  .strictObject({
    path: z
      .string()
      .regex(/^\/([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*)?$/, {
        error: 'must start with / and use only letters, digits, - and _ between slashes, with no slash at the end',
      })
      .describe('Address of the page, e.g. /about or /application/product/aeration'),
    ...pageFields,
  })
  .describe('One page of the site');

export const pagesFileSchema = z
  .strictObject({
    pages: z.array(pageSchema).min(1).describe('Every page of the site'),
    notFound: z.strictObject(pageFields).describe('The page shown for addresses that do not exist'),
  })
  .describe('pages.yaml: every page of the site, each an ordered list of blocks');

export type Page = z.infer<typeof pageSchema>;
export type PagesFile = z.infer<typeof pagesFileSchema>;
