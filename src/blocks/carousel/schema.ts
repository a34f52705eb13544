import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, text, longText } from '../../shared/fields';

const carouselVariants = ['coverflow', 'testimonials', 'autoplay', 'gallery'] as const;

export const carouselSlideSchema = z
  .strictObject({
    badge: text('Coverflow: the large letter or short mark on the slide, e.g. W').optional(),
    title: text('Coverflow: the value name; autoplay: the slide title; gallery: an optional caption title').optional(),
    text: longText('Coverflow: the quote; testimonials: what the person said; autoplay: the description; gallery: the caption').optional(),
    name: text('Testimonials: the name of the person quoted').optional(),
    role: text('Testimonials: the person\'s job title and organisation').optional(),
    image: imageSchema
      .optional()
      .describe('Testimonials: the portrait; autoplay and gallery: the picture of the slide'),
  })
  .describe('One slide; which fields it needs depends on the carousel variant');

/** The fields each variant needs on every slide. */
const requiredSlideFields = {
  coverflow: ['badge', 'title', 'text'],
  testimonials: ['text', 'name', 'role', 'image'],
  autoplay: ['title', 'text', 'image'],
  gallery: ['image'],
} as const satisfies Record<(typeof carouselVariants)[number], ReadonlyArray<keyof z.infer<typeof carouselSlideSchema>>>;

export const carouselSchema = blockBase
  .extend({
    type: z.literal('carousel'),
    variant: z
      .enum(carouselVariants)
      .describe('Kind of carousel: coverflow (values in 3D), testimonials (quotes), autoplay (moves by itself) or gallery (pictures that fade)'),
    label: text('Name of the carousel read by screen readers, e.g. "Our values"'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the carousel').optional(),
    intro: longText('A paragraph between the heading and the slides').optional(),
    slides: listOf(z.array(carouselSlideSchema), 'slide', 'slides').min(2).describe('The slides, in order'),
  })
  .superRefine((carousel, ctx) => {
    const needed = requiredSlideFields[carousel.variant];
    carousel.slides.forEach((slide, index) => {
      for (const field of needed) {
        if (slide[field] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['slides', index, field],
            message: `required field \`${field}\` is missing: every slide of a ${carousel.variant} carousel needs ${needed.map((name) => `\`${name}\``).join(', ')}`,
          });
        }
      }
    });
  })
  .describe('Slides that move sideways: values (coverflow), testimonials, an auto-playing set or a picture gallery');

export type CarouselBlock = z.infer<typeof carouselSchema>;
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;
export type CarouselVariant = CarouselBlock['variant'];
