import type { PageRef, StudioState } from './types';

export type PageSummary = { ref: PageRef; path: string; title: string };

const EMPTY: Record<string, unknown>[] = [];

type PageLike = { path?: unknown; title?: unknown; description?: unknown; blocks?: unknown };

export function pagesOf(state: StudioState): PageLike[] {
  const data = state.data['pages.yaml'] as { pages?: PageLike[] } | undefined;
  return Array.isArray(data?.pages) ? data.pages : [];
}

export function pageOf(state: StudioState, ref: PageRef): PageLike | undefined {
  const data = state.data['pages.yaml'] as { pages?: PageLike[]; notFound?: PageLike } | undefined;
  return ref === 'notFound' ? data?.notFound : data?.pages?.[ref];
}

export function blocksOf(state: StudioState, ref: PageRef): Record<string, unknown>[] {
  const blocks = pageOf(state, ref)?.blocks;
  return Array.isArray(blocks) ? (blocks as Record<string, unknown>[]) : EMPTY;
}

export const pageName = (page: PageLike | undefined, ref: PageRef) =>
  ref === 'notFound' ? 'Page not found' : typeof page?.title === 'string' && page.title ? page.title : 'Untitled page';

export const pagePathOf = (page: PageLike | undefined, ref: PageRef) => (ref === 'notFound' ? '(any unknown address)' : typeof page?.path === 'string' ? page.path : '');

/** The first words of a block, as the editor recognises it: its title, heading, text, or first card or product's name. */
export function firstWords(block: Record<string, unknown> | undefined, limit = 48): string {
  if (!block) return '';
  const found = findText(block, ['title', 'name', 'heading', 'eyebrow', 'text', 'quote', 'label', 'intro', 'body', 'cards', 'products', 'items', 'slides', 'rows', 'stats', 'steps']);
  const clean = (found ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > limit ? `${clean.slice(0, limit - 1).trimEnd()}…` : clean;
}

function findText(value: unknown, keys: string[], depth = 0): string | undefined {
  if (depth > 3) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const text = findText(item, keys, depth + 1);
      if (text) return text;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of keys) {
      const text = key in record ? findText(record[key], keys, depth + 1) : undefined;
      if (text) return text;
    }
  }
  return undefined;
}

/**
 * Each page's title and path, as one stable array while they are unchanged: typing into a block changes the pages
 * array on every keystroke, and the page list (1,000 entries on a big site) must not re-render for it.
 */
let lastSummary: { pages: unknown; key: string; value: Array<{ title: string; path: string }> } = { pages: null, key: '', value: [] };
export function pageSummaries(state: StudioState): Array<{ title: string; path: string }> {
  const pages = pagesOf(state);
  if (pages === lastSummary.pages) return lastSummary.value;
  const key = pages.map((page, index) => `${pageName(page, index)}\u0000${pagePathOf(page, index)}`).join('\u0001');
  const value = key === lastSummary.key ? lastSummary.value : pages.map((page, index) => ({ title: pageName(page, index), path: pagePathOf(page, index) }));
  lastSummary = { pages, key, value };
  return value;
}
