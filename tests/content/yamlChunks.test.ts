import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseInChunks } from '../../src/content/yamlChunks';
import { parseYamlSource } from '../../src/content/yamlSource';
import { exampleRoot } from '../fixtures/exampleSite';

// Real content written by hand (the example site's), whichever organisation's site is in the project.
const examplePages = readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8');
const navText = readFileSync(join(exampleRoot, 'nav.yaml'), 'utf8');

/** The example's pages written three times over: a file large enough (over 1,000 values and keys) to test positions in depth. */
function tripled(text: string): string {
  const listStart = text.indexOf('\npages:\n') + '\npages:\n'.length;
  const listEnd = text.indexOf('\nnotFound:') + 1;
  if (listStart < '\npages:\n'.length || listEnd < 1) throw new Error('the example pages.yaml has no pages: list followed by notFound:');
  const list = text.slice(listStart, listEnd);
  return text.slice(0, listStart) + list + list + list + text.slice(listEnd);
}
const pagesText = tripled(examplePages);

/** Every path to a value or key in `value`, depth first. */
function pathsOf(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])));
  if (value && typeof value === 'object') return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])));
  return here;
}

describe('parsing pages.yaml one page at a time', () => {
  it('splits a real pages.yaml into one document per page', () => {
    const parsed = parseInChunks(pagesText)!;
    expect(parsed).not.toBeNull();
    expect(parsed.lists.get('pages')!.length).toBe((parseDocument(pagesText).toJS() as { pages: unknown[] }).pages.length);
    expect(parseInChunks(examplePages)!.lists.get('pages')!.length).toBe((parseDocument(examplePages).toJS() as { pages: unknown[] }).pages.length);
    expect(parseInChunks(navText)?.lists.has('pages') ?? false).toBe(false);
  });

  it('gives the same data and the same line and column for every value and key as a whole-file parse', () => {
    const fast = parseYamlSource('pages.yaml', pagesText);
    const whole = parseYamlSource('pages.yaml', pagesText, { whole: true });
    expect(fast.value).toEqual(whole.value);
    const paths = pathsOf(whole.value);
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) {
      expect(fast.locate(path), path.join('.')).toEqual(whole.locate(path));
      expect(fast.locate(path, { key: true }), `${path.join('.')} (key)`).toEqual(whole.locate(path, { key: true }));
    }
    // Paths that do not exist resolve to the same nearest ancestor.
    for (const path of [['pages', 3, 'blocks', 99, 'title'], ['pages', 999], ['nosuchkey'], ['notFound', 'blocks', 0, 'missing']]) {
      expect(fast.locate(path), path.join('.')).toEqual(whole.locate(path));
    }
  });

  it('parses the whole file when pieces could be tied together or a piece has an error, so messages stay the same', () => {
    const withAlias = pagesText.replace(/^( {4}title: )(.*)$/m, '$1&first $2');
    expect(parseInChunks(withAlias)).toBeNull();
    expect(parseInChunks(`---\n${pagesText}`)).toBeNull();
    expect(parseInChunks(pagesText.replace(/^( {4}description: .*)$/m, '$1\n   description: badly indented'))).toBeNull();
    // A duplicate key lies within one piece: the pieces report it themselves, at its place in the file.
    const broken = pagesText.replace(/^( {4}description: .*)$/m, '$1\n    description: twice');
    expect(parseInChunks(broken)?.errors?.map((error) => error.code)).toEqual(['DUPLICATE_KEY']);
    const problems = parseYamlSource('pages.yaml', broken).problems;
    expect(problems).toEqual(parseYamlSource('pages.yaml', broken, { whole: true }).problems);
    expect(problems[0]).toMatchObject({ kind: 'duplicate-key', line: pagesText.slice(0, pagesText.search(/^ {4}description: /m)).split('\n').length + 1 });
  });
});
