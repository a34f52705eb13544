// Every link to a page, in pages.yaml and nav.yaml: the `to:` fields anywhere in blocks, the header menu, the footer
// and the not-found page, matched the way the site's checks and router match a path (case and a trailing slash
// ignored), with or without an `#anchor`; and, on the page itself, anchors alone (`#Values`).
import { classifyLink, routeKey } from '../../src/content';
import type { YamlPath } from '../yaml';
import { describeLinkPlace } from './linkPlace';
import { field, pagesOf } from './read';
import type { ContentFile, FoundLink, PageIndex, SiteData } from './types';

type ToField = { file: ContentFile; path: YamlPath; to: string; onPage?: PageIndex };

/** Every string under a `to:` key inside `value`, with its path from the top of the file. */
function toFields(value: unknown, path: Array<string | number>, found: Array<{ path: YamlPath; to: string }>) {
  if (Array.isArray(value)) value.forEach((item, index) => toFields(item, [...path, index], found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'to' && typeof child === 'string') found.push({ path: [...path, key], to: child });
      else toFields(child, [...path, key], found);
    }
  }
}

/** Every `to:` field of the site, each with the page it is on (for pages.yaml). */
export function allLinkFields(site: SiteData): ToField[] {
  const fields: ToField[] = [];
  pagesOf(site.pages).forEach((page, index) => {
    const found: Array<{ path: YamlPath; to: string }> = [];
    toFields(page, ['pages', index], found);
    fields.push(...found.map((entry) => ({ file: 'pages.yaml' as const, ...entry, onPage: index })));
  });
  const notFound: Array<{ path: YamlPath; to: string }> = [];
  toFields(field(site.pages, 'notFound'), ['notFound'], notFound);
  fields.push(...notFound.map((entry) => ({ file: 'pages.yaml' as const, ...entry, onPage: 'notFound' as const })));
  const nav: Array<{ path: YamlPath; to: string }> = [];
  toFields(site.nav, [], nav);
  fields.push(...nav.map((entry) => ({ file: 'nav.yaml' as const, ...entry })));
  return fields;
}

/** The path of the page at `index`, or undefined. */
export function pagePathAt(site: SiteData, index: number): string | undefined {
  const path = field(pagesOf(site.pages)[index], 'path');
  return typeof path === 'string' ? path : undefined;
}

/** The index of the page whose path matches `path` as the router matches it, or -1. */
export function findPage(site: SiteData, path: string): number {
  const key = routeKey(path);
  return pagesOf(site.pages).findIndex((page) => {
    const own = field(page, 'path');
    return typeof own === 'string' && routeKey(own) === key;
  });
}

/**
 * Every link to the page at `pageIndex`: page paths (with or without `#anchor` or a trailing `#`) from anywhere, and
 * anchors alone on the page itself. Each comes with its place in plain words.
 */
export function findLinksTo(site: SiteData, pageIndex: number): FoundLink[] {
  const target = pagePathAt(site, pageIndex);
  if (target === undefined) return [];
  const key = routeKey(target);
  const found: FoundLink[] = [];
  for (const entry of allLinkFields(site)) {
    const link = classifyLink(entry.to);
    const insidePage = entry.onPage === pageIndex;
    let anchor: string | undefined;
    if (link.kind === 'internal' && routeKey(link.path) === key) anchor = link.anchor;
    else if (link.kind === 'anchor' && insidePage) anchor = link.anchor;
    else continue;
    found.push({
      file: entry.file,
      path: entry.path,
      to: entry.to,
      ...(anchor !== undefined ? { anchor } : {}),
      ...(entry.onPage !== undefined ? { onPage: entry.onPage } : {}),
      insidePage,
      place: describeLinkPlace(entry.file, entry.path, site),
    });
  }
  return found;
}

/** The links that keep a page reachable: those from other pages, the header and the footer. */
export function incomingLinks(site: SiteData, pageIndex: number): FoundLink[] {
  return findLinksTo(site, pageIndex).filter((link) => !link.insidePage);
}

/** Whether anything outside the page links to it (a page nothing links to is refused by the site's checks). */
export const isLinked = (site: SiteData, pageIndex: number) => incomingLinks(site, pageIndex).length > 0;
