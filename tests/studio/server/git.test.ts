import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { networkEnv, runGit } from '../../../studio/server/git';

const root = mkdtempSync(join(tmpdir(), 'studio-git-'));
execFileSync('git', ['init', '-q'], { cwd: root });

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('runGit', () => {
  it('runs git in the project folder without a shell: arguments are never interpreted', async () => {
    const result = await runGit(root, ['rev-parse', '--show-toplevel']);
    expect(result.ok).toBe(true);
    expect(result.stdout.trim()).toBe(execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' }).trim());
    const quoted = await runGit(root, ['check-ref-format', '--branch', '$(touch pwned); `touch pwned`']);
    expect(quoted.ok).toBe(false);
    expect(execFileSync('ls', [root], { encoding: 'utf8' })).not.toContain('pwned');
  });

  it('stops a git command that waits (here for input) at its time limit, and says so', async () => {
    const result = await runGit(root, ['hash-object', '--stdin'], { timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, timedOut: true });
  });

  it('never lets git ask for a password in a terminal', async () => {
    // The environment git runs with, printed by a git alias.
    const env = await runGit(root, ['-c', 'alias.env=!env', 'env']);
    expect(env.stdout).toMatch(/^GIT_TERMINAL_PROMPT=0$/m);
    expect(env.stdout).toMatch(/^GCM_INTERACTIVE=never$/m);
  });
});

describe('networkEnv', () => {
  it('tells ssh never to ask, unless the project says how to run ssh', async () => {
    const saved = { command: process.env.GIT_SSH_COMMAND, ssh: process.env.GIT_SSH };
    delete process.env.GIT_SSH_COMMAND;
    delete process.env.GIT_SSH;
    try {
      expect(await networkEnv(root)).toEqual({ GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o ConnectTimeout=20' });
      execFileSync('git', ['config', 'core.sshCommand', 'ssh -i ~/.ssh/deploy_key'], { cwd: root });
      expect(await networkEnv(root)).toEqual({});
    } finally {
      if (saved.command !== undefined) process.env.GIT_SSH_COMMAND = saved.command;
      if (saved.ssh !== undefined) process.env.GIT_SSH = saved.ssh;
    }
  });
});
