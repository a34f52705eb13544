// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Section from '../../src/blocks/section/Section';
import { sectionSchema } from '../../src/blocks/section/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const input = {
  type: 'section',
  eyebrow: 'Our mission',
  heading: 'Water that serves people and rivers',
  body: [
    'We treat water so that towns can grow without harming the rivers they depend on.',
    { subheading: 'What we deliver' },
    { list: ['Plants that meet their limits', 'Running costs you can plan'] },
    { numbered: ['Survey', 'Design', 'Build'] },
  ],
  actions: [{ label: 'Meet the team', to: '/about' }],
};

const problems = (value: unknown) => messagesOf(sectionSchema.safeParse(value).error);

describe('section schema', () => {
  it('accepts text with optional heading and buttons, aligned to the start by default', () => {
    expect(sectionSchema.parse(input).align).toBe('start');
    expect(sectionSchema.safeParse({ type: 'section', body: ['One paragraph.'], align: 'center' }).success).toBe(true);
  });

  it('needs some text, entries it knows and a known alignment', () => {
    expect(problems({ type: 'section', body: [], align: 'right' })).toEqual([
      'body: Too small: expected array to have >=1 items',
      'align: Invalid option: expected one of "start"|"center"',
    ]);
    expect(problems({ type: 'section', body: ['Fine.', { quote: 'Not an entry' }] })).toEqual([
      'body.1: expected a paragraph of text, or an entry `list:`, `numbered:` or `subheading:`',
    ]);
  });

  it('allows at most three buttons', () => {
    const button = { label: 'Go', to: '/' };
    expect(problems({ type: 'section', body: ['Text.'], actions: [button, button, button, button] })).toEqual([
      'actions: Too big: expected array to have <=3 items',
    ]);
  });
});

describe('section component', () => {
  it('shows the eyebrow, heading, paragraphs, subheading one level down, both lists and the button', () => {
    renderBlock(Section, sectionSchema.parse(input));
    expect(screen.getByText('Our mission')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Water that serves people and rivers' })).toBeTruthy();
    expect(screen.getByText('We treat water so that towns can grow without harming the rivers they depend on.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'What we deliver' })).toBeTruthy();
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(bullets!.textContent).toBe('Plants that meet their limitsRunning costs you can plan');
    expect(numbered!.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Plants that meet their limits',
      'Running costs you can plan',
      'Survey',
      'Design',
      'Build',
    ]);
    expect(screen.getByRole('link', { name: 'Meet the team' }).getAttribute('href')).toBe('/about');
  });
});
