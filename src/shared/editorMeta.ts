// How the studio edits a field, declared on the field's schema: the studio reads it (src/content/schemaKinds.ts) rather
// than guessing from key names. A registry of its own, not `.meta()`: that writes into zod's global registry, which
// `z.toJSONSchema` copies into the published JSON Schemas of the content files.
import { z } from 'zod';

/** The form fields a schema's type alone does not tell: a paragraph rather than a line, a picture, an icon... */
export type EditorKind = 'long-text' | 'link' | 'icon' | 'colour' | 'image';

export type EditorMeta = {
  kind?: EditorKind;
  /** Of a list: what one entry is called ("card") and several ("cards"), in the studio's lists and messages. */
  item?: string;
  items?: string;
};

export const editorMeta = z.registry<EditorMeta>();

/** `schema`, declared to the studio; a copy made by `.describe()` or a check keeps the declaration. */
export function editAs<S extends z.core.$ZodType>(schema: S, meta: EditorMeta): S {
  editorMeta.add(schema, meta);
  return schema;
}

/** A list whose entries are called `item` ("card"), several `items` ("cards"). */
export const listOf = <S extends z.core.$ZodType>(list: S, item: string, items: string): S => editAs(list, { item, items });
