// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProductRange from '../../src/blocks/product-range/ProductRange';
import { productRangeSchema } from '../../src/blocks/product-range/schema';
import { renderBlock } from './renderBlock';
import { messagesOf } from './messagesOf';

const product = (name: string, figures: Array<{ value: string; label: string }>) => ({
  name,
  text: `What the ${name.toLowerCase()} do.`,
  image: { src: `/images/products/${name.toLowerCase().replace(/ /g, '-')}.svg`, alt: `A drawing of ${name.toLowerCase()}`, width: 480, height: 240 },
  figures,
  action: { label: 'Ask for a quote', to: '/contact' },
});

const input = {
  type: 'product-range',
  heading: 'The aeration systems we supply',
  products: [
    product('Fine bubble diffusers', [{ value: '3.5–5 kg O₂', label: 'per kWh, clean water' }, { value: '4–8 m', label: 'tank depth' }, { value: '1–3 mm', label: 'bubbles' }]),
    product('Surface aerators', [{ value: '1.2–2.4 kg O₂', label: 'per kWh, clean water' }, { value: 'up to 4–5 m', label: 'basin depth' }]),
  ],
};

describe('product-range schema', () => {
  it('accepts products with a drawing, two or three figures and a button', () => {
    const block = productRangeSchema.parse(input);
    expect(block.products[0]!.action.style).toBe('primary');
  });

  it('tells the author a product needs two or three key figures, not one or four', () => {
    const figures = input.products[0]!.figures;
    const withFigures = (count: number) => ({ ...input, products: [{ ...input.products[0]!, figures: [...figures, ...figures].slice(0, count) }, input.products[1]!] });
    const error = 'give 2 or 3 key figures: a product card shows two or three';
    expect(messagesOf(productRangeSchema.safeParse(withFigures(1)).error)).toEqual([`products.0.figures: ${error}`]);
    expect(messagesOf(productRangeSchema.safeParse(withFigures(4)).error)).toEqual([`products.0.figures: ${error}`]);
    expect(productRangeSchema.safeParse(withFigures(2)).success).toBe(true);
  });

  it('needs a drawing and a button on every product', () => {
    const { image: _image, action: _action, ...bare } = input.products[1]!;
    expect(messagesOf(productRangeSchema.safeParse({ ...input, products: [input.products[0], bare] }).error)).toEqual([
      'products.1.image: Invalid input: expected object, received undefined',
      'products.1.action: Invalid input: expected object, received undefined',
    ]);
  });
});

describe('product-range component', () => {
  it('shows each product as a card: its name as a heading, its drawing, its figures and its own quote button', () => {
    renderBlock(ProductRange, productRangeSchema.parse(input));
    expect(screen.getByRole('heading', { level: 2, name: 'The aeration systems we supply' })).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Fine bubble diffusers', 'Surface aerators']);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'A drawing of fine bubble diffusers' }).getAttribute('src')).toBe('/images/products/fine-bubble-diffusers.svg');
    expect(first.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['3.5–5 kg O₂ per kWh, clean water', '4–8 m tank depth', '1–3 mm bubbles']);
    // The same button on every card, told apart by the product's name after the visible label.
    const links = cards.map((card) => within(card).getByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(links.map((link) => link.textContent)).toEqual(['Ask for a quote: Fine bubble diffusers', 'Ask for a quote: Surface aerators']);
  });

  it('folds the cards after the first behind "Show all" on a phone, with no script', () => {
    const { container } = renderBlock(ProductRange, productRangeSchema.parse(input));
    // One card above the fold is enough to fold the second: a card is far taller than the button.
    expect(container.querySelector('details > summary [data-fold="closed"]')?.textContent).toBe('Show all 2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
