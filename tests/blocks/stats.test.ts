// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statsSchema } from '../../src/blocks/stats/schema';
import Stats from '../../src/blocks/stats/Stats';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'stats',
  tone: 'dark',
  heading: 'Our plants in figures',
  items: [
    { value: '70+', label: 'sludge digestion plants built since 1995' },
    { value: '30 MW', label: 'of power generated from biogas' },
  ],
};

describe('stats schema', () => {
  it('accepts figures with labels', () => {
    expect(statsSchema.safeParse(input).success).toBe(true);
  });

  it('shows normal-sized figures unless a large size is chosen', () => {
    expect(statsSchema.parse(input).size).toBe('normal');
    expect(statsSchema.parse({ ...input, size: 'large' }).size).toBe('large');
    expect(messagesOf(statsSchema.safeParse({ ...input, size: 'huge' }).error)).toEqual(['size: Invalid option: expected one of "normal"|"large"']);
  });

  it('needs at least one figure, each with a value and a label', () => {
    expect(messagesOf(statsSchema.safeParse({ type: 'stats', items: [] }).error)).toEqual([
      'items: Too small: expected array to have >=1 items',
    ]);
    expect(messagesOf(statsSchema.safeParse({ type: 'stats', items: [{ value: ' ' }] }).error)).toEqual([
      'items.0.value: must not be empty',
      'items.0.label: Invalid input: expected string, received undefined',
    ]);
  });
});

describe('stats component', () => {
  it('lists each figure read together with its label, under the heading', () => {
    renderBlock(Stats, statsSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'Our plants in figures' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['70+ sludge digestion plants built since 1995', '30 MW of power generated from biogas']);
  });
});
