import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { imageSchema, text, longText } from '../../shared/fields';

export const milestoneSchema = z
  .strictObject({
    label: text('Short marker above the title, e.g. "Week 1" or "Phase 2"').optional(),
    title: text('Name of the stage'),
    text: longText('What happens in this stage'),
  })
  .describe('One stage of the timeline');

export const timelineSchema = blockBase
  .extend({
    type: z.literal('timeline'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the timeline').optional(),
    intro: longText('A paragraph before the timeline').optional(),
    layout: z
      .enum(['horizontal', 'sticky'])
      .default('horizontal')
      .describe('horizontal: stages side by side along a line (stacked on phones); sticky: stages down one side while the picture stays in view'),
    image: imageSchema.optional().describe('Picture kept in view beside the stages (sticky layout only)'),
    milestones: listOf(z.array(milestoneSchema), 'milestone', 'milestones').min(2).max(8).describe('The stages, in order; they are numbered automatically'),
  })
  .superRefine((block, context) => {
    if (block.layout === 'sticky' && !block.image) {
      context.addIssue({ code: 'custom', path: ['image'], message: 'the sticky layout needs an image to keep in view' });
    }
    if (block.layout === 'horizontal' && block.milestones.length > 6) {
      context.addIssue({ code: 'custom', path: ['milestones'], message: 'a horizontal timeline fits at most 6 stages in a row: use layout: sticky for more' });
    }
    if (block.layout === 'horizontal' && block.image) {
      context.addIssue({ code: 'custom', path: ['image'], message: 'the horizontal layout shows no image: remove it or use layout: sticky' });
    }
  })
  .describe('Stages of a project or process in order: along a horizontal line, or beside a picture that stays in view');

export type TimelineBlock = z.infer<typeof timelineSchema>;
export type Milestone = z.infer<typeof milestoneSchema>;
