// Every field of every form gets the form field it had when the studio still guessed kinds from key names (that code
// wrote the table in fieldKinds.json): the schemas now declare them (src/shared/editorMeta.ts), and a text area that
// loses its declaration would become a line. The table is a record, not a register: a field or block type added later
// declares its kinds in its own folder and needs no line here (the table holds some added since, as they were given).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldKindTable } from './fieldKindTable';

const before = JSON.parse(readFileSync(new URL('./fieldKinds.json', import.meta.url), 'utf8')) as Record<string, string>;
const now = fieldKindTable();

describe('the kind of form field of each field, declared on the schemas', () => {
  it('is the kind each field had before the declarations, for every field of every block, page and menu form', () => {
    const kept = Object.fromEntries(Object.keys(before).map((field) => [field, now[field] ?? '(no such field any more)']));
    expect(kept).toEqual(before);
  });

  it.each(Object.keys(before).filter((field) => before[field] === 'long-text'))('keeps %s a text area', (field) => {
    expect(now[field]).toBe('long-text');
  });
});
