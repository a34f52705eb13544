// Issue 25 (hardening): what an attacker found in the studio server, each with the attack as the fixture.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckTimeout, createDraftChecker } from '../../../studio/server/checkOffThread';
import { startStudio, type Studio } from '../../../studio/server/createStudioServer';
import { runGit } from '../../../studio/server/git';
import { applyEdits } from '../../../studio/yaml';
import { exampleRoot } from '../../fixtures/exampleSite';

const repo = new URL('../../../', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'studio-hardening-'));
let count = 0;
let root: string;
let studio: Studio | undefined;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${studio!.url.slice(0, -1)}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: body instanceof Uint8Array ? new Blob([new Uint8Array(body)]) : JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A fresh copy of a real site (the example's pages, nav and public/) in its own folder. */
function newProject(): string {
  root = join(scratch, `site-${(count += 1)}`);
  for (const entry of ['pages.yaml', 'nav.yaml', 'public']) cpSync(join(exampleRoot, entry), join(root, entry), { recursive: true });
  return root;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', env: process.env }).trim();

/** The project as a git repository with one commit. */
function newRepository(): string {
  newProject();
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  git('add', '.');
  git('commit', '-qm', 'The site as it is');
  return root;
}

/** The heading of the second block of the site's second page (How it works). */
const SECOND_PAGE_HEADING = ['pages', 1, 'blocks', 1, 'heading'];
const editHeading = (value: string) => writeFileSync(join(root, 'pages.yaml'), applyEdits(readFileSync(join(root, 'pages.yaml'), 'utf8'), [{ op: 'set', path: SECOND_PAGE_HEADING, value }]));
const publish = async (request: Record<string, unknown>) => call('POST', '/api/publish', { fingerprint: (await call('GET', '/api/publish')).body.fingerprint, ...request });

/** A real pages.yaml with `count` extra fields in the first block: the attack of finding 2 (1.3 MB at 64,000). */
function manyFields(fields: number): string {
  const pages = readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8');
  const at = pages.indexOf('\n', pages.search(/^ {6}- type: /m)) + 1;
  return `${pages.slice(0, at)}${Array.from({ length: fields }, (_, n) => `        k${n}: v\n`).join('')}${pages.slice(at)}`;
}

beforeAll(() => {
  // Only this test's git settings: no global or system configuration leaks in.
  writeFileSync(join(scratch, 'gitconfig'), '');
  process.env.GIT_CONFIG_GLOBAL = join(scratch, 'gitconfig');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
});

afterEach(async () => {
  await studio?.close();
  studio = undefined;
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  delete process.env.GIT_CONFIG_GLOBAL;
  delete process.env.GIT_CONFIG_NOSYSTEM;
});

/** The SVG of finding 1: it reads the studio's publish status and posts to it when opened on its own. */
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><script>fetch('/api/publish').then((r) => r.json()).then((s) => fetch('/api/publish', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ fingerprint: s.fingerprint, message: 'pwned' }) }))</script></svg>`;

describe('public/ at the studio\'s address (finding 1)', { timeout: 180_000 }, () => {
  it('an SVG or a page under public/, opened on its own, is sandboxed; the editor\'s own pages are not', async () => {
    newProject();
    writeFileSync(join(root, 'public/images/pulled.svg'), SCRIPTED_SVG);
    writeFileSync(join(root, 'public/pulled.html'), `<script>fetch('/api/publish')</script>`);
    studio = await startStudio({ root, port: 0, viteConfigFile: join(repo, 'studio/vite.config.ts') });
    for (const path of ['/images/pulled.svg', '/pulled.html', '/images/hero-how.svg']) {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-security-policy'), path).toBe("default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    for (const path of ['/', '/preview.html']) {
      const page = await call('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-security-policy'), path).toBeNull();
    }
  });
});

describe('checks of drafts (finding 2)', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    newProject();
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
  });

  it('a draft is held to the size limit of a file: over 10 MB is refused as too large', async () => {
    const pages = `${readFileSync(join(exampleRoot, 'pages.yaml'), 'utf8')}${'# padding\n'.repeat(1_100_000)}`;
    const answer = await call('POST', '/api/validate', { files: { 'pages.yaml': pages } });
    expect(answer.status).toBe(200);
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'file-too-large', file: 'pages.yaml', message: expect.stringMatching(/^the file is 10\.\d MB; a content file may be at most 10 MB$/) })]);
  });

  it('the studio keeps answering while it checks a block of 64,000 fields', async () => {
    let checked = false;
    const check = call('POST', '/api/validate', { files: { 'pages.yaml': manyFields(64_000).replace('        k0: v\n', '        k0: v\n        k0: again\n') } }).then((answer) => {
      checked = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Before, the check ran on the server's only thread: this request waited until it was done.
    expect((await call('GET', '/api/content')).status).toBe(200);
    expect(checked).toBe(false);
    const answer = await check;
    expect(answer.body.problems).toEqual([expect.objectContaining({ kind: 'duplicate-key', message: expect.stringMatching(/^`k0` is written twice here/) })]);
  });

  it('a check that runs past its time limit is stopped with a clear message, and the next check works', async () => {
    const checker = createDraftChecker(root, { timeLimitMs: 50 });
    try {
      const slow = checker.check({ 'pages.yaml': manyFields(64_000) });
      await expect(slow).rejects.toBeInstanceOf(CheckTimeout);
      await expect(slow).rejects.toThrow(/^Checking the site took longer than 0.05 seconds, so the studio stopped it\./);
    } finally {
      await checker.close();
    }
    // The server's own checker (a fresh worker after a stopped one) still answers.
    expect((await call('POST', '/api/validate', { files: {} })).body).toEqual({ problems: [] });
  });
});

describe('review-branch names (finding 6)', { timeout: 60_000 }, () => {
  it.each([
    ['an invisible right-to-left mark', 'review/\u202Eevil'],
    ['git\'s own FETCH_HEAD', 'FETCH_HEAD'],
    ['HEAD in lower case', 'head'],
    ['a branch of a remote', 'origin/main'],
    ['a full reference name', 'refs/heads/main'],
    ['a leading dash', '-review'],
    ['two dots', 'review/a..b'],
  ])('%s is refused, and no branch is made', async (_, name) => {
    newRepository();
    git('remote', 'add', 'origin', join(scratch, 'nowhere.git'));
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
    editHeading('Heading for review');
    const before = git('for-each-ref');
    const answer = await publish({ message: 'Heading for review', newBranch: name });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'branch', error: expect.stringMatching(/cannot be a branch name/) });
    expect(git('for-each-ref')).toBe(before);
  });
});

describe('a public/images that leads out of the project (finding 7)', { timeout: 60_000 }, () => {
  it('is neither listed, served nor written to', async () => {
    newProject();
    const outside = join(scratch, `outside-${count}`);
    mkdirSync(outside);
    writeFileSync(join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
    rmSync(join(root, 'public/images'), { recursive: true });
    symlinkSync(outside, join(root, 'public/images'));
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
    expect((await call('GET', '/api/images')).body.pictures).toEqual([]);
    const served = await call('GET', '/api/images/file?path=/images/secret.svg');
    expect(served.status).toBe(403);
    expect(served.body.error).toMatch(/^The pictures folder \(public\/images\) leads to a folder outside the project/);
    const upload = await call('POST', '/api/images', new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"/>')), { 'Content-Type': 'application/octet-stream', 'X-File-Name': 'dropped.svg' });
    expect(upload.status).toBe(403);
    expect(readdirSync(outside)).toEqual(['secret.svg']);
  });
});

describe('git and the other side\'s changes (finding 9)', { timeout: 120_000 }, () => {
  it('"Bring in their changes" refuses (before listing anything to bring in), naming the files under Details, when the other side changed more than pages and pictures', async () => {
    newRepository();
    const remote = join(scratch, `remote-${count}.git`);
    execFileSync('git', ['init', '-q', '--bare', '-b', 'main', remote]);
    git('remote', 'add', 'origin', remote);
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
    editHeading('Our heading');
    expect((await publish({ message: 'Our heading' })).status).toBe(200);
    expect((await call('POST', '/api/publish/push', {})).body.sent).toBe(true);

    const other = join(scratch, `other-${count}`);
    execFileSync('git', ['clone', '-q', remote, other]);
    mkdirSync(join(other, 'studio/server'), { recursive: true });
    writeFileSync(join(other, 'studio/server/main.ts'), 'process.exit(1);\n');
    writeFileSync(join(other, 'nav.yaml'), readFileSync(join(other, 'nav.yaml'), 'utf8').replace('label: Jobs', 'label: Careers'));
    execFileSync('git', ['add', '.'], { cwd: other });
    execFileSync('git', ['-c', 'user.name=Other', '-c', 'user.email=other@example.com', 'commit', '-qm', 'Theirs'], { cwd: other });
    execFileSync('git', ['push', '-q', 'origin', 'main'], { cwd: other });

    editHeading('Second heading');
    expect((await publish({ message: 'Second heading' })).status).toBe(200);
    const head = git('rev-parse', 'HEAD');
    const answer = await call('POST', '/api/publish/incoming', {});
    expect(answer.body).toMatchObject({ listed: false });
    expect(answer.body.message).toBe(
      'Your changes are recorded on this computer; they were not sent because what others published meanwhile changes more than the pages, menus and pictures. The studio brings in only those, so nothing was combined: ask a developer to bring the two together, then send again.',
    );
    expect(answer.body.detail).toBe('The remote “origin” has commits that change other files: studio/server/main.ts. A developer can merge them (git pull), then push.');
    expect(existsSync(join(root, 'studio/server/main.ts'))).toBe(false);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('the studio\'s git commands run neither the repository\'s hooks nor its core.fsmonitor program', async () => {
    newRepository();
    const marker = join(scratch, `ran-${count}`);
    const program = `#!/bin/sh\necho "$0" >> "${marker}"\n`;
    writeFileSync(join(root, '.git/hooks/pre-commit'), program);
    writeFileSync(join(root, '.git/hooks/post-commit'), program);
    writeFileSync(join(scratch, `fsmonitor-${count}.sh`), program);
    for (const file of [join(root, '.git/hooks/pre-commit'), join(root, '.git/hooks/post-commit'), join(scratch, `fsmonitor-${count}.sh`)]) chmodSync(file, 0o755);
    git('config', 'core.fsmonitor', join(scratch, `fsmonitor-${count}.sh`));
    studio = await startStudio({ root, port: 0, ui: false, pollMs: 100 });
    editHeading('Heading without hooks');
    expect((await call('GET', '/api/publish')).status).toBe(200);
    expect((await publish({ message: 'Heading without hooks' })).status).toBe(200);
    expect(existsSync(marker)).toBe(false);
  });

  it('a push to a remote that never answers is ended with all of git\'s helpers', async () => {
    newRepository();
    // An HTTP "server" that takes the connection and never says a word.
    const sockets: Socket[] = [];
    const hanging: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(hanging.address() as { port: number }).port}/site.git`;
    const running = () =>
      readdirSync('/proc')
        .filter((entry) => /^\d+$/.test(entry))
        .filter((pid) => {
          try {
            return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(url);
          } catch {
            return false;
          }
        });
    try {
      const result = await runGit(root, ['push', url, 'HEAD:refs/heads/main'], { timeoutMs: 2_000 });
      expect(result).toMatchObject({ ok: false, timedOut: true });
      // Before, git itself was ended but git-remote-http kept waiting on the connection.
      await expect.poll(running, { timeout: 2_000 }).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      hanging.close();
    }
  });
});
