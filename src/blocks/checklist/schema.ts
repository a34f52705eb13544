import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { buttonSchema, text, longText } from '../../shared/fields';

export const checklistItemSchema = z
  .union([
    // A text area, as every plain text entry of a list of several shapes has been in the studio.
    longText('One included item, in a few words'),
    z.strictObject({ title: text('The included item, in a few words'), text: longText('One sentence on what it covers') }),
  ])
  .describe('An included item: a short line, or a title with one sentence');

export const checklistSchema = blockBase
  .extend({
    type: z.literal('checklist'),
    eyebrow: text('Small label above the heading').optional(),
    heading: text('Heading above the list, e.g. "What\'s included"').optional(),
    intro: longText('A paragraph before the list').optional(),
    items: listOf(z.array(checklistItemSchema), 'item', 'items').min(2).describe('The items, each shown with a tick; two columns on wide screens'),
    actions: listOf(z.array(buttonSchema), 'button', 'buttons').max(3).optional().describe('Buttons under the list'),
  })
  .describe('A ticked list in two columns, for what a service or product includes');

export type ChecklistBlock = z.infer<typeof checklistSchema>;
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
