import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, type Edit } from '../../../studio/yaml';

// A frozen copy of the site's nav.yaml: the menus and settings the studio's Menus and Site settings views edit.
const source = readFileSync(new URL('./fixtures/nav.yaml', import.meta.url), 'utf8');

/** The lines that differ, as `git diff --unified=0` would list them (removed first, then added). */
function changedLines(edits: Edit[]): string[] {
  const before = source.split('\n');
  const after = applyEdits(source, edits).split('\n');
  let start = 0;
  while (start < before.length && before[start] === after[start]) start += 1;
  let endBefore = before.length - 1;
  let endAfter = after.length - 1;
  while (endBefore >= start && endAfter >= start && before[endBefore] === after[endAfter]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  return [...before.slice(start, endBefore + 1).map((line) => `-${line}`), ...after.slice(start, endAfter + 1).map((line) => `+${line}`)];
}

const COMPANY = ['footer', 'columns', 2];

describe('applyEdits on the real nav.yaml', () => {
  it('adds a link at the end of the footer column Company, then names it and points it at a page', () => {
    const edits: Edit[] = [
      { op: 'insert', path: [...COMPANY, 'links'], index: 4, value: { label: 'New link' } },
      { op: 'set', path: [...COMPANY, 'links', 4, 'label'], value: 'Contact us' },
      { op: 'set', path: [...COMPANY, 'links', 4, 'to'], value: '/contact' },
    ];
    expect(changedLines(edits)).toEqual(['+        - label: Contact us', '+          to: /contact']);
  });

  it('renames a group of the Application dropdown on its one line', () => {
    expect(changedLines([{ op: 'set', path: ['header', 'items', 2, 'groups', 2, 'heading'], value: 'Our services' }])).toEqual([
      '-        - heading: Services',
      '+        - heading: Our services',
    ]);
  });

  it('swaps two footer links by moving their lines', () => {
    expect(changedLines([{ op: 'move', path: [...COMPANY, 'links'], from: 0, to: 1 }])).toEqual([
      '-        - label: Home',
      '-          to: /',
      '-        - label: About',
      '-          to: /about',
      '+        - label: About',
      '+          to: /about',
      '+        - label: Home',
      '+          to: /',
    ]);
  });

  it('removes a link without a destination, and clearing a destination leaves the label alone', () => {
    expect(changedLines([{ op: 'delete', path: ['footer', 'columns', 3, 'links', 0] }])).toEqual(['-        - label: Claim']);
    expect(changedLines([{ op: 'delete', path: [...COMPANY, 'links', 1, 'to'] }])).toEqual(['-          to: /about']);
  });

  it('turns a header link into a dropdown that keeps the link', () => {
    const edits: Edit[] = [
      { op: 'set', path: ['header', 'items', 1, 'groups'], value: [{ heading: 'New group', links: [{ label: 'About', to: '/about' }] }] },
      { op: 'delete', path: ['header', 'items', 1, 'to'] },
    ];
    expect(changedLines(edits)).toEqual([
      '-      to: /about',
      '+      groups:',
      '+        - heading: New group',
      '+          links:',
      '+            - label: About',
      '+              to: /about',
    ]);
  });

  it('turns a dropdown back into a plain link', () => {
    const edits: Edit[] = [
      { op: 'set', path: ['header', 'items', 2, 'to'], value: '/application/Solution/waste_water_treatment' },
      { op: 'delete', path: ['header', 'items', 2, 'groups'] },
    ];
    const lines = changedLines(edits);
    expect(lines.filter((line) => line.startsWith('+'))).toEqual(['+      to: /application/Solution/waste_water_treatment']);
    expect(lines.filter((line) => line.startsWith('-'))).toHaveLength(35);
    expect(lines[0]).toBe('-      groups:');
  });

  it('keeps the quotes of the footer tagline when it is edited', () => {
    expect(changedLines([{ op: 'set', path: ['site', 'tagline'], value: 'Clean water, from survey to service.' }])).toEqual([
      '-  tagline: "Transforming Waters, Enriching Lives: Crafting Sustainable Solutions for a Cleaner, Greener Tomorrow."',
      '+  tagline: "Clean water, from survey to service."',
    ]);
  });
});
