// A new menu or footer link may already exist as a "coming soon" entry (a link without a destination) under the same
// name or one that means the same ("Careers" and "Jobs"): the studio offers to use that entry instead of adding a
// second one beside it.
import { sameMeaning, wordsOf } from '../../links';
import { getIn, type YamlPath } from '../../yaml';
import { store } from '../state/store';
import { entryName } from './menuModel';
import { focusNameField } from './menuActions';
import { selectMenuEntry } from './menuSelection';

/** Every link of the header's dropdowns and the footer's columns, and the header's own items, with their paths. */
function menuLinks(nav: unknown): Array<{ path: YamlPath; value: Record<string, unknown> }> {
  const found: Array<{ path: YamlPath; value: Record<string, unknown> }> = [];
  const list = (path: YamlPath) => {
    const value = getIn(nav, path);
    return Array.isArray(value) ? value : [];
  };
  list(['header', 'items']).forEach((item, i) => {
    found.push({ path: ['header', 'items', i], value: item as Record<string, unknown> });
    list(['header', 'items', i, 'groups']).forEach((_, g) =>
      list(['header', 'items', i, 'groups', g, 'links']).forEach((link, l) => found.push({ path: ['header', 'items', i, 'groups', g, 'links', l], value: link as Record<string, unknown> })),
    );
  });
  list(['footer', 'columns']).forEach((_, c) => list(['footer', 'columns', c, 'links']).forEach((link, l) => found.push({ path: ['footer', 'columns', c, 'links', l], value: link as Record<string, unknown> })));
  return found;
}

/** The "coming soon" entry elsewhere in the menus that has this link's name or means the same, if there is one. */
export function comingSoonTwin(nav: unknown, path: YamlPath): YamlPath | undefined {
  const own = wordsOf(getIn(nav, [...path, 'label']));
  if (!own) return undefined;
  const same = (other: YamlPath) => other.length === path.length && other.every((segment, index) => segment === path[index]);
  return menuLinks(nav).find(({ path: other, value }) => !same(other) && !value.to && !value.groups && sameMeaning(own, wordsOf(value.label)))?.path;
}

/** Uses the "coming soon" entry instead of the new link: the new one goes, and its destination (if any) moves over. */
export function adoptComingSoonEntry(path: YamlPath, twin: YamlPath) {
  const nav = store.get().data['nav.yaml'];
  const to = getIn(nav, [...path, 'to']);
  const twinName = entryName(nav, twin);
  // The twin's own path stays valid after the deletion unless it follows the deleted link in the same list.
  const sameList = twin.length === path.length && twin.slice(0, -1).every((segment, index) => segment === path[index]);
  const twinAfter = sameList && (twin.at(-1) as number) > (path.at(-1) as number) ? [...twin.slice(0, -1), (twin.at(-1) as number) - 1] : twin;
  store.apply({
    file: 'nav.yaml',
    edits: [...(typeof to === 'string' ? [{ op: 'set' as const, path: [...twin, 'to'], value: to }] : []), { op: 'delete', path }],
    label: `Used the ${twinName} instead of a second link beside it`,
  });
  selectMenuEntry(twinAfter);
  focusNameField();
}
