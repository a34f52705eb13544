// Sends the current branch to its remote, one click after a commit. A failure leaves the commit where it is and is
// explained in plain words (see explainPushFailure); git never waits for a password (see runGit).
import { explainPushFailure, KEPT, noRemoteDetail, noRemoteMessage, type PushFailureKind } from '../publish/pushFailure';
import { networkEnv, networkTimeoutMs, runGit } from './git';
import type { Remote } from './publishStatus';

/** `message` in plain words; `detail` for the Publish dialog's Details (remote, branch, what git said). */
export type PushOutcome = { sent: true; message: string; detail?: string } | { sent: false; kind: PushFailureKind; message: string; detail?: string };

export async function pushBranch(root: string, branch: string | null, remote: Remote | null): Promise<PushOutcome> {
  if (!remote) return { sent: false, kind: 'no-remote', message: noRemoteMessage, detail: noRemoteDetail };
  if (!branch) {
    return { sent: false, kind: 'other', message: `${KEPT} the project is not set up for it here. Ask a developer.`, detail: 'Not on a branch (detached HEAD).' };
  }
  // The branch's upstream when it has one (it may have another name there); else a branch of the same name, remembered as its upstream.
  const merge = (await runGit(root, ['config', '--get', `branch.${branch}.merge`])).stdout.trim();
  const upstreamRemote = (await runGit(root, ['config', '--get', `branch.${branch}.remote`])).stdout.trim();
  const args = merge && upstreamRemote === remote.name ? ['push', '--porcelain', remote.name, `HEAD:${merge}`] : ['push', '--porcelain', '--set-upstream', remote.name, `HEAD:refs/heads/${branch}`];
  const pushed = await runGit(root, args, { timeoutMs: networkTimeoutMs, env: await networkEnv(root) });
  if (pushed.ok) return { sent: true, message: 'Sent: your changes are on the shared copy of the site, where they are checked and published.', detail: `Pushed branch ${branch} to the remote “${remote.name}”.` };
  const failure = explainPushFailure({ stderr: `${pushed.stderr}\n${pushed.stdout}`, timedOut: pushed.timedOut, remote: remote.name, url: remote.url });
  return { sent: false, ...failure };
}
