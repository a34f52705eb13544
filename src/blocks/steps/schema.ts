import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, text, longText } from '../../shared/fields';

export const stepSchema = z
  .strictObject({
    title: text('Name of the stage, e.g. Screening'),
    text: longText('What the stage does and why'),
    items: listOf(z.array(text('A method or detail')), 'item', 'items').min(1).optional().describe('Optional list of methods used in this stage'),
    image: imageSchema.optional().describe('Optional picture of the stage'),
  })
  .describe('One numbered stage');

export const stepsSchema = blockBase
  .extend({
    type: z.literal('steps'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the stages').optional(),
    intro: longText('A paragraph before the stages').optional(),
    steps: listOf(z.array(stepSchema), 'step', 'steps').min(2).describe('The stages, in the order they happen; they are numbered automatically'),
    fold: z
      .boolean()
      .default(true)
      .describe('On phones, show the first three stages and a "Show all" button; turn off where the page promises every stage (e.g. "the seven stages")'),
  })
  .describe('A numbered sequence of stages, each with a title, text, optional methods and picture');

export type StepsBlock = z.infer<typeof stepsSchema>;
export type Step = z.infer<typeof stepSchema>;
