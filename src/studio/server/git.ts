// Runs git for the studio's Publish step: always in the project folder, without a shell (arguments are never parsed
// by one), with a time limit, and in a way that can never stop to ask for a password or a passphrase (the studio has
// no terminal to type one into): a question git would ask becomes a failure the studio explains in plain words.
import { spawn } from 'node:child_process';

export type GitResult = { ok: boolean; stdout: string; stderr: string; timedOut: boolean; notInstalled: boolean };

export type GitOptions = { timeoutMs?: number; env?: Record<string, string> };

/** Local commands answer at once; a push may wait on the network. */
export const localTimeoutMs = 20_000;
export const networkTimeoutMs = 60_000;

function quietEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Never prompt: no terminal questions, no credential-manager windows, ssh fails instead of asking.
    GIT_TERMINAL_PROMPT: '0',
    GCM_INTERACTIVE: 'never',
    // git's own messages in English, so a failure can be recognised and explained.
    LC_ALL: 'C',
    LANGUAGE: 'C',
    // Reading the status must not take locks another git command (in the editor's terminal) is waiting for.
    GIT_OPTIONAL_LOCKS: '0',
    ...extra,
  };
}

/**
 * Settings of the repository that would run its own programs on the studio's commands: hooks (on commit, merge,
 * push) and core.fsmonitor (on every status). A repository pulled from someone else could set either.
 */
const NO_PROJECT_PROGRAMS = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'];

export function runGit(root: string, args: string[], { timeoutMs = localTimeoutMs, env = {} }: GitOptions = {}): Promise<GitResult> {
  return new Promise((resolve) => {
    let timedOut = false;
    // Its own process group (not on Windows), so a time-out ends git's helpers too (git-remote-http, ssh), not git alone.
    const ownGroup = process.platform !== 'win32';
    const child = spawn('git', [...NO_PROJECT_PROGRAMS, ...args], { cwd: root, env: quietEnvironment(env), windowsHide: true, detached: ownGroup, stdio: ['pipe', 'pipe', 'pipe'] });
    const output = { stdout: '', stderr: '' };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.stderr += chunk));
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (ownGroup && child.pid) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group has ended already
      }
    }, timeoutMs);
    const done = (result: Omit<GitResult, 'stdout' | 'stderr' | 'timedOut'>) => {
      clearTimeout(timer);
      resolve({ ...result, ...output, timedOut });
    };
    child.on('error', (error: NodeJS.ErrnoException) => done({ ok: false, notInstalled: error.code === 'ENOENT' }));
    child.on('close', (code) => done({ ok: code === 0 && !timedOut, notInstalled: false }));
  });
}

/** The first line git wrote about a failure, for messages ("fatal: ..." without the prefix). */
export function gitSaid(result: GitResult): string {
  const line = result.stderr
    .split('\n')
    .map((one) => one.trim())
    .find((one) => /^(fatal|error):/.test(one)) ?? result.stderr.trim().split('\n')[0] ?? '';
  return line.replace(/^(fatal|error):\s*/, '');
}

/** Who a commit is by, when the editor entered it for the session rather than git's settings knowing it. */
export const identityEnv = (identity: { name: string; email: string } | null): Record<string, string> =>
  identity ? { GIT_AUTHOR_NAME: identity.name, GIT_AUTHOR_EMAIL: identity.email, GIT_COMMITTER_NAME: identity.name, GIT_COMMITTER_EMAIL: identity.email } : {};

/**
 * For commands that reach a remote: ssh told never to ask (no passphrase, no host-key question), unless the project or
 * the editor's setup already says how to run ssh (core.sshCommand, GIT_SSH_COMMAND, GIT_SSH), which it must keep.
 */
export async function networkEnv(root: string): Promise<Record<string, string>> {
  if (process.env.GIT_SSH_COMMAND || process.env.GIT_SSH) return {};
  if ((await runGit(root, ['config', '--get', 'core.sshCommand'])).ok) return {};
  return { GIT_SSH_COMMAND: 'ssh -o BatchMode=yes -o ConnectTimeout=20' };
}
