import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valueRotatorSchema } from '../../src/blocks/value-rotator/schema';
import ValueRotator from '../../src/blocks/value-rotator/ValueRotator';
import { renderBlock } from './renderBlock';

const block = valueRotatorSchema.parse({
  type: 'value-rotator',
  label: 'Our values',
  heading: 'What we stand for',
  slides: ['Innovation', 'Commitment', 'Promise', 'Confluence'].map((title) => ({ title, text: `${title} explained.` })),
});

/** Every value in its current order, including those waiting off screen. */
const order = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3, hidden: true }).map((heading) => heading.textContent);
/** What a phone shows (jsdom applies no min-width media query): the first value only. */
const visible = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('value-rotator component', () => {
  it('shows the values in a labelled carousel region with a polite live list and named buttons', () => {
    renderBlock(ValueRotator, block);
    expect(screen.getByRole('heading', { level: 2, name: 'What we stand for' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Our values' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('list').getAttribute('aria-live')).toBe('polite');
    expect(order(region)).toEqual(['Innovation', 'Commitment', 'Promise', 'Confluence']);
    expect(visible(region)).toEqual(['Innovation']);
    expect(within(region).getByText('Innovation explained.')).toBeTruthy();
  });

  it('next moves the first value to the end; previous moves the last to the front', () => {
    renderBlock(ValueRotator, block);
    const region = screen.getByRole('region', { name: 'Our values' });
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Next slide' })));
    expect(order(region)).toEqual(['Commitment', 'Promise', 'Confluence', 'Innovation']);
    expect(visible(region)).toEqual(['Commitment']);
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Previous slide' })));
    act(() => fireEvent.click(within(region).getByRole('button', { name: 'Previous slide' })));
    expect(order(region)).toEqual(['Confluence', 'Innovation', 'Commitment', 'Promise']);
  });
});
