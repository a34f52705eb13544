// Help texts and choices in the words of the screen: no backticks, no `key:` notation, no file names or folders, and
// raw values (screen widths, icon names) as plain labels.
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../../src/blocks/registry';
import { describe as describeSchema } from '../../../../src/content/schemaAt';
import { navFileSchema } from '../../../../src/shared/siteSchema';
import { elementOf, optionsOf, shapeOf, type AnySchema } from '../../../../src/content/schemaKinds';
import { defOf } from '../../../../src/content/zodDef';
import { choiceLabel, plainWords } from '../../../../studio/app/ui/plainWords';

/** Every help text the forms show: the description of each field, at any depth. */
function helpTexts(schema: AnySchema, seen = new Set<AnySchema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const own = describeSchema(schema);
  const inner = [...Object.values(shapeOf(schema)), ...optionsOf(schema)];
  const type = defOf(schema).type;
  if (type === 'array' || defOf(schema).innerType) {
    try {
      const element = elementOf(schema);
      if (element) inner.push(element);
    } catch {
      // not a list
    }
  }
  return [...(own ? [own] : []), ...inner.flatMap((child) => helpTexts(child, seen))];
}

describe('plainWords', () => {
  it("rewrites the issue's examples in the screen's words", () => {
    expect(plainWords('a `list:` or `numbered:` entry makes a list')).toBe('a “Bulleted list” or “Numbered list” entry makes a list');
    expect(plainWords('Path of the image under public/, starting with /, for example /images/aeration.svg')).toBe('Path of the image among the pictures and videos, for example /images/aeration.svg');
    expect(plainWords('Where the link goes: a page path like /about, an anchor like #Values or /about#Mission, or a full https:// address')).toBe(
      'Where the link goes: a page address like /about, a part of a page like #Values or /about#Mission, or a full https:// address',
    );
    expect(plainWords('Show the button only on screens at least this wide (md = tablets, lg = desktops)')).toBe('Show the button only on screens at least this wide');
    expect(plainWords('No page has the path `/abuot`')).toBe('No page has the address “/abuot”');
  });

  it('leaves no backtick, file name or folder in any help text of the blocks, menus and site settings', () => {
    const texts = [...blockSchemas, navFileSchema].flatMap((schema) => helpTexts(schema as AnySchema)).map(plainWords);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /`|\.yaml\b|\bpublic\//.test(text))).toEqual([]);
  });
});

describe('choiceLabel', () => {
  it('names screen widths and icons in plain words', () => {
    expect(['md', 'lg'].map(choiceLabel)).toEqual(['Tablets and wider', 'Desktops only']);
    expect(choiceLabel('heart-handshake')).toBe('Heart handshake');
    expect(choiceLabel('primary')).toBe('Primary');
  });
});
