import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, linkTarget, text, longText } from '../../shared/fields';

export const relatedTileSchema = z
  .strictObject({
    title: text('Name of the page the tile opens; it is the link text'),
    text: longText('One sentence on why to read it').optional(),
    to: linkTarget,
    image: imageSchema.describe('Thumbnail of the page\'s subject'),
  })
  .describe('One tile: a thumbnail, the page\'s name and a sentence');

export const relatedSchema = blockBase
  .extend({
    type: z.literal('related'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the tiles, e.g. "Related pages"').optional(),
    intro: longText('A paragraph before the tiles').optional(),
    tiles: listOf(z.array(relatedTileSchema), 'tile', 'tiles').min(1).max(6).describe('The pages to suggest, most relevant first'),
  })
  .describe('Tiles with thumbnails that lead on to related pages, for the end of a page');

export type RelatedBlock = z.infer<typeof relatedSchema>;
export type RelatedTile = z.infer<typeof relatedTileSchema>;
