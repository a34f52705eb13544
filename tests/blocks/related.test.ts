// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Related from '../../src/blocks/related/Related';
import { relatedSchema } from '../../src/blocks/related/schema';
import { renderBlock } from './renderBlock';

const tile = (title: string, to: string) => ({
  title,
  to,
  text: `Why to read ${title}.`,
  image: { src: '/images/process-oxygenation.svg', alt: `Thumbnail of ${title}`, width: 1200, height: 800 },
});

describe('related schema', () => {
  it('needs a thumbnail and a destination for every tile', () => {
    const result = relatedSchema.safeParse({ type: 'related', tiles: [{ title: 'Oxygenation' }] });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['tiles.0.to', 'tiles.0.image']);
  });
});

describe('related component', () => {
  it('shows one tile per page, each a heading link named by the page title, with its thumbnail and sentence', () => {
    renderBlock(Related, relatedSchema.parse({ type: 'related', heading: 'Related pages', tiles: [tile('Oxygenation', '/application/product/oxigination_technology'), tile('Revamping', '/application/service/revamping_retrofitting')] }));
    const tiles = screen.getAllByRole('article');
    expect(tiles).toHaveLength(2);
    const link = within(tiles[0]!).getByRole('link', { name: 'Oxygenation' });
    expect(link.getAttribute('href')).toBe('/application/product/oxigination_technology');
    expect(link.closest('h3')).toBeTruthy();
    expect(within(tiles[0]!).getByRole('img', { name: 'Thumbnail of Oxygenation' })).toBeTruthy();
    expect(within(tiles[1]!).getByText('Why to read Revamping.')).toBeTruthy();
  });
});
