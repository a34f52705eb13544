import { describe, expect, it } from 'vitest';
import { publishBlocker } from '../../../../studio/app/publishDialog/publishBlocker';
import { StudioStore } from '../../../../studio/app/state/store';
import type { StudioState } from '../../../../studio/app/state/types';

/** A studio that has read the site and has nothing unsaved. */
const ready: StudioState = { ...new StudioStore().get(), status: 'ready', revision: 3, checkedRevision: 3 };

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
