import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { applyFileEdits, type FileEdits, type SiteData } from '../../../studio/links';
import { exampleRoot } from '../../fixtures/exampleSite';

export type Texts = { 'pages.yaml': string; 'nav.yaml': string };

export const fixture = (): Texts => ({
  'pages.yaml': readFileSync(new URL('./fixtures/pages.yaml', import.meta.url), 'utf8'),
  'nav.yaml': readFileSync(new URL('./fixtures/nav.yaml', import.meta.url), 'utf8'),
});

/** A real site's files: the example site's, which engine tests may rely on whichever site is in the project. */
export const exampleSite = (): Texts => ({
  'pages.yaml': readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8'),
  'nav.yaml': readFileSync(join(exampleRoot, 'nav.yaml'), 'utf8'),
});

export const siteOf = (texts: Texts): SiteData => ({ pages: parse(texts['pages.yaml']), nav: parse(texts['nav.yaml']) });

/** The changed lines of a file after `changes`, as `git diff --unified=0` prints them (`-old`, `+new`), in order. */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence, line by line: small fixtures and single-line edits keep this cheap.
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * cols + j] = a[i] === b[j] ? table[(i + 1) * cols + j + 1]! + 1 : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  const out: string[] = [];
  const flush = () => out.push(...removed.splice(0).map((line) => `-${line}`), ...added.splice(0).map((line) => `+${line}`));
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i += 1;
      j += 1;
    } else if (j < b.length && (i >= a.length || table[i * cols + j + 1]! >= table[(i + 1) * cols + j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  flush();
  return out;
}

export function applied(texts: Texts, changes: FileEdits[]) {
  const after = applyFileEdits(texts, changes);
  return { after, pages: changedLines(texts['pages.yaml'], after['pages.yaml']), nav: changedLines(texts['nav.yaml'], after['nav.yaml']) };
}
