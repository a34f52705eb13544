// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Table from '../../src/blocks/table/Table';
import { tableSchema } from '../../src/blocks/table/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'table',
  heading: 'Reference plants',
  intro: 'A few of the plants we designed and run.',
  caption: 'Plant, country and daily capacity',
  columns: ['Plant', 'Country', 'Capacity (MLD)'],
  rows: [
    ['Riverside', 'India', '455'],
    ['Lakeshore', 'Switzerland', '150'],
  ],
};

const problems = (value: unknown) => messagesOf(tableSchema.safeParse(value).error);

describe('table schema', () => {
  it('accepts a caption, columns and rows, with row headings by default', () => {
    expect(tableSchema.parse(input).rowHeaders).toBe(true);
    expect(tableSchema.parse({ ...input, heading: undefined, intro: undefined, rowHeaders: false }).rowHeaders).toBe(false);
  });

  it('needs a caption, at least one column and one row', () => {
    expect(problems({ type: 'table', columns: [], rows: [] })).toEqual([
      'caption: Invalid input: expected string, received undefined',
      'columns: Too small: expected array to have >=1 items',
      'rows: Too small: expected array to have >=1 items',
    ]);
  });

  it('names each row whose cells do not match the columns', () => {
    expect(problems({ ...input, rows: [['Riverside', 'India'], ['Lakeshore', 'Switzerland', '150'], ['Hilltop', 'Peru', '200', 'extra']] })).toEqual([
      'rows.0: has 2 cells but the table has 3 columns',
      'rows.2: has 4 cells but the table has 3 columns',
    ]);
  });
});

describe('table component', () => {
  it('shows the heading, intro and a captioned table with column and row headings', () => {
    renderBlock(Table, tableSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'Reference plants' })).toBeTruthy();
    expect(screen.getByText('A few of the plants we designed and run.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Plant, country and daily capacity' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Plant', 'Country', 'Capacity (MLD)']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Riverside', 'Lakeshore']);
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['India', '455', 'Switzerland', '150']);
  });

  it('lets keyboard users scroll a wide table: a focusable region named by the caption', () => {
    renderBlock(Table, tableSchema.parse(input));
    const region = screen.getByRole('region', { name: 'Plant, country and daily capacity' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  it('uses plain cells throughout when rows have no heading', () => {
    renderBlock(Table, tableSchema.parse({ ...input, rowHeaders: false }));
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getAllByRole('cell')).toHaveLength(6);
  });
});
