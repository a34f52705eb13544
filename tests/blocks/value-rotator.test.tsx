// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { nav } from 'virtual:site/site';
import { AppProviders } from '../../src/app/AppProviders';
import rotateValues from '../../src/blocks/value-rotator/rotateValues';
import { describe, expect, it } from 'vitest';
import { valueRotatorSchema } from '../../src/blocks/value-rotator/schema';
import ValueRotator from '../../src/blocks/value-rotator/ValueRotator';
import { renderBlock } from './renderBlock';

/** The buttons' names: the words of the site being rendered (nav.yaml's labels). */
const { previousSlide, nextSlide } = nav.site.labels;

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
    act(() => fireEvent.click(within(region).getByRole('button', { name: nextSlide })));
    expect(order(region)).toEqual(['Commitment', 'Promise', 'Confluence', 'Innovation']);
    expect(visible(region)).toEqual(['Commitment']);
    act(() => fireEvent.click(within(region).getByRole('button', { name: previousSlide })));
    act(() => fireEvent.click(within(region).getByRole('button', { name: previousSlide })));
    expect(order(region)).toEqual(['Confluence', 'Innovation', 'Commitment', 'Promise']);
  });

  it("edited in the studio's preview after a few steps, shows the new values in their order, and the buttons still work", () => {
    const view = (values: string[], level: 2 | 3 = 2) => (
      <AppProviders>
        <MemoryRouter>
          <ValueRotator block={{ ...block, slides: values.map((title) => ({ title, text: `${title} explained.` })) }} level={level} isFirst={false} />
        </MemoryRouter>
      </AppProviders>
    );
    const { rerender } = render(view(['Innovation', 'Commitment', 'Promise']));
    act(() => fireEvent.click(screen.getByRole('button', { name: nextSlide })));
    rerender(view(['Innovation', 'Commitment', 'Promise', 'Renewal']));
    const region = () => screen.getByRole('region', { name: 'Our values' });
    expect(order(region())).toEqual(['Innovation', 'Commitment', 'Promise', 'Renewal']);
    act(() => fireEvent.click(within(region()).getByRole('button', { name: previousSlide })));
    expect(order(region())).toEqual(['Renewal', 'Innovation', 'Commitment', 'Promise']);
    // A new heading level renders the cards afresh too.
    rerender(view(['Innovation', 'Commitment', 'Promise', 'Renewal'], 3));
    expect(within(region()).getAllByRole('heading', { level: 4, hidden: true }).map((heading) => heading.textContent)).toEqual(['Innovation', 'Commitment', 'Promise', 'Renewal']);
  });
});

describe('value-rotator script (the site runs it on the server HTML, without React)', () => {
  const serverHtml = (values: string[]) =>
    `<div data-block="value-rotator"><ul aria-live="polite" data-rotator-values="">${values.map((title) => `<li><article><h3>${title}</h3><p>${title} explained.</p></article></li>`).join('')}</ul>` +
    '<button type="button" aria-label="Previous slide" data-rotate="previous"></button><button type="button" aria-label="Next slide" data-rotate="next"></button></div>';
  const titles = (element: Element) => [...element.querySelectorAll('li')].map((item) => item.querySelector('h3')?.textContent);

  it('moves the cards through the list items, which stay in place, and stops when undone', () => {
    document.body.innerHTML = serverHtml(['Innovation', 'Commitment', 'Promise']);
    const element = document.querySelector<HTMLElement>('[data-block]')!;
    const items = [...element.querySelectorAll('li')];
    const undo = rotateValues(element)!;
    element.querySelector<HTMLButtonElement>('[data-rotate="next"]')!.click();
    expect(titles(element)).toEqual(['Commitment', 'Promise', 'Innovation']);
    expect([...element.querySelectorAll('li')]).toEqual(items);
    element.querySelector<HTMLButtonElement>('[data-rotate="previous"]')!.click();
    element.querySelector<HTMLButtonElement>('[data-rotate="previous"]')!.click();
    expect(titles(element)).toEqual(['Promise', 'Innovation', 'Commitment']);
    undo();
    element.querySelector<HTMLButtonElement>('[data-rotate="next"]')!.click();
    expect(titles(element)).toEqual(['Promise', 'Innovation', 'Commitment']);
    document.body.innerHTML = '';
  });
});
