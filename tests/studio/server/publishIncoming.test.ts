// Issue 33, "Bring-in shows and checks what it brings": after a refused push, the studio first lists what the shared
// copy changed (each file in plain words, who changed it and their message) and merges nothing; the editor's
// confirmation then brings in exactly that list, or, when either side moved on in between, merges nothing and lists
// again. One shared copy (a bare repository), one editor's copy and one other person's clone serve every case in turn.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Incoming } from '../../../studio/publish/incomingFiles';
import { bringInAndSend } from '../../../studio/server/publishBringIn';
import { listIncoming } from '../../../studio/server/publishIncoming';

const scratch = mkdtempSync(join(tmpdir(), 'bring-in-list-'));
const remote = join(scratch, 'shared.git');
const root = join(scratch, 'site');
const other = join(scratch, 'other');
const origin = { name: 'origin', url: remote };

const gitIn = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: process.env }).trim();
const git = (...args: string[]) => gitIn(root, ...args);
/** A commit in the other person's clone, by `name`. */
const theirCommit = (name: string, message: string) => gitIn(other, '-c', `user.name=${name}`, '-c', 'user.email=them@example.com', 'commit', '-qam', message);
const shared = () => gitIn(remote, 'rev-parse', 'main');
const replaceIn = (folder: string, file: string, from: string, to: string) => writeFileSync(join(folder, file), readFileSync(join(folder, file), 'utf8').replace(from, to));

let checks = 0;
const check = async () => {
  checks += 1;
  return [];
};

const PAGES = Array.from({ length: 12 }, (_, n) => `# line ${n + 1}`).join('\n') + '\npages: []\n';

beforeAll(() => {
  writeFileSync(join(scratch, 'gitconfig'), '');
  process.env.GIT_CONFIG_GLOBAL = join(scratch, 'gitconfig');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
  mkdirSync(join(root, 'public/images'), { recursive: true });
  writeFileSync(join(root, 'pages.yaml'), PAGES);
  writeFileSync(join(root, 'nav.yaml'), 'site:\n  name: Site\n');
  writeFileSync(join(root, 'public/images/old.png'), 'old');
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  git('add', '.');
  git('commit', '-qm', 'The site as it is');
  git('remote', 'add', 'origin', remote);
  git('push', '-q', '-u', 'origin', 'main');

  // Someone else publishes: four changes to the last lines of pages.yaml, then pictures and the menus.
  execFileSync('git', ['clone', '-q', remote, other]);
  for (const n of [1, 2, 3, 4]) {
    replaceIn(other, 'pages.yaml', `# line ${8 + n}`, `# their line ${8 + n}`);
    theirCommit('Sam Other', `Closing line ${n}`);
  }
  writeFileSync(join(other, 'public/images/solar.webp'), 'webp');
  rmSync(join(other, 'public/images/old.png'));
  replaceIn(other, 'nav.yaml', 'name: Site', 'name: Our site');
  gitIn(other, 'add', '-A');
  theirCommit('Kim Pictures', 'Solar picture and a clearer site name');
  gitIn(other, 'push', '-q', 'origin', 'main');

  // The editor's own commit, on the first line, not sent yet.
  replaceIn(root, 'pages.yaml', '# line 1\n', '# our line 1\n');
  git('commit', '-qam', 'Our heading');
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete process.env.GIT_CONFIG_GLOBAL;
  delete process.env.GIT_CONFIG_NOSYSTEM;
});

/** The editor's copy as it is: last commit, and any change or new file in the working tree. */
const copyState = () => ({ head: git('rev-parse', 'HEAD'), status: git('status', '--porcelain', '--untracked-files=all') });

describe('bringing in what others published: listed first, confirmed, exactly that merged', { timeout: 120_000 }, () => {
  let listing: Incoming;

  it('lists each file the shared copy changed in plain words, with who changed it and their message, and merges nothing', async () => {
    const before = copyState();
    const sharedBefore = shared();
    const answer = await listIncoming(root, 'main', origin);
    const kim = { name: 'Kim Pictures', message: 'Solar picture and a clearer site name' };
    expect(answer).toEqual({
      listed: true,
      incoming: {
        theirs: sharedBefore,
        ours: before.head,
        files: [
          { path: 'nav.yaml', state: 'changed', text: 'nav.yaml (the menus and site settings) changed', by: [kim], earlier: 0 },
          {
            path: 'pages.yaml',
            state: 'changed',
            text: 'pages.yaml (the pages) changed',
            by: [4, 3, 2].map((n) => ({ name: 'Sam Other', message: `Closing line ${n}` })),
            earlier: 1,
          },
          { path: 'public/images/old.png', state: 'removed', text: 'public/images/old.png (a picture) removed', by: [kim], earlier: 0 },
          { path: 'public/images/solar.webp', state: 'added', text: 'public/images/solar.webp (a picture) added', by: [kim], earlier: 0 },
        ],
      },
    });
    listing = (answer as { incoming: Incoming }).incoming;
    expect(copyState()).toEqual(before);
    expect(existsSync(join(root, 'public/images/solar.webp'))).toBe(false);
    expect(shared()).toBe(sharedBefore);
  });

  it('when the shared copy moved on after the list was shown, merges nothing and lists again', async () => {
    writeFileSync(join(other, 'public/images/wind.png'), 'png');
    gitIn(other, 'add', '-A');
    theirCommit('Kim Pictures', 'Wind picture');
    gitIn(other, 'push', '-q', 'origin', 'main');
    const before = copyState();

    const outcome = await bringInAndSend(root, 'main', origin, null, check, listing);
    expect(outcome).toMatchObject({
      sent: false,
      kind: 'moved-on',
      message:
        'Your changes are recorded on this computer; they were not sent because the shared copy of the site changed again (someone published more) since the list was shown, and the studio brings in only what you have seen. Nothing was combined: check the new list, then bring these in.',
      incoming: { theirs: shared(), ours: before.head },
    });
    listing = (outcome as { incoming: Incoming }).incoming;
    expect(listing.files.map((file) => file.text)).toEqual([
      'nav.yaml (the menus and site settings) changed',
      'pages.yaml (the pages) changed',
      'public/images/old.png (a picture) removed',
      'public/images/solar.webp (a picture) added',
      'public/images/wind.png (a picture) added',
    ]);
    expect(copyState()).toEqual(before);
    expect(checks).toBe(0);
    expect(shared()).toBe(gitIn(other, 'rev-parse', 'HEAD'));
  });

  it('when this copy recorded a change after the list was shown, merges nothing and lists again', async () => {
    replaceIn(root, 'pages.yaml', '# line 2\n', '# our line 2\n');
    git('commit', '-qam', 'Our second line');
    const before = copyState();

    const outcome = await bringInAndSend(root, 'main', origin, null, check, listing);
    expect(outcome).toMatchObject({ sent: false, kind: 'moved-on', incoming: { theirs: listing.theirs, ours: before.head } });
    expect((outcome as { message: string }).message).toContain('because this copy of the site changed (a change was recorded) since the list was shown');
    listing = (outcome as { incoming: Incoming }).incoming;
    expect(copyState()).toEqual(before);
    expect(checks).toBe(0);
  });

  it('brings in exactly what was listed, checks the combined site once, and sends it', async () => {
    const ours = git('rev-parse', 'HEAD');
    const outcome = await bringInAndSend(root, 'main', origin, null, check, listing);
    expect(outcome).toMatchObject({ sent: true });
    expect(checks).toBe(1);
    expect(git('rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([ours, listing.theirs]);
    expect(shared()).toBe(git('rev-parse', 'HEAD'));
    // What the merge changed in the editor's copy is the list, file by file.
    const states: Record<string, string> = { A: 'added', M: 'changed', D: 'removed' };
    const changed = git('diff', '--name-status', '--no-renames', ours, 'HEAD').split('\n').map((line) => {
      const [status, path] = line.split('\t');
      return { path, state: states[status!] };
    });
    expect(changed).toEqual(listing.files.map(({ path, state }) => ({ path, state })));
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(readFileSync(join(root, 'pages.yaml'), 'utf8')).toBe(PAGES.replace('# line 1\n', '# our line 1\n').replace('# line 2\n', '# our line 2\n').replace(/# line (9|10|11|12)\n/g, '# their line $1\n'));
  });
});
