// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stepsSchema } from '../../src/blocks/steps/schema';
import Steps from '../../src/blocks/steps/Steps';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'steps',
  heading: 'Seven stages',
  steps: [
    { title: 'Screening', text: 'Removes rags and plastics.', items: ['Bar screens', 'Drum screens'] },
    { title: 'Primary treatment', text: 'Settles solids.', image: { src: '/images/process-primary.svg', alt: 'A primary clarifier', width: 1200, height: 800 } },
  ],
};

describe('steps schema', () => {
  it('accepts stages with optional methods and pictures', () => {
    expect(stepsSchema.safeParse(input).success).toBe(true);
  });

  it('needs at least two stages, each with a title and text', () => {
    const result = stepsSchema.safeParse({ type: 'steps', steps: [{ title: 'Screening', items: [] }] });
    expect(messagesOf(result.error)).toEqual([
      'steps.0.text: Invalid input: expected string, received undefined',
      'steps.0.items: Too small: expected array to have >=1 items',
      'steps: Too small: expected array to have >=2 items',
    ]);
  });
});

describe('steps component', () => {
  it('shows the stages as an ordered list, each with its heading, purpose, methods and picture', () => {
    renderBlock(Steps, stepsSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'Seven stages' })).toBeTruthy();
    const list = screen.getAllByRole('list')[0]!;
    expect(list.tagName).toBe('OL');
    const stages = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(stages).toHaveLength(2);
    expect(within(stages[0]!).getByRole('heading', { level: 3, name: 'Screening' })).toBeTruthy();
    expect(within(stages[0]!).getByText('Removes rags and plastics.')).toBeTruthy();
    expect(within(stages[0]!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bar screens', 'Drum screens']);
    expect(within(stages[1]!).getByRole('img', { name: 'A primary clarifier' })).toBeTruthy();
  });
});
