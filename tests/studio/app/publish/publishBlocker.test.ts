import { describe, expect, it } from 'vitest';
import { publishBlocker } from '../../../../src/studio/app/publish/publishBlocker';
import type { StudioState } from '../../../../src/studio/app/state/types';

const ready: StudioState = {
  status: 'ready',
  disk: { 'pages.yaml': { text: '', version: 'a' }, 'nav.yaml': { text: '', version: 'b' } },
  data: { 'pages.yaml': undefined, 'nav.yaml': undefined },
  publicFiles: [],
  history: [],
  position: 0,
  savedPosition: 0,
  selection: { page: 0, block: null },
  revision: 3,
  resetRevision: 0,
  problems: [],
  checkedRevision: 3,
  validating: false,
  saving: false,
  conflict: null,
  notice: '',
  dirty: { 'pages.yaml': false, 'nav.yaml': false },
};

describe('publishBlocker', () => {
  it('offers Publish once everything is saved and the site passes its checks', () => {
    expect(publishBlocker(ready)).toBeNull();
  });

  it('says why not while an edit is unsaved, a save runs, a conflict waits or the site has problems', () => {
    expect(publishBlocker({ ...ready, dirty: { 'pages.yaml': false, 'nav.yaml': true } })).toBe('Save your changes first: publishing records what is saved.');
    expect(publishBlocker({ ...ready, saving: true })).toBe('Wait for the save to finish.');
    expect(publishBlocker({ ...ready, conflict: { files: ['pages.yaml'], disk: {}, reason: 'changed' } })).toBe('Resolve the change made on disk first.');
    const problem = { code: 'broken-link', message: 'x', path: 'pages[0]' } as unknown as StudioState['problems'][number];
    expect(publishBlocker({ ...ready, problems: [problem, problem] })).toBe('Fix the 2 problems on the right first: only a site that passes its checks is published.');
    expect(publishBlocker({ ...ready, status: 'loading' })).toBe('The studio is still reading the site.');
  });
});
