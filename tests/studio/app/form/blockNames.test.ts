// The studio calls each block what the pages and its own fields call it: the `stats` block shows figures.
import { describe, expect, it } from 'vitest';
import { blockTypeName } from '../../../../src/content/fieldNames';

describe('blockTypeName', () => {
  it('names the stats block "Figures", and the others from their type', () => {
    expect(blockTypeName('stats')).toBe('Figures');
    expect(blockTypeName('card-grid')).toBe('Card grid');
    expect(blockTypeName('call-to-action')).toBe('Call to action');
  });
});
