import { describe, expect, it } from 'vitest';
import { cardGridSchema } from '../../src/blocks/card-grid/schema';

describe('card-grid', () => {
  it('rejects a card without a title and an icon name that is not spelt like one', () => {
    const result = cardGridSchema.safeParse({ type: 'card-grid', cards: [{ text: 'x', icon: 'Rocket Ship' }] });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['cards.0.title', 'cards.0.icon']));
  });
});
