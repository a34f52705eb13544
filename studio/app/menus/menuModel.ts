// The entries of nav.yaml's menus as the Menus view shows them: header items (a link or a dropdown), the dropdowns'
// groups, footer columns, and their links; each known by its path in nav.yaml, with its schema for the form.
import type { z } from 'zod';
import { headerItemSchema, navFileSchema } from '../../../src/content';
import { getIn, type YamlPath } from '../../yaml';

export type MenuEntryKind = 'item' | 'group' | 'column' | 'link';

const groupSchema = navFileSchema.shape.footer.shape.columns.element;
const linkSchema = groupSchema.shape.links.element;

export type NavGroup = z.infer<typeof groupSchema>;
export type NavLink = z.infer<typeof linkSchema>;

/** The schema of each kind of entry, and the nested lists its form leaves to the tree. */
export const entryForms: Record<MenuEntryKind, { schema: z.ZodType; skip: readonly string[]; noun: string; nameKey: 'label' | 'heading'; about: string }> = {
  item: { schema: headerItemSchema, skip: ['groups'], noun: 'menu item', nameKey: 'label', about: 'An item of the header bar: a link, or a dropdown of grouped links.' },
  group: { schema: groupSchema, skip: ['links'], noun: 'dropdown group', nameKey: 'heading', about: 'A titled group of links in the dropdown panel; its links are listed on the left.' },
  column: { schema: groupSchema, skip: ['links'], noun: 'footer column', nameKey: 'heading', about: 'A titled column of links in the footer; its links are listed on the left.' },
  link: { schema: linkSchema, skip: [], noun: 'link', nameKey: 'label', about: 'Choose a page (and a part of it) or type the address of another site.' },
};

/** What a path in nav.yaml points at, when it is a menu entry. */
export function kindOfEntry(path: YamlPath): MenuEntryKind | undefined {
  const shape = path.map((segment) => (typeof segment === 'number' ? '#' : segment)).join('/');
  switch (shape) {
    case 'header/items/#':
      return 'item';
    case 'header/items/#/groups/#':
      return 'group';
    case 'footer/columns/#':
      return 'column';
    case 'header/items/#/groups/#/links/#':
    case 'footer/columns/#/links/#':
      return 'link';
    default:
      return undefined;
  }
}

/** The menu entry at `path` of a nav path that points inside one (a problem's field), e.g. its link or column. */
export function entryContaining(path: YamlPath): YamlPath | undefined {
  for (let length = path.length; length > 0; length -= 1) {
    const candidate = path.slice(0, length);
    if (kindOfEntry(candidate)) return candidate;
  }
  return undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** "link “Blog” in the footer column “Company”": an entry named as the editor sees it. */
export function entryName(nav: unknown, path: YamlPath): string {
  const kind = kindOfEntry(path);
  if (!kind) return 'entry';
  const { noun, nameKey } = entryForms[kind];
  const own = textOf(getIn(nav, [...path, nameKey]));
  const named = own ? `${noun} “${own}”` : `${noun} ${Number(path[path.length - 1]) + 1}`;
  if (kind === 'link' || kind === 'group') {
    const parent = path.slice(0, -2);
    return `${named} in ${entryName(nav, parent)}`;
  }
  return kind === 'item' ? `header ${named}` : named;
}
