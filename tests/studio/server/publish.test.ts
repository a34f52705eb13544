// The Publish step on a scratch git repository (a copy of a real site's pages.yaml, nav.yaml and public/, the example's): one commit
// with the editor's message and exactly the changed files, unrelated work untouched, review branches, git's identity,
// and pushes that fail (unreachable, rejected) without losing the commit.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStudio, type Studio } from '../../../studio/server/createStudioServer';
import { applyEdits, type Edit } from '../../../studio/yaml';
import { exampleRoot } from '../../fixtures/exampleSite';
import { replaceOnce } from '../../fixtures/project';

const repo = new URL('../../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'studio-publish-'));
let root: string;
let studio: Studio;
let count = 0;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', env: process.env }).trim();
const read = (name: string) => readFileSync(join(root, name), 'utf8');
const edit = (name: string, edits: Edit[]) => writeFileSync(join(root, name), applyEdits(read(name), edits));

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${studio.url.slice(0, -1)}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

const status = async () => (await call('GET', '/api/publish')).body;

async function publish(request: Record<string, unknown>) {
  return call('POST', '/api/publish', { fingerprint: (await status()).fingerprint, ...request });
}

/** The heading of the second block of the second page (How it works). */
const HEADING = ['pages', 1, 'blocks', 1, 'heading'];
const PIXEL = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0b7"/></svg>\n';

beforeAll(() => {
  // Only this test's settings: no global or system git configuration (no identity, no credential helpers) leaks in.
  writeFileSync(join(scratch, 'gitconfig'), '');
  process.env.GIT_CONFIG_GLOBAL = join(scratch, 'gitconfig');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
});

beforeEach(async () => {
  root = join(scratch, `site-${(count += 1)}`);
  for (const entry of ['pages.yaml', 'nav.yaml', 'public']) cpSync(join(exampleRoot, entry), join(root, entry), { recursive: true });
  cpSync(join(repo, 'README.md'), join(root, 'README.md'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  git('add', '.');
  git('commit', '-qm', 'The site as it is');
  studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
});

afterEach(async () => {
  await studio?.close();
});

// Removing a dozen copies of the site can take longer than a hook's default 10 s on a loaded machine.
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete process.env.GIT_CONFIG_GLOBAL;
  delete process.env.GIT_CONFIG_NOSYSTEM;
}, 60_000);

describe('the Publish step', { timeout: 60_000 }, () => {
  it('says what changed since the last commit in plain words, with new pictures', async () => {
    expect(await status()).toMatchObject({ repository: true, branch: 'main', remote: null, changes: [], pictures: [] });
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'From a roof to a working plant' }]);
    edit('nav.yaml', [{ op: 'set', path: ['footer', 'columns', 0, 'links', 2, 'label'], value: 'Yearly report' }]);
    writeFileSync(join(root, 'public/images/pixel.svg'), PIXEL);
    const answer = await status();
    expect(answer.changes).toEqual([
      { file: 'pages.yaml', text: 'How it works › Steps › Heading: “From an idea to a working roof” → “From a roof to a working plant”' },
      { file: 'nav.yaml', text: 'Menus › Footer › The co-op column › Link “Yearly report” › Label: “Annual report” → “Yearly report”' },
    ]);
    expect(answer.pictures).toEqual([{ path: 'public/images/pixel.svg', state: 'new' }]);
  });

  it('commits exactly pages.yaml, nav.yaml and new pictures with the message, leaving other work as it was', async () => {
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'From a roof to a working plant' }]);
    writeFileSync(join(root, 'public/images/pixel.svg'), PIXEL);
    // Someone's unrelated work: a modified file, a staged new file, an untracked file.
    writeFileSync(join(root, 'README.md'), `${read('README.md')}\nA line being written.\n`);
    writeFileSync(join(root, 'notes.txt'), 'staged, not for the site\n');
    git('add', 'notes.txt');
    writeFileSync(join(root, 'scratch.txt'), 'untracked\n');
    const otherWork = git('status', '--porcelain', '--', 'README.md', 'notes.txt', 'scratch.txt');
    const commits = Number(git('rev-list', '--count', 'HEAD'));

    const answer = await publish({ message: '  How it works: a clearer heading for the steps\n\nAsked for by the board.  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, branch: 'main', files: ['pages.yaml', 'public/images/pixel.svg'] });
    expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits + 1);
    expect(git('log', '-1', '--format=%B')).toBe('How it works: a clearer heading for the steps\n\nAsked for by the board.');
    expect(git('log', '-1', '--format=%an <%ae>')).toBe('Site Owner <owner@example.com>');
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n')).toEqual(['pages.yaml', 'public/images/pixel.svg']);
    expect(answer.body.commit).toBe(git('rev-parse', 'HEAD'));
    expect(git('status', '--porcelain', '--', 'README.md', 'notes.txt', 'scratch.txt')).toBe(otherWork);
    // Nothing of the published files is left staged or modified.
    expect(git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml', 'public')).toBe('');
    expect(answer.body.status).toMatchObject({ changes: [], pictures: [] });
  });

  it('refuses without a message, when the list is out of date, when nothing changed, and while the site does not validate', async () => {
    const head = git('rev-parse', 'HEAD');
    expect((await publish({ message: 'Nothing here' })).body.error).toMatch(/^Nothing to publish/);
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'A new heading' }]);
    expect((await publish({ message: '   ' })).body.error).toBe('Write a message that says what you changed and why.');
    const stale = (await status()).fingerprint;
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'Another heading' }]);
    const outdated = await call('POST', '/api/publish', { message: 'Heading', fingerprint: stale });
    expect(outdated.status).toBe(409);
    expect(outdated.body.error).toMatch(/^The changes were updated since this list was shown/);
    expect(outdated.body.status.changes[0].text).toContain('“Another heading”');
    edit('pages.yaml', [{ op: 'set', path: ['pages', 1, 'blocks', 2, 'aside', 'action', 'to'], value: '/no-such-page' }]);
    const invalid = await publish({ message: 'Broken link' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error).toMatch(/^The site has 1 problem to fix before it can be published/);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('commits on a new review branch and stays on it; a name git refuses is explained', async () => {
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'For review' }]);
    const main = git('rev-parse', 'main');
    const bad = await publish({ message: 'Heading for review', newBranch: 'review/bad..name' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/cannot be a branch name/);
    expect((await publish({ message: 'x', newBranch: 'main' })).body.error).toBe('A branch called “main” already exists: choose another name.');
    const answer = await publish({ message: 'Heading for review', newBranch: 'review/about-heading' });
    expect(answer.status).toBe(200);
    expect(answer.body.branch).toBe('review/about-heading');
    expect(git('symbolic-ref', '--short', 'HEAD')).toBe('review/about-heading');
    expect(git('rev-parse', 'main')).toBe(main);
    expect(git('rev-parse', 'review/about-heading^')).toBe(main);
    expect(git('log', '-1', '--format=%s', 'review/about-heading')).toBe('Heading for review');
    expect(read('pages.yaml')).toContain('heading: For review');
  });

  it('asks for a name and email when git has none, and keeps them for this copy of the site (its own git settings, not the computer\'s)', async () => {
    git('config', '--unset', 'user.name');
    git('config', '--unset', 'user.email');
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'Signed heading' }]);
    expect((await status()).identity).toBeNull();
    const head = git('rev-parse', 'HEAD');
    const refused = await publish({ message: 'Signed' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'identity', error: 'The studio does not know who you are yet: enter your name and email address.' });
    expect((await publish({ message: 'Signed', identity: { name: 'Jane Editor', email: 'not an email' } })).body.field).toBe('identity');
    expect(git('rev-parse', 'HEAD')).toBe(head);
    const answer = await publish({ message: 'Signed', identity: { name: 'Jane Editor', email: 'jane@example.com' } });
    expect(answer.status).toBe(200);
    expect(git('log', '-1', '--format=%an <%ae> / %cn <%ce>')).toBe('Jane Editor <jane@example.com> / Jane Editor <jane@example.com>');
    expect(answer.body.status.identity).toEqual({ name: 'Jane Editor', email: 'jane@example.com', from: 'session' });
    expect(git('config', '--local', '--get', 'user.name')).toBe('Jane Editor');
    expect(git('config', '--local', '--get', 'user.email')).toBe('jane@example.com');
    expect(() => git('config', '--global', '--get', 'user.name')).toThrow();
  });
});

describe('sending a commit', { timeout: 120_000 }, () => {
  async function commitAnEdit(heading: string) {
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: heading }]);
    expect((await publish({ message: heading })).status).toBe(200);
    return git('rev-parse', 'HEAD');
  }

  it('explains that there is no remote, and keeps the commit', async () => {
    const commit = await commitAnEdit('No remote yet');
    const answer = await call('POST', '/api/publish/push', {});
    expect(answer.body).toMatchObject({ sent: false, kind: 'no-remote' });
    expect(answer.body.message).toMatch(/^Your changes are recorded on this computer; they were not sent because this project has no shared copy to send them to/);
    expect(answer.body.detail).toMatch(/git remote add origin/);
    expect(git('rev-parse', 'HEAD')).toBe(commit);
  });

  it.each([
    ['a folder that does not exist', () => join(scratch, 'no-such-remote.git')],
    ['a server that does not answer', () => 'http://127.0.0.1:9/site.git'],
  ])('explains an unreachable remote (%s), and keeps the commit', async (_, address) => {
    git('remote', 'add', 'origin', address());
    const commit = await commitAnEdit('Unreachable remote');
    expect((await status()).remote).toEqual({ name: 'origin', url: address() });
    const answer = await call('POST', '/api/publish/push', {});
    expect(answer.body).toMatchObject({ sent: false, kind: 'unreachable' });
    expect(answer.body.message).toMatch(/^Your changes are recorded on this computer; they were not sent because the shared copy of the site could not be reached/);
    expect(answer.body.detail).toMatch(/^git push to the remote “origin” \(.+\)/);
    expect(git('rev-parse', 'HEAD')).toBe(commit);
    expect(git('log', '-1', '--format=%s')).toBe('Unreachable remote');
  });

  it('sends to a reachable remote, and explains a push rejected because the remote moved on', async () => {
    const remote = join(scratch, `remote-${count}.git`);
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    git('remote', 'add', 'origin', remote);
    const first = await commitAnEdit('First published heading');
    const sent = await call('POST', '/api/publish/push', {});
    expect(sent.body).toMatchObject({ sent: true });
    expect(execFileSync('git', ['rev-parse', 'main'], { cwd: remote, encoding: 'utf8' }).trim()).toBe(first);
    expect(sent.body.status.sent).toEqual({ before: true, unsent: 0 });

    // Someone else publishes first.
    const other = join(scratch, `other-${count}`);
    execFileSync('git', ['clone', '-q', remote, other]);
    writeFileSync(join(other, 'nav.yaml'), replaceOnce(readFileSync(join(other, 'nav.yaml'), 'utf8'), 'label: Annual report', 'label: Yearly report'));
    execFileSync('git', ['-c', 'user.name=Other', '-c', 'user.email=other@example.com', 'commit', '-qam', 'Elsewhere'], { cwd: other });
    execFileSync('git', ['push', '-q', 'origin', 'main'], { cwd: other });

    const second = await commitAnEdit('Second heading');
    expect((await status()).sent).toEqual({ before: true, unsent: 1 });
    const rejected = await call('POST', '/api/publish/push', {});
    expect(rejected.body).toMatchObject({ sent: false, kind: 'rejected' });
    expect(rejected.body.message).toMatch(/^Your changes are recorded on this computer; they were not sent because someone else published changes first/);
    expect(git('rev-parse', 'HEAD')).toBe(second);

    // Their change and ours touch different files: listed first (nothing merged yet), then brought in, combined and sent.
    const listing = await call('POST', '/api/publish/incoming', {});
    expect(listing.body).toMatchObject({ listed: true, incoming: { ours: second, files: [{ path: 'nav.yaml', state: 'changed', text: 'nav.yaml (the menus and site settings) changed', by: [{ name: 'Other', message: 'Elsewhere' }] }] } });
    expect(git('rev-parse', 'HEAD')).toBe(second);
    // Only a list the studio gave can be confirmed.
    const unlisted = await call('POST', '/api/publish/push', { bringIn: true });
    expect(unlisted.status).toBe(400);
    expect(unlisted.body.error).toBe('The studio brings in only what it listed first: press “Bring in their changes” to see the list.');
    expect(git('rev-parse', 'HEAD')).toBe(second);
    const combined = await call('POST', '/api/publish/push', { bringIn: listing.body.incoming });
    expect(combined.body).toMatchObject({ sent: true });
    const sentHead = execFileSync('git', ['rev-parse', 'main'], { cwd: remote, encoding: 'utf8' }).trim();
    expect(sentHead).toBe(git('rev-parse', 'HEAD'));
    expect(git('merge-base', '--is-ancestor', second, 'HEAD')).toBe('');
    expect(read('nav.yaml')).toContain('label: Yearly report');
    expect(read('pages.yaml')).toContain('heading: Second heading');
  });

  it('brings nothing in when the changes published meanwhile touch the same lines, and keeps the commit', async () => {
    const remote = join(scratch, `remote-${count}.git`);
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    git('remote', 'add', 'origin', remote);
    await commitAnEdit('Our heading');
    expect((await call('POST', '/api/publish/push', {})).body.sent).toBe(true);
    const other = join(scratch, `other-${count}`);
    execFileSync('git', ['clone', '-q', remote, other]);
    writeFileSync(join(other, 'pages.yaml'), readFileSync(join(other, 'pages.yaml'), 'utf8').replace('heading: Our heading', 'heading: Their heading'));
    execFileSync('git', ['-c', 'user.name=Other', '-c', 'user.email=other@example.com', 'commit', '-qam', 'Theirs'], { cwd: other });
    execFileSync('git', ['push', '-q', 'origin', 'main'], { cwd: other });

    const ours = await commitAnEdit('Our second heading');
    expect((await call('POST', '/api/publish/push', {})).body.kind).toBe('rejected');
    const { incoming } = (await call('POST', '/api/publish/incoming', {})).body;
    const answer = await call('POST', '/api/publish/push', { bringIn: incoming });
    expect(answer.body).toMatchObject({ sent: false, kind: 'conflict' });
    expect(answer.body.message).toBe(
      "Your changes are recorded on this computer; they were not sent because what others published meanwhile changes the same lines as yours, and the studio does not choose between two people's edits. Nothing was lost and nothing was combined: ask a developer to bring the two together, then send again.",
    );
    expect(answer.body.detail).toBe('Merging the remote “origin” stopped at a conflict and was undone (git merge --abort). A developer can merge by hand (git pull), then push.');
    expect(git('rev-parse', 'HEAD')).toBe(ours);
    expect(git('status', '--porcelain', '--', 'pages.yaml', 'nav.yaml')).toBe('');
    expect(read('pages.yaml')).toContain('heading: Our second heading');
  });

  it('refuses a commit or a push asked for by another site, or sent as a form', async () => {
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'Forged' }]);
    const head = git('rev-parse', 'HEAD');
    const { fingerprint } = await status();
    const forged = (path: string, headers: Record<string, string>, body: string) => fetch(`${studio.url.slice(0, -1)}${path}`, { method: 'POST', headers, body });
    expect((await forged('/api/publish', { 'Content-Type': 'application/json', Origin: 'http://attacker.example' }, JSON.stringify({ message: 'x', fingerprint }))).status).toBe(403);
    expect((await forged('/api/publish', { 'Content-Type': 'text/plain' }, JSON.stringify({ message: 'x', fingerprint }))).status).toBe(415);
    expect((await forged('/api/publish/push', { 'Content-Type': 'text/plain' }, '{}')).status).toBe(415);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('works on a site kept in a folder of a larger repository', async () => {
    await studio.close();
    const outer = join(scratch, `monorepo-${count}`);
    cpSync(root, join(outer, 'site'), { recursive: true, filter: (source) => !source.includes('/.git') });
    writeFileSync(join(outer, 'package.json'), '{}\n');
    root = outer;
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'Site Owner');
    git('config', 'user.email', 'owner@example.com');
    git('add', '.');
    git('commit', '-qm', 'Monorepo');
    root = join(outer, 'site');
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
    edit('pages.yaml', [{ op: 'set', path: HEADING, value: 'From a subfolder' }]);
    writeFileSync(join(root, 'public/images/pixel.svg'), PIXEL);
    writeFileSync(join(outer, 'package.json'), '{"private": true}\n');
    const answer = await status();
    expect(answer.changes).toHaveLength(1);
    expect(answer.changes[0].text).toContain('→ “From a subfolder”');
    expect(answer.pictures).toEqual([{ path: 'public/images/pixel.svg', state: 'new' }]);
    const committed = await publish({ message: 'From a subfolder' });
    expect(committed.body.files).toEqual(['pages.yaml', 'public/images/pixel.svg']);
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n')).toEqual(['site/pages.yaml', 'site/public/images/pixel.svg']);
    // The rest of the repository is not the editor's: its change stays uncommitted.
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: outer, encoding: 'utf8' })).toBe(' M package.json\n');
  });

  it('says when the folder is not under git at all', async () => {
    rmSync(join(root, '.git'), { recursive: true, force: true });
    const answer = await status();
    expect(answer).toEqual({
      repository: false,
      reason: 'This copy of the site is not set up for publishing from the studio: ask a developer.',
      detail: 'The folder is not under version control: a developer can set it up with git clone or git init.',
    });
  });
});
