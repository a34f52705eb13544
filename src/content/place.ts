// Names a place in the content as an author sees it ("page /careers › block 1 (hero) › title") rather than as a
// data path ("pages[23].blocks[0].title"): authors think in pages, blocks and menus, and count from 1.

import { itemWordOf } from './listWords';

type Data = Record<string, unknown> | undefined;

const SEPARATOR = ' › ';

function item(value: unknown, index: number): unknown {
  return Array.isArray(value) ? value[index] : undefined;
}

function field(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * A short name for a list entry, the same wherever the studio or the checker names one: its label, heading, title,
 * name, network, value, question, picture file or page path, the first it has, on one line and cut at 40 characters.
 * The order only matters for an entry with several of these: a label is the words a visitor sees for a button or a
 * link (an `aria-label` for a carousel); a heading comes before a title because a block's title is often read only to
 * screen-reader users (map); `path` last, because pages are named by their callers (the checker by path, the studio
 * by title).
 */
export function nameOf(entry: unknown): string | undefined {
  for (const key of ['label', 'heading', 'title', 'name', 'network', 'value', 'question', 'src', 'path']) {
    const value = field(entry, key);
    if (typeof value !== 'string' || !value.trim()) continue;
    const line = value.replace(/\s+/g, ' ').trim();
    return line.length > 40 ? `${line.slice(0, 39).trimEnd()}…` : line;
  }
  return undefined;
}

/** A redirect named by its addresses, "/careers → /jobs" (an editor knows it by them, not by its place in the list). */
export function redirectName(entry: unknown): string | undefined {
  const from = field(entry, 'from');
  const to = field(entry, 'to');
  const address = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  if (!address(from) && !address(to)) return undefined;
  return `${address(from) ?? '(no old address)'} → ${address(to) ?? '(nowhere yet)'}`;
}

/**
 * Describes `path` inside the parsed content of a file. `data` is the parsed file (it may be partial or invalid:
 * names are added where they can be read). Pages are named by their path, blocks by number and type.
 */
export function describePlace(path: ReadonlyArray<PropertyKey>, data: unknown): string {
  const parts: string[] = [];
  let value: unknown = data as Data;
  for (let i = 0; i < path.length; i += 1) {
    const segment = path[i];
    const next = path[i + 1];
    if (typeof segment === 'number') continue; // consumed with the list's name
    const key = String(segment);
    const child = field(value, key);
    if (typeof next === 'number') {
      const entry = item(child, next);
      if (key === 'pages' && i === 0) {
        const pagePath = field(entry, 'path');
        parts.push(typeof pagePath === 'string' && pagePath ? `page ${pagePath}` : `page ${next + 1}`);
      } else if (key === 'blocks') {
        const type = field(entry, 'type');
        parts.push(`block ${next + 1}${typeof type === 'string' ? ` (${type})` : ''}`);
      } else if (key === 'redirects' && redirectName(entry)) {
        parts.push(`redirect ${redirectName(entry)}`);
      } else {
        const name = nameOf(entry);
        parts.push(`${itemWordOf(key) ?? key} ${next + 1}${name ? ` (${name})` : ''}`);
      }
      value = entry;
      i += 1;
    } else {
      parts.push(key === 'notFound' ? 'the not-found page' : key);
      value = child;
    }
  }
  return parts.length ? parts.join(SEPARATOR) : 'the whole file';
}
