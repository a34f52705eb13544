import { z } from 'zod';
import { blockBase } from '../../shared/blockBase';
import { text, videoSchema } from '../../shared/fields';

export const videoBlockSchema = blockBase
  .extend({
    type: z.literal('video'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the video').optional(),
    intro: text('A paragraph before the video').optional(),
    video: videoSchema.describe('The video file, an optional .mp4 copy and its poster picture (the poster also sets the size)'),
    caption: text('What the video shows, written under it and read to screen-reader users'),
  })
  .describe('A video the visitor starts with the player controls; it never plays by itself');

export type VideoBlock = z.infer<typeof videoBlockSchema>;
