import { z } from 'zod';
import { blockBase } from '../../shared/blockBase';
import { editAs } from '../../shared/editorMeta';
import { imageSchema, text, longText } from '../../shared/fields';
import { hasPlainHost, PLAIN_HOST_RULE } from '../../shared/plainHost';

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full https:// address' }).refine(hasPlainHost, { error: `must be a plain https:// address: ${PLAIN_HOST_RULE}` });

export const mapSchema = blockBase
  .extend({
    type: z.literal('map'),
    heading: text('Heading above the map, e.g. "Find us"').optional(),
    text: longText('A sentence under the heading, e.g. directions').optional(),
    embedUrl: httpsUrl.describe('Address of the map to embed (the "embed" link of the map service), starting with https://'),
    title: text('What the map shows, read to screen-reader users, e.g. "Map of our headquarters"'),
    preview: imageSchema.describe('Still picture shown until the visitor asks for the live map'),
    notice: longText('Sentence on the preview saying which service the live map comes from and that it is loaded only on request'),
    loadLabel: text('Text of the button that loads the live map, e.g. "Show the map"'),
    link: z
      .strictObject({
        label: text('Text of the link, e.g. "Open the map in a new tab"'),
        to: editAs(httpsUrl.describe('Address of the map on the map service\'s own site'), { kind: 'link' }),
      })
      .optional()
      .describe('Optional link to the same map on the map service\'s site'),
  })
  .describe('A map that loads only when the visitor asks: a still preview with a button, then the live map');

export type MapBlock = z.infer<typeof mapSchema>;
