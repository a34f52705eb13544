// One status, told three times: the top bar's words, the Unsaved changes list and the Save button (enabled, or its
// reason) all come from saveStatus, and must agree after every step an editor takes: edit, break, fix, undo, redo,
// save, and a title cleared and typed back (nothing left to list, not the same change twice).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldEdits, textFieldValue } from '../../../../studio/app/form/fieldEdits';
import { saveStatus, type SaveStatus } from '../../../../studio/app/state/saveStatus';
import { StudioStore } from '../../../../studio/app/state/store';

const pagesText = `pages:
  - path: /contact
    title: Contact
    blocks:
      - type: hero
        title: Talk to us
        text: We answer within a day.
notFound:
  title: Not found
  blocks: []
`;

let store: StudioStore;
let disk: string;
let now = 1_000_000;

beforeEach(async () => {
  disk = pagesText;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { files: Record<string, string> }) : { files: {} };
    if (url === '/api/validate') {
      const text = body.files['pages.yaml'] ?? disk;
      const problems = text.includes('title: ""') ? [{ code: 'empty', message: 'Must not be empty', path: 'pages[0].blocks[0].title' }] : [];
      return new Response(JSON.stringify({ problems }));
    }
    if (url === '/api/save') {
      disk = body.files['pages.yaml'] ?? disk;
      return new Response(JSON.stringify({ files: { 'pages.yaml': { version: 'p2' } } }));
    }
    return new Response(JSON.stringify({ files: { 'pages.yaml': { text: disk, version: 'p1' }, 'nav.yaml': { text: 'header: {}\n', version: 'n1' } }, publicFiles: [] }));
  });
  store = new StudioStore();
  await store.load();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const hero = () => fieldEdits(store, 'pages.yaml', ['pages', 0, 'blocks', 0], { page: 0, block: 0 });
/** Types `text` into a hero field after a pause (its own undo step), committing every keystroke as the text box does. */
function type(name: string, text: string, required = true) {
  now += 5_000;
  if (text === '') return hero().commit(name, textFieldValue('short-text', required, ''));
  for (let end = 1; end <= text.length; end += 1) {
    now += 50;
    hero().commit(name, textFieldValue('short-text', required, text.slice(0, end)));
  }
}

/** The three displays, and a check that they tell one story. */
async function shown(): Promise<SaveStatus & { saveEnabled: boolean }> {
  await store.validate();
  const status = saveStatus(store.get());
  const saveEnabled = store.canSave;
  // The top bar, the list and the button agree:
  expect(status.summary === 'All changes saved').toBe(!status.dirty);
  if (!status.dirty) expect(status.changes).toEqual([]);
  expect(status.summary.endsWith('ready to save')).toBe(saveEnabled);
  expect(/problems? to fix/.test(status.summary)).toBe(/^Fix the \d* ?problems? on the right/.test(status.refusal));
  expect(saveEnabled).toBe(status.refusal === '');
  // No report of a save beside unsaved changes.
  if (status.dirty) expect(status.notice).not.toMatch(/^Saved/);
  // No refusal beside a Save that is offered, or once nothing is left to save.
  if (saveEnabled || !status.dirty) expect(status.notice).not.toMatch(/^Not saved: Fix/);
  return { ...status, saveEnabled };
}

describe('saveStatus', () => {
  it('walks edit, break, fix, undo, redo and save with the top bar, the list and Save agreeing at every step', async () => {
    expect(await shown()).toMatchObject({ summary: 'All changes saved', changes: [], saveEnabled: false, refusal: 'Nothing to save: every change is saved.' });

    type('text', 'We answer within the hour.');
    expect(await shown()).toMatchObject({ summary: 'Unsaved changes, ready to save', changes: ['Changed page /contact › block 1 (hero) › text'], saveEnabled: true, refusal: '' });

    type('title', '');
    expect(await shown()).toMatchObject({
      summary: 'Unsaved: 1 problem to fix before saving',
      changes: ['Changed page /contact › block 1 (hero) › text', 'Changed page /contact › block 1 (hero) › title'],
      saveEnabled: false,
      refusal: 'Fix the 1 problem on the right first: only a site that passes its checks is saved.',
    });
    await store.save();
    expect(store.get().notice).toBe('Not saved: Fix the 1 problem on the right first: only a site that passes its checks is saved.');
    expect(disk).toBe(pagesText);

    type('title', 'Talk to our engineers');
    expect(await shown()).toMatchObject({ summary: 'Unsaved changes, ready to save', changes: ['Changed page /contact › block 1 (hero) › text', 'Changed page /contact › block 1 (hero) › title'], saveEnabled: true, notice: '' });

    store.undo();
    expect(await shown()).toMatchObject({ summary: 'Unsaved: 1 problem to fix before saving', saveEnabled: false });
    store.undo();
    store.undo();
    expect(await shown()).toMatchObject({ summary: 'All changes saved', changes: [], saveEnabled: false, notice: 'Undone: Changed page /contact › block 1 (hero) › text' });

    store.redo();
    expect(await shown()).toMatchObject({ summary: 'Unsaved changes, ready to save', changes: ['Changed page /contact › block 1 (hero) › text'], saveEnabled: true });

    await store.save();
    expect(await shown()).toMatchObject({ summary: 'All changes saved', changes: [], saveEnabled: false, notice: 'Saved your changes to the pages.' });
    expect(disk).toBe(pagesText.replace('We answer within a day.', 'We answer within the hour.'));

    // Breaking the saved draft again: the save's message is no longer shown beside the problem.
    type('title', '');
    expect(await shown()).toMatchObject({ summary: 'Unsaved: 1 problem to fix before saving', notice: '', changes: ['Changed page /contact › block 1 (hero) › title'] });
  });

  it('names a redirect typed into by its addresses as they end up, never by its number', async () => {
    disk = `${pagesText}redirects:\n  - from: /old-contact\n    to: /contact\n`;
    store = new StudioStore();
    await store.load();
    const site = () => fieldEdits(store, 'pages.yaml', []);
    site().list.insert('redirects', 1, { from: '', to: '' }, 'a redirect');
    const typeInto = (name: string, text: string) => {
      now += 5_000;
      for (let end = 1; end <= text.length; end += 1) {
        now += 50;
        site().commit(name, text.slice(0, end));
      }
    };
    typeInto('redirects[1].from', '/careers');
    typeInto('redirects[1].to', '/contact');
    expect((await shown()).changes).toEqual(['Added a redirect to redirects', 'Changed redirect /careers → (nowhere yet) › from', 'Changed redirect /careers → /contact › to']);
    site().list.remove('redirects', 0, 'redirect /old-contact → /contact', false);
    expect((await shown()).changes.at(-1)).toBe('Removed redirect /old-contact → /contact from redirects');
  });

  it('lists nothing once a cleared title is typed back, and one change of a field typed in twice', async () => {
    type('text', 'Call us.');
    type('title', '');
    type('title', 'Talk to us');
    expect(await shown()).toMatchObject({ summary: 'Unsaved changes, ready to save', changes: ['Changed page /contact › block 1 (hero) › text'] });
    type('text', 'We answer within a day.');
    expect(await shown()).toMatchObject({ summary: 'All changes saved', changes: [] });
    expect(store.textOf('pages.yaml')).toBe(pagesText);

    type('title', 'Talk');
    type('title', 'Talk to me');
    expect((await shown()).changes).toEqual(['Changed page /contact › block 1 (hero) › title']);
  });
});
