// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Section from '../../../src/blocks/section/Section';
import { sectionSchema } from '../../../src/blocks/section/schema';
import { messagesOf } from '../messagesOf';
import { renderBlock } from '../renderBlock';

const text = { type: 'section', heading: 'Why aeration matters', body: ['Aeration uses most of the power on site.'] };
const problems = (aside: unknown) => messagesOf(sectionSchema.safeParse({ ...text, aside }).error);

describe('section companion panel schema', () => {
  it('accepts key figures, short points or a sentence, each with an optional button', () => {
    expect(problems({ title: 'At a glance', figures: [{ value: '50–70 %', label: 'of the electricity' }] })).toBeUndefined();
    expect(problems({ title: 'What we check', list: ['Flows', 'Loads'] })).toBeUndefined();
    expect(problems({ title: 'Planning an upgrade?', text: 'Send us your data.', action: { label: 'Send your data', to: '/contact' } })).toBeUndefined();
  });

  it('needs some content, and figures or points but not both', () => {
    expect(problems({ title: 'Empty' })).toEqual(['aside: needs `text:`, `figures:` or `list:`']);
    expect(problems({ title: 'Both', figures: [{ value: '1', label: 'one' }], list: ['two'] })).toEqual([
      'aside.list: use either `figures:` or `list:`, not both',
    ]);
    expect(problems({ title: 'Too many', list: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] })).toEqual(['aside.list: Too big: expected array to have <=8 items']);
  });

  it('a full-width section takes no panel, since it already fills the row', () => {
    expect(messagesOf(sectionSchema.safeParse({ ...text, width: 'full' }).error)).toBeUndefined();
    expect(messagesOf(sectionSchema.safeParse({ ...text, width: 'full', aside: { title: 'At a glance', text: 'Hi.' } }).error)).toEqual([
      'width: a section with a panel beside it already fills the width: leave out `width: full`',
    ]);
  });
});

// jsdom has no wide viewport, so the panel is display: none (it shows from the lg breakpoint, see
// tests/browser/sectionAside.test.ts): the queries include hidden elements.
const hidden = { hidden: true } as const;

describe('section companion panel', () => {
  it('shows its heading one level below the section, each figure with its label, and the enquiry button', () => {
    const block = sectionSchema.parse({
      ...text,
      aside: {
        title: 'At a glance',
        text: 'Typical figures for municipal plants.',
        figures: [
          { value: '50–70 %', label: 'of a plant\'s electricity goes to aeration' },
          { value: '10–25 %', label: 'saved by dissolved oxygen control' },
        ],
        action: { label: 'Ask for an energy review', to: '/contact' },
      },
    });
    const { container } = renderBlock(Section, block);
    const panel = container.querySelector<HTMLElement>('[data-aside]')!;
    expect(within(panel).getByRole('heading', { ...hidden, level: 3, name: 'At a glance' })).toBeTruthy();
    expect(within(panel).getByText('Typical figures for municipal plants.')).toBeTruthy();
    expect(within(panel).getAllByRole('listitem', hidden).map((item) => item.textContent)).toEqual([
      '50–70 % of a plant\'s electricity goes to aeration',
      '10–25 % saved by dissolved oxygen control',
    ]);
    expect(within(panel).getByRole('link', { ...hidden, name: 'Ask for an energy review' }).getAttribute('href')).toBe('/contact');
    // The panel follows the section's own text in reading order.
    const heading = screen.getByRole('heading', { level: 2, name: 'Why aeration matters' });
    expect(heading.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows short points as a bulleted list', () => {
    const { container } = renderBlock(Section, sectionSchema.parse({ ...text, aside: { title: 'What we check', list: ['Flows', 'Loads'] } }));
    const list = within(container.querySelector<HTMLElement>('[data-aside]')!).getByRole('list', hidden);
    expect(list.tagName).toBe('UL');
    expect(list.textContent).toBe('FlowsLoads');
  });

  it('a section without a companion renders no panel', () => {
    const { container } = renderBlock(Section, sectionSchema.parse(text));
    expect(container.querySelector('[data-aside]')).toBeNull();
  });
});
