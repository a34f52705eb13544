// How values and fields are written in the change summary: short quoted texts (a long text shows only the part that
// changed), fields by the inspector's labels, list entries by their label.
import { nameOf, labelOf } from '../../src/content';

const MAX_TEXT = 70;
const CONTEXT = 24;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `visibleFrom` -> "visible from", `card-grid` -> "card grid". */
export function words(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
}

/** A field as the inspector labels it. */
export const fieldName = (key: string) => labelOf(key);

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function clip(text: string, limit = MAX_TEXT): string {
  return text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text;
}

/** One value as the summary shows it: "text" in quotes, numbers as they are, yes/no, or what a group holds. */
export function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return `“${clip(oneLine(value))}”`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 1 ? '1 entry' : `${value.length} entries`;
  const name = nameOf(value);
  return name ? `“${name}”` : '(a group of fields)';
}

/** Before -> after; two long texts are cut to the part that differs, with a little of what surrounds it. */
export function beforeAfter(before: unknown, after: unknown): string {
  if (typeof before !== 'string' || typeof after !== 'string') return `${show(before)} → ${show(after)}`;
  const a = oneLine(before);
  const b = oneLine(after);
  if (a.length <= MAX_TEXT && b.length <= MAX_TEXT) return `“${a}” → “${b}”`;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  // A little context on each side of the difference, cut at spaces so no word is shown in half.
  const wordStart = (text: string, at: number) => (at <= 0 ? 0 : text.lastIndexOf(' ', at) + 1);
  const wordEnd = (text: string, at: number) => (at >= text.length ? text.length : text.indexOf(' ', at) < 0 ? text.length : text.indexOf(' ', at));
  const from = wordStart(a, Math.min(start, b.length) - CONTEXT);
  const excerpt = (text: string) => {
    const to = wordEnd(text, text.length - end + CONTEXT);
    const middle = text.slice(from, to);
    return `“${from > 0 ? '…' : ''}${clip(middle, MAX_TEXT * 2)}${to < text.length ? '…' : ''}”`;
  };
  return `${excerpt(a)} → ${excerpt(b)}`;
}
