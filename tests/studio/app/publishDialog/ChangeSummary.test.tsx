// @vitest-environment jsdom
// The Publish dialog's list of changes: a new picture that no saved page uses is published all the same, so the
// editor is told before committing (an upload whose choice was undone, or never saved).
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeSummary } from '../../../../studio/app/publishDialog/ChangeSummary';
import type { GitStatus } from '../../../../studio/app/publishDialog/publishApi';
import { store } from '../../../../studio/app/state/store';

const pagesText = `pages:
  - path: /
    title: Home
    blocks:
      - type: hero
        title: Welcome
        image: { src: /images/plant-photo.png, alt: A plant, width: 640, height: 360 }
notFound:
  title: Not found
  blocks: []
`;

const status: GitStatus = {
  repository: true,
  branch: 'main',
  head: 'abc1234',
  remote: null,
  sent: null,
  changes: [{ file: 'pages.yaml', text: 'Home (/), block 1 (hero), picture: added' }],
  pictures: [
    { path: 'public/images/plant-photo.png', state: 'new' },
    { path: 'public/images/plant-photo-2.png', state: 'new' },
  ],
  identity: null,
  fingerprint: 'f',
};

beforeEach(async () => {
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ files: { 'pages.yaml': { text: pagesText, version: 'p' }, 'nav.yaml': { text: 'header:\n  items: []\n', version: 'n' } }, publicFiles: [] })),
  );
  await store.load();
});

afterEach(() => vi.unstubAllGlobals());

describe('ChangeSummary', () => {
  it('lists every change and picture, and says which new picture no saved page uses', () => {
    render(<ChangeSummary status={status} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'pagesHome (/), block 1 (hero), picture: added',
      'pictureNew picture “plant-photo.png”',
      'pictureNew picture “plant-photo-2.png”No saved page uses it yet; it is published with the rest.',
    ]);
  });
});
