// Lists name their entries with the words their schemas declare: "Add card", "3 cards", "card 2" in a problem's place.
import { describe, expect, it } from 'vitest';
import { listWordsOf } from '../../../../src/content/listWords';
import { describePlace } from '../../../../src/content/place';
import { editorOf, elementOf, kindOf, optionsOf, shapeOf, type AnySchema } from '../../../../src/content/schemaKinds';
import { formRoots } from './fieldKindTable';

/** Every list of every form, with its key and the words it declares. */
function lists(schema: AnySchema, key: string, path: string, found: Array<{ path: string; key: string; item?: string; items?: string }>): void {
  const kind = kindOf(schema);
  if (kind === 'group' || kind === 'image') for (const [child, field] of Object.entries(shapeOf(schema))) lists(field, child, `${path}.${child}`, found);
  if (kind === 'either') optionsOf(schema).forEach((option, index) => lists(option, key, `${path}|${index}`, found));
  if (kind === 'list') {
    found.push({ path, key, ...editorOf(schema) });
    lists(elementOf(schema), key, `${path}[]`, found);
  }
}

const found: Array<{ path: string; key: string; item?: string; items?: string }> = [];
for (const root of formRoots) lists(root.schema, '', root.name, found);

describe('the words of each list', () => {
  it('are declared by every list of every form', () => {
    expect(found.length).toBeGreaterThan(40);
    expect(found.filter((list) => !list.item || !list.items).map((list) => list.path)).toEqual([]);
  });

  it('are the same for lists of the same key (problems and changes know a list only by its key)', () => {
    // The one list inside another list, a table row's cells, is named by its own schema in the form.
    const outer = found.filter((list) => !list.path.endsWith('[]'));
    for (const list of outer) expect({ path: list.path, item: list.item }).toEqual({ path: list.path, item: listWordsOf(list.key)?.item });
  });

  it('name entries in the words of the screens', () => {
    expect(listWordsOf('actions')).toEqual({ item: 'button', items: 'buttons' });
    expect(listWordsOf('socials')).toEqual({ item: 'social link', items: 'social links' });
    expect(listWordsOf('body')).toEqual({ item: 'paragraph', items: 'paragraphs' });
    expect(describePlace(['pages', 0, 'blocks', 1, 'cards', 2, 'title'], { pages: [{ path: '/about', blocks: [{}, { type: 'card-grid', cards: [{}, {}, { title: 'Aeration' }] }] }] })).toBe(
      'page /about › block 2 (card-grid) › card 3 (Aeration) › title',
    );
  });
});
