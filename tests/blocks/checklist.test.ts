// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Checklist from '../../src/blocks/checklist/Checklist';
import { checklistSchema } from '../../src/blocks/checklist/schema';
import { renderBlock } from './renderBlock';

const input = {
  type: 'checklist',
  heading: "What's included",
  items: [{ title: 'Monthly inspections', text: 'Each plant, every month.' }, '24/7 emergency call-out'],
  actions: [{ label: 'Get a quote', to: '/contact' }],
};

describe('checklist schema', () => {
  it('accepts short lines and titled items', () => {
    expect(checklistSchema.safeParse(input).success).toBe(true);
  });

  it('needs at least two items, none empty', () => {
    const result = checklistSchema.safeParse({ type: 'checklist', items: [' '] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['items.0', 'items']);
  });
});

describe('checklist component', () => {
  it('shows every item in one list, each with its tick, and the buttons', () => {
    renderBlock(Checklist, checklistSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: "What's included" })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Monthly inspectionsEach plant, every month.', '24/7 emergency call-out']);
    expect(items.every((item) => item.querySelector('svg[data-icon="circle-check"]'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/contact');
  });
});
