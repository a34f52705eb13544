import type { YamlPath } from '../../yaml';
import type { PageRef } from './types';

export const pagePath = (page: PageRef): YamlPath => (page === 'notFound' ? ['notFound'] : ['pages', page]);
export const blocksPath = (page: PageRef): YamlPath => [...pagePath(page), 'blocks'];
export const blockPath = (page: PageRef, block: number): YamlPath => [...blocksPath(page), block];

/** `cards[0].title` (a form field name, as in the loader's problem paths) -> ['cards', 0, 'title']. */
export function parseFieldName(name: string): Array<string | number> {
  const segments: Array<string | number> = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(/^\d+$/.test(match[1]) ? Number(match[1]) : match[1]);
  }
  return segments;
}

export function fieldName(path: ReadonlyArray<string | number>): string {
  let out = '';
  for (const segment of path) out += typeof segment === 'number' ? `[${segment}]` : out ? `.${segment}` : segment;
  return out;
}

/** Where a whole-site problem path (`pages[3].blocks[2].cards[0].title`) points: page, block and field. */
export function locateProblem(path: string): { page: PageRef; block: number | null; field?: string } | undefined {
  const segments = parseFieldName(path);
  let page: PageRef;
  let rest: Array<string | number>;
  if (segments[0] === 'pages' && typeof segments[1] === 'number') {
    page = segments[1];
    rest = segments.slice(2);
  } else if (segments[0] === 'notFound') {
    page = 'notFound';
    rest = segments.slice(1);
  } else return undefined;
  if (rest[0] === 'blocks' && typeof rest[1] === 'number') {
    const field = rest.length > 2 ? fieldName(rest.slice(2)) : undefined;
    return { page, block: rest[1], ...(field ? { field } : {}) };
  }
  return { page, block: null, ...(rest.length ? { field: fieldName(rest) } : {}) };
}
