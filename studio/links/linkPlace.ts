// Names where a link sits in the words an editor uses ("About page, block 3 (card grid), card 2 “Rental”, link";
// "Footer, “Company” column, “About” link"), not as a data path: editors think in pages, blocks and menus, and count
// from 1.
import { itemWordOf, nameOf } from '../../src/content';
import type { YamlPath } from '../yaml';
import { field, text } from './read';
import type { ContentFile } from './types';

/** "Home", "About us": a page's title, or its path when it has none. */
export function pageLabel(page: unknown): string {
  return text(field(page, 'title')) ?? text(field(page, 'path')) ?? 'Untitled';
}

const quoted = (words: string | undefined) => (words ? ` “${words}”` : '');

function navStart(path: YamlPath, nav: unknown): { parts: string[]; rest: YamlPath; value: unknown } {
  const [area, key, index] = path;
  if (area === 'header' && key === 'items' && typeof index === 'number') {
    const item = field(field(nav, 'header'), 'items');
    const entry = Array.isArray(item) ? item[index] : undefined;
    const kind = field(entry, 'groups') ? 'dropdown' : 'item';
    return { parts: ['Header menu', `${quoted(nameOf(entry)).trim() || `item ${index + 1}`} ${kind}`], rest: path.slice(3), value: entry };
  }
  if (area === 'footer' && key === 'columns' && typeof index === 'number') {
    const columns = field(field(nav, 'footer'), 'columns');
    const entry = Array.isArray(columns) ? columns[index] : undefined;
    return { parts: ['Footer', `${quoted(nameOf(entry)).trim() || `column ${index + 1}`} column`], rest: path.slice(3), value: entry };
  }
  if (area === 'footer') return { parts: ['Footer'], rest: path.slice(1), value: field(nav, 'footer') };
  return { parts: [], rest: path, value: nav };
}

function pageStart(path: YamlPath, pagesFile: unknown): { parts: string[]; rest: YamlPath; value: unknown } {
  if (path[0] === 'notFound') return { parts: ['Page not found'], rest: path.slice(1), value: field(pagesFile, 'notFound') };
  const pages = field(pagesFile, 'pages');
  const page = Array.isArray(pages) && typeof path[1] === 'number' ? pages[path[1]] : undefined;
  // The home page's title is often a long slogan; editors call it the home page.
  const name = field(page, 'path') === '/' ? 'Home' : pageLabel(page);
  return { parts: [`${name} page`], rest: path.slice(2), value: page };
}

/**
 * Describes the `to:` field at `path` in `file`. Blocks are named by number and type, list entries by number (menu
 * entries by their label), and the final `to` as "link" where the entry is not itself a menu link.
 */
export function describeLinkPlace(file: ContentFile, path: YamlPath, data: { pages: unknown; nav: unknown }): string {
  const start = file === 'nav.yaml' ? navStart(path, data.nav) : pageStart(path, data.pages);
  const parts = [...start.parts];
  let value = start.value;
  let lastList = file === 'nav.yaml' && path[0] === 'header' && path.length === 4 ? 'items' : '';
  for (let i = 0; i < start.rest.length; i += 1) {
    const segment = start.rest[i]!;
    const next = start.rest[i + 1];
    if (segment === 'to' && i === start.rest.length - 1) {
      if (lastList !== 'links' && lastList !== 'items') parts.push('link');
      break;
    }
    const child = field(value, String(segment));
    if (typeof next === 'number') {
      const entry = Array.isArray(child) ? child[next] : undefined;
      if (segment === 'blocks') {
        const type = text(field(entry, 'type'));
        parts.push(`block ${next + 1}${type ? ` (${type.replaceAll('-', ' ')})` : ''}`);
      } else if (segment === 'links' && file === 'nav.yaml') {
        parts.push(`${quoted(nameOf(entry)).trim() || `link ${next + 1}`} link`);
      } else if (segment === 'groups') {
        parts.push(`${quoted(nameOf(entry)).trim() || `group ${next + 1}`} group`);
      } else {
        parts.push(`${itemWordOf(String(segment)) ?? String(segment)} ${next + 1}${quoted(nameOf(entry))}`);
      }
      lastList = String(segment);
      value = entry;
      i += 1;
    } else {
      // A card's `link: { label, to }` reads as one "link".
      if (!(segment === 'link' && next === 'to')) parts.push(String(segment));
      lastList = '';
      value = child;
    }
  }
  return parts.join(', ');
}
