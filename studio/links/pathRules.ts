// Whether a page address may be used for a new or renamed page, in plain words, and a suggestion from a title.
import { routeKey } from '../../src/content';
import { pageLabel } from './linkPlace';
import { field, pagesOf } from './read';
import type { SiteData } from './types';

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Why `path` cannot be the address of a page, or undefined when it can. `ignore` is the page being renamed (its own
 * address is not a duplicate of itself). Addresses are compared as the router compares them: case and a trailing
 * slash ignored.
 */
export function pathProblem(site: SiteData, path: string, ignore?: number): string | undefined {
  if (path === '') return 'Write the address, for example /careers.';
  if (!path.startsWith('/')) return 'The address must start with / (for example /careers).';
  if (/\s/.test(path)) return 'The address cannot contain spaces: use - between words (for example /equipment-rental).';
  if (path !== '/' && path.endsWith('/')) return 'Remove the / at the end of the address.';
  if (path.includes('//')) return 'The address has two slashes in a row; remove one.';
  const segments = path === '/' ? [] : path.slice(1).split('/');
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad !== undefined) {
    const char = [...bad].find((c) => !/[A-Za-z0-9_-]/.test(c));
    return `The address can use only letters (a to z), digits, - and _ between slashes${char ? `; “${char}” is not allowed` : ''}.`;
  }
  const key = routeKey(path);
  const taken = pagesOf(site.pages).findIndex((page, index) => index !== ignore && typeof field(page, 'path') === 'string' && routeKey(field(page, 'path') as string) === key);
  if (taken >= 0) {
    const page = pagesOf(site.pages)[taken];
    const own = field(page, 'path') as string;
    return own === path
      ? `The page “${pageLabel(page)}” already has the address ${own}.`
      : `The page “${pageLabel(page)}” already has the address ${own}; addresses that differ only in upper and lower case are the same page.`;
  }
  return undefined;
}

/** "/careers" from "Careers", "/equipment-rental" from "Equipment Rental!": lower case, words joined by -. */
export function suggestPath(title: string, parent = ''): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const base = parent.replace(/\/+$/, '');
  return slug ? `${base}/${slug}` : base || '/';
}

/** The folder part of a path ("/application/service" for "/application/service/rental"), "" at the top. */
export function parentOf(path: string): string {
  const at = path.lastIndexOf('/');
  return at > 0 ? path.slice(0, at) : '';
}
