import { z } from 'zod';
import { blockBase } from '../../shared/blockBase';
import { text, longText, videoSchema } from '../../shared/fields';

export const captionsSchema = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/[^\s?#]+\.vtt$/i, { error: 'must be a path under public/ ending in .vtt (a WebVTT file)' })
      .describe('Path of the WebVTT captions file under public/, for example /media/ifas-process.en.vtt'),
    label: text('Name of the captions in the player menu, e.g. English'),
    language: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, { error: 'must be a language tag such as en or en-GB' }).describe('Language of the captions, e.g. en'),
  })
  .describe('Captions: what is said or shown, timed to the video (a WebVTT file)');


export const videoBlockSchema = blockBase
  .extend({
    type: z.literal('video'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the video').optional(),
    intro: longText('A paragraph before the video').optional(),
    video: videoSchema.describe('The video file, an optional .mp4 copy and its poster picture (the poster also sets the size)'),
    captions: captionsSchema.optional(),
    caption: longText('What the video shows, written under it and read to screen-reader users'),
  })
  .describe('A video the visitor starts with the player controls; it never plays by itself');

export type VideoBlock = z.infer<typeof videoBlockSchema>;
