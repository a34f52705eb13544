// Adding, removing, moving and converting menu entries: each one undo step on nav.yaml, labelled in the editor's words.
import { getIn, type Edit, type YamlPath } from '../../yaml';
import { store } from '../state/store';
import { entryName, kindOfEntry } from './menuModel';
import { selectMenuEntry } from './menuSelection';

const nav = () => store.get().data['nav.yaml'];
const listAt = (path: YamlPath): unknown[] => {
  const value = getIn(nav(), path);
  return Array.isArray(value) ? value : [];
};

/** The smallest and largest number of entries each list may hold (the schema's own limits). */
export function listLimits(listPath: YamlPath): { min: number; max: number } {
  return listPath.join('/') === 'footer/columns' ? { min: 1, max: 6 } : { min: 1, max: Infinity };
}

const NEW_LINK = { label: 'New link' };
const newGroup = (heading: string) => ({ heading, links: [{ ...NEW_LINK }] });

/** Entries are added at the end of their list, selected, and their name field is ready to type over. */
function add(listPath: YamlPath, value: Record<string, unknown>, what: string) {
  const index = listAt(listPath).length;
  const path = [...listPath, index];
  store.apply({ file: 'nav.yaml', edits: [{ op: 'insert', path: listPath, index, value }], label: `Added ${what}` });
  selectMenuEntry(path);
  focusNameField();
}

export const addLink = (groupPath: YamlPath) => add([...groupPath, 'links'], { ...NEW_LINK }, `a link to ${entryName(nav(), groupPath)}`);
export const addGroup = (itemPath: YamlPath) => add([...itemPath, 'groups'], newGroup('New group'), `a group to ${entryName(nav(), itemPath)}`);
export const addColumn = () => add(['footer', 'columns'], newGroup('New column'), 'a footer column');
/** A header link starts without a destination: the form asks for one before the site can be saved. */
export const addHeaderLink = () => add(['header', 'items'], { label: 'New item' }, 'a header menu item');
export const addHeaderDropdown = () => add(['header', 'items'], { label: 'New menu', groups: [newGroup('New group')] }, 'a header dropdown');

/** Removes an entry; its neighbour (or the group it was in) is selected next and its title focused, so focus stays put. */
export function removeEntry(path: YamlPath) {
  const name = entryName(nav(), path);
  const listPath = path.slice(0, -1);
  const index = path[path.length - 1] as number;
  const left = listAt(listPath).length - 1;
  store.apply({ file: 'nav.yaml', edits: [{ op: 'delete', path }], label: `Removed the ${name} (Ctrl+Z brings it back)` });
  const parent = path.slice(0, -2);
  selectMenuEntry(left > 0 ? [...listPath, Math.min(index, left - 1)] : kindOfEntry(parent) ? parent : null);
  focusEntryTitle();
}

export function moveEntry(listPath: YamlPath, from: number, to: number) {
  const count = listAt(listPath).length;
  if (from === to || to < 0 || to >= count) return;
  const name = entryName(nav(), [...listPath, from]);
  store.apply({ file: 'nav.yaml', edits: [{ op: 'move', path: listPath, from, to }], label: `Moved the ${name} to position ${to + 1} of ${count}` });
  selectMenuEntry([...listPath, to]);
}

/** Every group a link can live in: the dropdowns' groups and the footer columns, each with its path and its name. */
export function linkGroups(): Array<{ path: YamlPath; name: string }> {
  const groups: Array<{ path: YamlPath; name: string }> = [];
  listAt(['header', 'items']).forEach((item, itemIndex) => {
    const itemGroups = (item as { groups?: unknown }).groups;
    if (Array.isArray(itemGroups)) itemGroups.forEach((_, groupIndex) => groups.push({ path: ['header', 'items', itemIndex, 'groups', groupIndex], name: '' }));
  });
  listAt(['footer', 'columns']).forEach((_, columnIndex) => groups.push({ path: ['footer', 'columns', columnIndex], name: '' }));
  return groups.map((group) => ({ ...group, name: entryName(nav(), group.path) }));
}

/** Moves a link to the end of another group or column, as one step. */
export function moveLinkToGroup(linkPath: YamlPath, groupPath: YamlPath) {
  const link = getIn(nav(), linkPath);
  if (kindOfEntry(linkPath) !== 'link' || !link) return;
  const index = listAt([...groupPath, 'links']).length;
  const name = entryName(nav(), linkPath);
  store.apply({
    file: 'nav.yaml',
    edits: [
      { op: 'delete', path: linkPath },
      { op: 'insert', path: [...groupPath, 'links'], index, value: link },
    ],
    label: `Moved the ${name} to the ${entryName(nav(), groupPath)}`,
  });
  selectMenuEntry([...groupPath, 'links', index]);
}

/** A header link becomes a dropdown whose first group holds that link, so nothing typed is lost. */
export function makeDropdown(itemPath: YamlPath) {
  const item = getIn(nav(), itemPath) as { label?: string; to?: string } | undefined;
  if (kindOfEntry(itemPath) !== 'item' || !item) return;
  const link = { label: item.label ?? 'New link', ...(item.to ? { to: item.to } : {}) };
  const edits: Edit[] = [{ op: 'set', path: [...itemPath, 'groups'], value: [{ heading: 'New group', links: [link] }] }];
  if (item.to !== undefined) edits.push({ op: 'delete', path: [...itemPath, 'to'] });
  store.apply({
    file: 'nav.yaml',
    edits,
    label: `Made the ${entryName(nav(), itemPath)} a dropdown`,
  });
}

/** A dropdown becomes a plain link to where its first link went (its groups are dropped; Ctrl+Z brings them back). */
export function makePlainLink(itemPath: YamlPath) {
  const item = getIn(nav(), itemPath) as { groups?: Array<{ links?: Array<{ to?: string }> }> } | undefined;
  if (kindOfEntry(itemPath) !== 'item' || !Array.isArray(item?.groups)) return;
  const to = item.groups.flatMap((group) => group.links ?? []).find((link) => link.to)?.to;
  const edits: Edit[] = [];
  if (to) edits.push({ op: 'set', path: [...itemPath, 'to'], value: to });
  edits.push({ op: 'delete', path: [...itemPath, 'groups'] });
  store.apply({ file: 'nav.yaml', edits, label: `Made the ${entryName(nav(), itemPath)} a plain link (Ctrl+Z brings its groups back)` });
}

/** Focuses the title of the entry form, which names the entry now selected. */
function focusEntryTitle() {
  requestAnimationFrame(() => document.getElementById('menu-entry-title')?.focus());
}

/** Focuses the selected entry's name (label or heading) once its form shows, with the text selected to type over. */
export function focusNameField() {
  let tries = 0;
  const attempt = () => {
    const field = document.querySelector<HTMLInputElement>('#menu-entry-form #field-label, #menu-entry-form #field-heading');
    if (field) {
      field.focus();
      field.select();
    } else if ((tries += 1) < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
