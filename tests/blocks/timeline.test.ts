// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Timeline from '../../src/blocks/timeline/Timeline';
import { timelineSchema } from '../../src/blocks/timeline/schema';
import { messagesOf } from './messagesOf';
import { renderBlock } from './renderBlock';

const milestones = [
  { label: 'Weeks 1–4', title: 'Survey', text: 'We measure flows and loads.' },
  { title: 'Design', text: 'We design the upgrade.' },
  { title: 'Build', text: 'We build it in stages.' },
];
const image = { src: '/images/process-secondary.svg', alt: 'An activated sludge basin', width: 1200, height: 800 };
const messages = (input: unknown) => messagesOf(timelineSchema.safeParse(input).error);

describe('timeline schema', () => {
  it('is horizontal unless told otherwise', () => {
    expect(timelineSchema.parse({ type: 'timeline', milestones }).layout).toBe('horizontal');
  });

  it('needs a picture for the sticky layout, and has none in the horizontal one', () => {
    expect(messages({ type: 'timeline', layout: 'sticky', milestones })).toEqual(['image: the sticky layout needs an image to keep in view']);
    expect(messages({ type: 'timeline', milestones, image })).toEqual(['image: the horizontal layout shows no image: remove it or use layout: sticky']);
  });

  it('fits at most six stages in a horizontal row', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ title: `Stage ${index}`, text: 'Text.' }));
    expect(messages({ type: 'timeline', milestones: many })).toEqual(['milestones: a horizontal timeline fits at most 6 stages in a row: use layout: sticky for more']);
    expect(timelineSchema.safeParse({ type: 'timeline', layout: 'sticky', image, milestones: many }).success).toBe(true);
  });
});

describe('timeline component', () => {
  it('shows the stages as an ordered list with their labels, and the sticky picture', () => {
    renderBlock(Timeline, timelineSchema.parse({ type: 'timeline', heading: 'From survey to handover', layout: 'sticky', image, milestones }));
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const stages = within(list).getAllByRole('listitem');
    expect(stages.map((stage) => within(stage).getByRole('heading', { level: 3 }).textContent)).toEqual(['Survey', 'Design', 'Build']);
    expect(within(stages[0]!).getByText('Weeks 1–4')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'An activated sludge basin' })).toBeTruthy();
  });
});
