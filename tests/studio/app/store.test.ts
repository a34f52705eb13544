// The studio's draft store: a change may edit both content files as one undo step (a page's new address and every
// link to it), and the single-file changes every form makes keep working.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudioStore } from '../../../studio/app/state/store';
import { changedLines } from '../links/helpers';

const pagesText = `# Pages
pages:
  - path: /
    title: Home
    blocks:
      - type: hero
        title: Welcome
        actions:
          - label: Rental
            to: /rental#prices
  - path: /rental
    title: Rental
    blocks:
      - type: hero
        title: Rental
notFound:
  title: Not found
  blocks: []
`;
const navText = `# Menus
header:
  items:
    - label: Rental
      to: /rental # the menu entry
`;

let store: StudioStore;
let stored: Map<string, string>;

beforeEach(async () => {
  stored = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ files: { 'pages.yaml': { text: pagesText, version: 'p1' }, 'nav.yaml': { text: navText, version: 'n1' } }, publicFiles: [] })),
  );
  store = new StudioStore();
  await store.load();
});

afterEach(() => vi.unstubAllGlobals());

const rename = () =>
  store.apply({
    files: [
      { file: 'pages.yaml', edits: [{ op: 'set', path: ['pages', 1, 'path'], value: '/equipment-rental' }, { op: 'set', path: ['pages', 0, 'blocks', 0, 'actions', 0, 'to'], value: '/equipment-rental#prices' }] },
      { file: 'nav.yaml', edits: [{ op: 'set', path: ['header', 'items', 0, 'to'], value: '/equipment-rental' }] },
    ],
    label: 'Changed the address of Rental to /equipment-rental',
  });

describe('StudioStore', () => {
  it('applies a change to both files as one step: one undo and one redo restore and repeat both', () => {
    expect(rename()).toBe(true);
    const renamed = { pages: changedLines(pagesText, store.textOf('pages.yaml')), nav: changedLines(navText, store.textOf('nav.yaml')) };
    expect(renamed).toEqual({
      pages: ['-            to: /rental#prices', '-  - path: /rental', '+            to: /equipment-rental#prices', '+  - path: /equipment-rental'],
      nav: ['-      to: /rental # the menu entry', '+      to: /equipment-rental # the menu entry'],
    });
    expect(store.get().dirty).toEqual({ 'pages.yaml': true, 'nav.yaml': true });
    expect(store.get().history).toHaveLength(1);
    expect((store.get().data['nav.yaml'] as any).header.items[0].to).toBe('/equipment-rental');

    store.undo();
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect(store.textOf('nav.yaml')).toBe(navText);
    expect((store.get().data['pages.yaml'] as any).pages[1].path).toBe('/rental');
    expect(store.get().notice).toBe('Undone: Changed the address of Rental to /equipment-rental');
    // Back at the text on disk: nothing left to save, and no stored draft to restore.
    expect(store.get().dirty).toEqual({ 'pages.yaml': false, 'nav.yaml': false });
    expect(stored.has('studio:draft')).toBe(false);

    store.redo();
    expect(store.get().dirty).toEqual({ 'pages.yaml': true, 'nav.yaml': true });
    expect(changedLines(navText, store.textOf('nav.yaml'))).toEqual(renamed.nav);
    expect(changedLines(pagesText, store.textOf('pages.yaml'))).toEqual(renamed.pages);
  });

  it('keeps the unsaved edits of both files in browser storage, and restores them after a reload', async () => {
    rename();
    const draft = JSON.parse(stored.get('studio:draft')!);
    expect(Object.keys(draft.edits)).toEqual(['pages.yaml', 'nav.yaml']);
    const reloaded = new StudioStore();
    await reloaded.load();
    expect(reloaded.textOf('nav.yaml')).toBe(store.textOf('nav.yaml'));
    expect(reloaded.textOf('pages.yaml')).toBe(store.textOf('pages.yaml'));
    expect(reloaded.get().notice).toBe('Your unsaved changes from the last session were restored.');
  });

  it('applies nothing when one file of a change cannot be written, and says why', () => {
    const applied = store.apply({
      files: [
        { file: 'pages.yaml', edits: [{ op: 'set', path: ['pages', 1, 'path'], value: '/equipment-rental' }] },
        { file: 'nav.yaml', edits: [{ op: 'delete', path: ['footer', 'columns', 3] }] },
      ],
      label: 'A change that cannot be made',
    });
    expect(applied).toBe(false);
    expect(store.get().history).toHaveLength(0);
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect(store.get().notice).toMatch(/^Not changed: /);
  });

  it('refuses a single-file change whose text would not say what its data says, and says so, changing nothing', () => {
    const applied = store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'title'], value: ['Home', undefined] }], label: 'A list with a hole' });
    expect(applied).toBe(false);
    expect(store.get().notice).toMatch(/^Not changed: the change at \.pages\[0\]\.title could not be written/);
    expect(store.get().history).toHaveLength(0);
    expect(store.get().dirty['pages.yaml']).toBe(false);
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect((store.get().data['pages.yaml'] as { pages: Array<{ title: unknown }> }).pages[0]!.title).toBe('Home');
  });

  it("keeps today's single-file changes: nav.yaml by name, pages.yaml by default, typing into one field as one step", () => {
    store.apply({ file: 'nav.yaml', edits: [{ op: 'set', path: ['header', 'items', 0, 'label'], value: 'Hire' }], label: 'Renamed the menu entry' });
    store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'title'], value: 'H' }], label: 'Changed the title', group: 'field:title' });
    store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'title'], value: 'Ho' }], label: 'Changed the title', group: 'field:title' });
    expect(store.get().history.map((step) => step.label)).toEqual(['Renamed the menu entry', 'Changed the title']);
    expect(store.textOf('pages.yaml')).toContain('    title: Ho\n');
    store.undo();
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect(store.textOf('nav.yaml')).toContain('- label: Hire');
  });

  it('names a field emptied and typed into again by its last keystroke: changed, not removed', () => {
    store.apply({ edits: [{ op: 'delete', path: ['pages', 0, 'blocks', 0, 'title'] }], label: 'Removed the title', group: 'field:title' });
    store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value: 'S' }], label: 'Changed the title', group: 'field:title' });
    store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value: 'Since 1995' }], label: 'Changed the title', group: 'field:title' });
    expect(store.get().history.map((step) => step.label)).toEqual(['Changed the title']);
    expect(changedLines(pagesText, store.textOf('pages.yaml'))).toEqual(['-        title: Welcome', '+        title: Since 1995']);
    store.undo();
    expect(store.textOf('pages.yaml')).toBe(pagesText);
  });

  it('undoing back to the saved content gives the saved text byte for byte and nothing to save, even after an emptied field', () => {
    const title = (value: string) => store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'title'], value }], label: 'Changed the title' });
    title('');
    expect(store.textOf('pages.yaml')).toContain('        title: ""\n');
    // Another change between them, as an editor makes while fixing one thing after another.
    store.apply({ edits: [{ op: 'set', path: ['pages', 0, 'blocks', 0, 'actions', 0, 'to'], value: '/rental' }], label: 'Changed the link' });
    store.undo();
    store.undo();
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect(store.get().dirty).toEqual({ 'pages.yaml': false, 'nav.yaml': false });
  });

  it('typing a field back to its saved value leaves nothing to save', () => {
    const type = (value: string) => store.apply({ edits: [{ op: 'set', path: ['pages', 1, 'title'], value }], label: 'Changed the title', group: 'field:title' });
    type('Rentals');
    expect(store.get().dirty['pages.yaml']).toBe(true);
    type('Rental');
    expect(store.get().dirty['pages.yaml']).toBe(false);
    expect(store.textOf('pages.yaml')).toBe(pagesText);
  });

  it('a field that was not there, filled in and emptied again while typing, leaves no step to undo; the step before it undoes', () => {
    store.apply({ edits: [{ op: 'set', path: ['pages', 1, 'title'], value: 'Hire' }], label: 'Changed the title' });
    const eyebrow = (value?: string) =>
      store.apply({ edits: [value === undefined ? { op: 'delete', path: ['pages', 1, 'blocks', 0, 'eyebrow'] } : { op: 'set', path: ['pages', 1, 'blocks', 0, 'eyebrow'], value }], label: 'Changed the small label', group: 'field:eyebrow' });
    eyebrow('N');
    eyebrow('New');
    eyebrow();
    expect(store.get().history.map((step) => step.label)).toEqual(['Changed the title']);
    store.undo();
    expect(store.get().position).toBe(0);
    expect(store.textOf('pages.yaml')).toBe(pagesText);
    expect(store.get().notice).toBe('Undone: Changed the title');
  });

  it('keeps the form on a moved block when its move is undone and redone', () => {
    store.apply({ edits: [{ op: 'insert', path: ['pages', 0, 'blocks'], index: 1, value: { type: 'section', heading: 'Second' } }], label: 'Added', select: { page: 0, block: 1 } });
    // The block is dragged while another one is shown.
    store.select({ page: 0, block: 1 });
    store.apply({ edits: [{ op: 'move', path: ['pages', 0, 'blocks'], from: 0, to: 1 }], label: 'Moved', select: { page: 0, block: 1 }, unselect: { page: 0, block: 0 } });
    expect(store.get().selection).toEqual({ page: 0, block: 1 });
    store.undo();
    expect(store.get().selection).toEqual({ page: 0, block: 0 });
    expect((store.get().data['pages.yaml'] as any).pages[0].blocks[0].type).toBe('hero');
    store.redo();
    expect(store.get().selection).toEqual({ page: 0, block: 1 });
    expect((store.get().data['pages.yaml'] as any).pages[0].blocks[1].type).toBe('hero');
  });
});
