// Issue 33 (hardening, second round), finding 4: the studio's git commands run no program the repository's own
// configuration names. Each test sets one such option in .git/config (or .git/info/attributes) to a program that
// leaves a mark, runs the command the studio runs, and checks the command did its work and the program never ran.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runGit } from '../../../studio/server/git';

const scratch = mkdtempSync(join(tmpdir(), 'studio-git-programs-'));
let count = 0;
let root: string;
let marker: string;
let program: string;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

beforeEach(() => {
  count += 1;
  root = join(scratch, `repo-${count}`);
  marker = join(scratch, `ran-${count}`);
  // The planted program: it leaves a mark, then passes its input on (as a filter or pager would).
  program = join(scratch, `program-${count}.sh`);
  writeFileSync(program, `#!/bin/sh\necho "$0 $*" >> "${marker}"\ncat\n`);
  chmodSync(program, 0o755);
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  writeFileSync(join(root, 'pages.yaml'), 'pages: []\n');
  git('add', 'pages.yaml');
  git('commit', '-q', '-m', 'first');
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('git runs nothing the repository configures', () => {
  it('commit.gpgSign with gpg.program: the commit is made, unsigned, and the program never runs', async () => {
    git('config', 'commit.gpgSign', 'true');
    git('config', 'gpg.program', program);
    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # edited\n');
    expect((await runGit(root, ['add', 'pages.yaml'])).ok).toBe(true);
    const committed = await runGit(root, ['commit', '-q', '-m', 'edit']);
    expect(committed.stderr).toBe('');
    expect(committed.ok).toBe(true);
    expect(git('log', '-1', '--format=%s %G?')).toBe('edit N');
    expect(existsSync(marker)).toBe(false);
  });

  it('a clean filter named in .git/info/attributes: the file is added as it is, without the filter', async () => {
    writeFileSync(join(root, '.git/info/attributes'), '*.yaml filter=planted\n');
    git('config', 'filter.planted.clean', program);
    git('config', 'filter.planted.required', 'true');
    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # edited\n');
    expect((await runGit(root, ['add', 'pages.yaml'])).ok).toBe(true);
    expect(git('show', ':pages.yaml')).toBe('pages: [] # edited');
    expect(existsSync(marker)).toBe(false);
  });

  it('a smudge filter and a process filter: checking files out (a merge, a switch) runs neither', async () => {
    writeFileSync(join(root, '.git/info/attributes'), '*.yaml filter=planted\n');
    git('config', 'filter.planted.smudge', program);
    git('config', 'filter.planted.process', program);
    git('switch', '-q', '-c', 'other');
    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # theirs\n');
    execFileSync('git', ['-c', 'filter.planted.process=', '-c', 'filter.planted.smudge=', 'commit', '-q', '-am', 'theirs'], { cwd: root });
    expect((await runGit(root, ['switch', '-q', 'main'])).ok).toBe(true);
    expect((await runGit(root, ['merge', '--no-edit', 'other'])).ok).toBe(true);
    expect(existsSync(marker)).toBe(false);
  });

  it('diff.external and a diff driver\'s textconv: the studio\'s diff runs neither', async () => {
    writeFileSync(join(root, '.git/info/attributes'), '*.yaml diff=planted\n');
    git('config', 'diff.external', program);
    git('config', 'diff.planted.textconv', program);
    git('config', 'diff.planted.command', program);
    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # edited\n');
    const diff = await runGit(root, ['diff']);
    expect(diff.ok).toBe(true);
    expect(diff.stdout).toContain('+pages: [] # edited');
    expect(existsSync(marker)).toBe(false);
  });

  it('core.pager: the pager git would start is `cat`, and a command asked to page writes straight to the studio', async () => {
    git('config', 'core.pager', program);
    // git starts a pager only on a terminal (the studio gives it pipes); were it ever to, it would start this one.
    expect((await runGit(root, ['config', '--get', 'core.pager'])).stdout.trim()).toBe('cat');
    const log = await runGit(root, ['--paginate', 'log', '--format=%s']);
    expect(log.stdout.trim()).toBe('first');
    expect(existsSync(marker)).toBe(false);
  });

  it('core.askPass: a remote that asks for a password gets none, and the program never runs', async () => {
    git('config', 'core.askPass', program);
    const saved = { git: process.env.GIT_ASKPASS, ssh: process.env.SSH_ASKPASS };
    delete process.env.GIT_ASKPASS;
    delete process.env.SSH_ASKPASS;
    // A server that asks every request for a password.
    const server: Server = createServer((_request, response) => response.writeHead(401, { 'WWW-Authenticate': 'Basic realm="site"' }).end());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/site.git`;
      const pushed = await runGit(root, ['push', url, 'HEAD:refs/heads/main'], { timeoutMs: 10_000 });
      expect(pushed).toMatchObject({ ok: false, timedOut: false });
      expect(existsSync(marker)).toBe(false);
    } finally {
      server.close();
      if (saved.git !== undefined) process.env.GIT_ASKPASS = saved.git;
      if (saved.ssh !== undefined) process.env.SSH_ASKPASS = saved.ssh;
    }
  });

  it('a remote\'s uploadpack program (a remote on this computer runs it locally): the fetch uses git\'s own', async () => {
    const other = join(scratch, `other-${count}`);
    execFileSync('git', ['clone', '-q', root, other]);
    git('remote', 'add', 'mirror', other);
    git('config', 'remote.mirror.uploadpack', program);
    const fetched = await runGit(root, ['fetch', '--quiet', 'mirror'], { timeoutMs: 5_000 });
    expect(fetched).toMatchObject({ ok: true, timedOut: false });
    expect(existsSync(marker)).toBe(false);
  });

  it('a merge driver named in .git/info/attributes: the merge is git\'s own text merge', async () => {
    writeFileSync(join(root, 'pages.yaml'), 'pages: []\nnav: a\nend: b\n');
    git('commit', '-q', '-am', 'three lines');
    git('switch', '-q', '-c', 'other');
    writeFileSync(join(root, 'pages.yaml'), 'pages: []\nnav: a\nend: theirs\n');
    git('commit', '-q', '-am', 'theirs');
    git('switch', '-q', 'main');
    writeFileSync(join(root, 'pages.yaml'), 'pages: [ours]\nnav: a\nend: b\n');
    git('commit', '-q', '-am', 'ours');
    writeFileSync(join(root, '.git/info/attributes'), '*.yaml merge=planted\n');
    git('config', 'merge.planted.driver', `${program} %A`);
    expect((await runGit(root, ['merge', '--no-edit', 'other'])).ok).toBe(true);
    expect(git('show', 'HEAD:pages.yaml')).toBe('pages: [ours]\nnav: a\nend: theirs');
    expect(existsSync(marker)).toBe(false);
  });

  it('the editor\'s own choices stay: core.sshCommand is kept, and a filter set in their global settings still applies', async () => {
    git('config', 'core.sshCommand', 'ssh -i ~/.ssh/deploy_key');
    expect((await runGit(root, ['config', '--get', 'core.sshCommand'])).stdout.trim()).toBe('ssh -i ~/.ssh/deploy_key');
    const home = join(scratch, `home-${count}`);
    execFileSync('mkdir', ['-p', home]);
    writeFileSync(join(home, '.gitconfig'), `[filter "lfs"]\n\tclean = "${program}"\n`);
    writeFileSync(join(root, '.git/info/attributes'), '*.yaml filter=lfs\n');
    writeFileSync(join(root, 'pages.yaml'), 'pages: [] # edited\n');
    const saved = process.env.HOME;
    process.env.HOME = home;
    try {
      expect((await runGit(root, ['add', 'pages.yaml'])).ok).toBe(true);
    } finally {
      process.env.HOME = saved;
    }
    expect(existsSync(marker)).toBe(true);
  });
});
