// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import References from '../../src/blocks/references/References';
import { projectSchema, referencesSchema } from '../../src/blocks/references/schema';
import { renderBlock } from './renderBlock';

const image = { src: '/images/reference-455-mld.svg', alt: 'Plan view of a large treatment plant', width: 600, height: 400 };
const input = {
  type: 'references',
  heading: 'Plants we have delivered',
  terms: { place: 'Place', year: 'Commissioned', technology: 'Technology', contract: 'Contract model', client: 'Client' },
  projects: [
    {
      capacity: '455 MLD',
      capacityNote: '455,000 m³ a day',
      title: 'Municipal wastewater treatment plant',
      place: 'Maharashtra, India',
      year: '2019',
      technology: 'Activated sludge',
      contract: 'DBO',
      image,
    },
    { capacity: '7 plants', title: 'Plants commissioned in Switzerland', place: 'Switzerland' },
  ],
};

describe('references schema', () => {
  it('accepts projects whose place and client are left out', () => {
    expect(referencesSchema.safeParse(input).success).toBe(true);
  });

  it('describes each structured fact for the editor: place, year, technology and contract model', () => {
    const { place, year, technology, contract } = projectSchema.shape;
    expect([place, year, technology, contract].map((field) => field.unwrap().description)).toEqual([
      expect.stringMatching(/^Town, region or country/),
      expect.stringMatching(/^Year the plant was commissioned/),
      expect.stringMatching(/^The treatment technology/),
      expect.stringMatching(/^The contract model/),
    ]);
  });

  it('needs a capacity and a title for each project', () => {
    const result = referencesSchema.safeParse({ ...input, projects: [{ place: 'Basel' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['projects.0.capacity', 'projects.0.title']);
  });
});

describe('references component', () => {
  it('leads each card with its capacity, then one spec line of only the facts given, each named for screen readers', () => {
    renderBlock(References, referencesSchema.parse(input));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('455 MLD')).toBeTruthy();
    expect(within(cards[0]!).getByText('455,000 m³ a day')).toBeTruthy();
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Municipal wastewater treatment plant' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('img', { name: 'Plan view of a large treatment plant' })).toBeTruthy();
    const terms = (card: HTMLElement) => [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms(cards[0]!)).toEqual(['Place: Maharashtra, India', 'Commissioned: 2019', 'Technology: Activated sludge', 'Contract model: DBO']);
    expect([...cards[0]!.querySelectorAll('dd')].map((fact) => fact.textContent).join(' · ')).toBe('Maharashtra, India · 2019 · Activated sludge · DBO');
    expect(terms(cards[1]!)).toEqual(['Place: Switzerland']);
    expect(within(cards[1]!).queryByText('Client')).toBeNull();
  });
});
