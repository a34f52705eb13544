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
 * Settings that would run programs of the repository's choosing on the studio's commands, each turned off: hooks (on
 * commit, merge, push), core.fsmonitor (on every status), signing (commit.gpgSign runs gpg.program), an external diff
 * program, a pager, an askpass program, and the `ext::` transport (a remote whose address is a command). A repository
 * pulled from someone else, or a .git/config edited by a tool, could set any of them. core.sshCommand is left alone:
 * it says how the editor reaches their own server.
 */
const NO_PROJECT_PROGRAMS = [
  ['core.hooksPath', '/dev/null'],
  ['core.fsmonitor', 'false'],
  ['commit.gpgSign', 'false'],
  ['tag.gpgSign', 'false'],
  ['diff.external', ''],
  ['core.pager', 'cat'],
  ['core.askPass', ''],
  ['protocol.ext.allow', 'never'],
].flatMap(([key, value]) => ['-c', `${key}=${value}`]);

/**
 * Programs the repository's own configuration (.git/config and what it includes) names per driver: clean, smudge and
 * process filters (on add, checkout, merge) and merge drivers. Their names are chosen by whoever wrote the
 * configuration, so they are read first and each is replaced: a filter by none, a merge driver by git's own text
 * merge. The editor's own (global) drivers, such as Git LFS's filter, are kept.
 */
const PROJECT_DRIVER = /^(filter\.\S+\.(?:clean|smudge|process|required)|merge\.\S+\.driver)$/i;
const DRIVER_DEFAULTS: [RegExp, string][] = [
  [/\.required$/i, 'false'],
  [/\.driver$/i, 'git merge-file --marker-size=%L %A %O %B'],
];

/**
 * Options that keep a command from running what the configuration names where a `-c` cannot: a diff driver's own
 * command and text conversion, and the program a remote on this computer runs to send or receive (a list that
 * `-c` would only add to).
 */
const SAFE_OPTIONS: Record<string, string[]> = {
  diff: ['--no-ext-diff', '--no-textconv'],
  show: ['--no-ext-diff', '--no-textconv'],
  log: ['--no-ext-diff', '--no-textconv'],
  fetch: ['--upload-pack=git-upload-pack'],
  push: ['--receive-pack=git-receive-pack'],
};

function withSafeOptions(args: string[]): string[] {
  const command = args.findIndex((arg) => !arg.startsWith('-'));
  const safe = command === -1 ? undefined : SAFE_OPTIONS[args[command]!];
  return safe ? [...args.slice(0, command + 1), ...safe, ...args.slice(command + 1)] : args;
}

async function projectDriverOverrides(root: string): Promise<string[]> {
  const listed = await spawnGit(root, [...NO_PROJECT_PROGRAMS, 'config', '--show-scope', '-z', '--get-regexp', '^(filter|diff|merge|remote)\\.'], {});
  const overrides = new Set<string>();
  // -z: each entry is "scope\0key\nvalue\0".
  const fields = listed.stdout.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const scope = fields[i]!;
    const key = fields[i + 1]!.split('\n')[0]!;
    if ((scope === 'local' || scope === 'worktree') && PROJECT_DRIVER.test(key)) {
      overrides.add(`${key}=${DRIVER_DEFAULTS.find(([suffix]) => suffix.test(key))?.[1] ?? ''}`);
    }
  }
  return [...overrides].flatMap((setting) => ['-c', setting]);
}

export async function runGit(root: string, args: string[], options: GitOptions = {}): Promise<GitResult> {
  return spawnGit(root, [...NO_PROJECT_PROGRAMS, ...(await projectDriverOverrides(root)), ...withSafeOptions(args)], options);
}

function spawnGit(root: string, args: string[], { timeoutMs = localTimeoutMs, env = {} }: GitOptions = {}): Promise<GitResult> {
  return new Promise((resolve) => {
    let timedOut = false;
    // Its own process group (not on Windows), so a time-out ends git's helpers too (git-remote-http, ssh), not git alone.
    const ownGroup = process.platform !== 'win32';
    const child = spawn('git', args, { cwd: root, env: quietEnvironment(env), windowsHide: true, detached: ownGroup, stdio: ['pipe', 'pipe', 'pipe'] });
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
