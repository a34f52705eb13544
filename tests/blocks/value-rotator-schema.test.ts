import { describe, expect, it } from 'vitest';
import { rotate } from '../../src/blocks/value-rotator/rotate';
import { valueRotatorSchema } from '../../src/blocks/value-rotator/schema';
import { messagesOf } from './messagesOf';

const values = ['Innovation', 'Commitment', 'Promise', 'Confluence', 'Renewal', 'Responsibility', 'Harmony'];

describe('rotate', () => {
  it('next moves the first item to the end', () => {
    expect(rotate(values, 'next')).toEqual(['Commitment', 'Promise', 'Confluence', 'Renewal', 'Responsibility', 'Harmony', 'Innovation']);
  });

  it('previous moves the last item to the front', () => {
    expect(rotate(values, 'previous')).toEqual(['Harmony', 'Innovation', 'Commitment', 'Promise', 'Confluence', 'Renewal', 'Responsibility']);
  });

  it('previous undoes next, and a full turn comes back to the start', () => {
    expect(rotate(rotate(values, 'next'), 'previous')).toEqual(values);
    expect(values.reduce<string[]>((list) => rotate(list, 'next'), values)).toEqual(values);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = Object.freeze([1, 2, 3]);
    const output = rotate(input, 'next');
    expect(output).not.toBe(input);
    expect(input).toEqual([1, 2, 3]);
  });

  it('leaves lists of zero or one item as they are', () => {
    expect(rotate([], 'next')).toEqual([]);
    expect(rotate(['only'], 'previous')).toEqual(['only']);
  });
});

describe('value-rotator schema', () => {
  it('accepts value slides with optional icons', () => {
    const result = valueRotatorSchema.safeParse({
      type: 'value-rotator',
      label: 'Our values',
      slides: [{ title: 'Innovation', text: 'New ideas.', icon: 'lightbulb' }, { title: 'Commitment', text: 'We stay.' }],
    });
    expect(result.success).toBe(true);
  });

  it('needs at least two slides, each with a title and text, and an icon spelt as icon names are', () => {
    const result = valueRotatorSchema.safeParse({ type: 'value-rotator', label: 'Our values', slides: [{ title: 'Innovation', icon: 'Rocket' }] });
    expect(messagesOf(result.error)).toEqual([
      'slides.0.text: Invalid input: expected string, received undefined',
      'slides.0.icon: must be an icon name in lower case with dashes, e.g. `solar-panel`',
      'slides: Too small: expected array to have >=2 items',
    ]);
  });
});
