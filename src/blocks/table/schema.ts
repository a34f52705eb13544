import { z } from 'zod';
import { listOf } from '../../shared/editorMeta';
import { blockBase } from '../../shared/blockBase';
import { text, longText } from '../../shared/fields';

export const tableSchema = blockBase
  .extend({
    type: z.literal('table'),
    heading: text('Heading above the table').optional(),
    intro: longText('A paragraph before the table').optional(),
    caption: longText('Short description of what the table lists (read by screen readers and shown under the table)'),
    columns: listOf(z.array(text('A column heading')), 'column', 'columns').min(1).describe('Column headings, left to right'),
    rows: listOf(z.array(listOf(z.array(text('A cell')), 'cell', 'cells').min(1).describe('One row: one cell per column')), 'row', 'rows')
      .min(1)
      .describe('The rows, top to bottom'),
    rowHeaders: z.boolean().default(true).describe('Treat the first cell of each row as that row\'s heading'),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `has ${row.length} cells but the table has ${table.columns.length} columns`,
        });
      }
    });
  })
  .describe('A table with a caption, column headings and rows (on phones each row becomes a card of labelled values)');

export type TableBlock = z.infer<typeof tableSchema>;
