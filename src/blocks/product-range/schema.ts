import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, figureSchema, imageSchema, text, longText } from '../../shared/fields';

/** What a product card's figures must number: one is a claim, four no longer fit a card at a glance. */
const FIGURES = { min: 2, max: 3 } as const;
const figuresError = `give ${FIGURES.min} or ${FIGURES.max} key figures: a product card shows two or three`;

export const productSchema = z
  .strictObject({
    name: text('Name of the product, e.g. "Fine bubble diffusers"'),
    text: longText('One short line on what it is and where it fits'),
    image: imageSchema.describe('A drawing of the product, shown across the top of its card'),
    figures: listOf(z.array(figureSchema), 'figure', 'figures')
      .min(FIGURES.min, { error: figuresError })
      .max(FIGURES.max, { error: figuresError })
      .describe('Two or three key figures, each a value with its unit and a short label, e.g. "3.5–5 kg O₂ per kWh"'),
    action: buttonSchema
      .pick({ label: true, to: true, style: true })
      .describe('The button under the figures, e.g. "Ask for a quote" to /contact'),
  })
  .describe('One product: name, a line of text, a drawing, key figures and a button');

export const productRangeSchema = blockBase
  .extend({
    type: z.literal('product-range'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the products, e.g. "The aeration systems we supply"').optional(),
    intro: longText('A paragraph before the products').optional(),
    products: listOf(z.array(productSchema), 'product', 'products')
      .min(2)
      .max(6)
      .describe('The products, in order; three or four a row on wide screens, one column on a phone'),
  })
  .describe('Product cards with a drawing, key figures and a button each, for the top of a product page');

export type ProductRangeBlock = z.infer<typeof productRangeSchema>;
export type Product = z.infer<typeof productSchema>;
