// After a push was refused because someone else published first, and the editor saw and confirmed the list of what
// would come (publishIncoming.ts): bring exactly that in (merge), check the combined site, then send. Each way this can stop leaves the editor's commit where it is: a conflict is undone
// (merge --abort), git refuses by itself to merge over other uncommitted work, and a combined site that no longer
// passes its checks is not sent.
import { KEPT } from '../publish/pushFailure';
import type { Incoming } from '../publish/incomingFiles';
import type { Problem } from '../../src/content/node';
import { identityEnv, runGit } from './git';
import { listIncoming } from './publishIncoming';
import { pushBranch, type PushOutcome } from './publishPush';
import type { Identity, Remote } from './publishStatus';

/** What the editor confirmed: the two commits as they were listed. */
export type Listed = Pick<Incoming, 'theirs' | 'ours'>;

/** Sending after bringing in; or, when either side moved on since the list was shown, nothing done and the new list. */
export type BringInOutcome = PushOutcome | { sent: false; kind: 'moved-on'; message: string; incoming: Incoming };

/**
 * Brings in exactly what the editor was shown (`listed`, from listIncoming) and sends. The shared copy is fetched and
 * checked again first: if it moved on (someone published again), or this copy did (a new commit), nothing is merged
 * and the new list is returned to be confirmed in turn. `check` checks the site as it is on disk after the merge (off
 * the server's thread).
 */
export async function bringInAndSend(root: string, branch: string | null, remote: Remote | null, identity: Identity | null, check: () => Promise<Problem[]>, listed: Listed): Promise<BringInOutcome> {
  if (!remote || !branch) return pushBranch(root, branch, remote);
  const now = await listIncoming(root, branch, remote);
  if (!now.listed) return { sent: false, kind: now.kind, message: now.message, ...(now.detail ? { detail: now.detail } : {}) };
  if (now.incoming.theirs !== listed.theirs || now.incoming.ours !== listed.ours) {
    const moved = now.incoming.theirs !== listed.theirs ? 'the shared copy of the site changed again (someone published more)' : 'this copy of the site changed (a change was recorded)';
    return { sent: false, kind: 'moved-on', message: `${KEPT} ${moved} since the list was shown, and the studio brings in only what you have seen. Nothing was combined: check the new list, then bring these in.`, incoming: now.incoming };
  }
  const remoteBranch = ((await runGit(root, ['config', '--get', `branch.${branch}.merge`])).stdout.trim() || branch).replace(/^refs\/heads\//, '');
  const merged = await runGit(root, ['merge', '--no-edit', '-m', `Merge branch '${remoteBranch}' of ${remote.name}`, listed.theirs], { env: identityEnv(identity) });
  if (!merged.ok) {
    const said = `${merged.stdout}\n${merged.stderr}`;
    if (/CONFLICT|Automatic merge failed/.test(said)) {
      await runGit(root, ['merge', '--abort']);
      return {
        sent: false,
        kind: 'conflict',
        message: `${KEPT} what others published meanwhile changes the same lines as yours, and the studio does not choose between two people's edits. Nothing was lost and nothing was combined: ask a developer to bring the two together, then send again.`,
        detail: `Merging the remote “${remote.name}” stopped at a conflict and was undone (git merge --abort). A developer can merge by hand (git pull), then push.`,
      };
    }
    if (/would be overwritten|changes registered in the index|unmerged files|commit your changes or stash them/i.test(said)) {
      return {
        sent: false,
        kind: 'other-work',
        message: `${KEPT} other work in progress in this project (files changed outside the studio) is in the way of bringing in what others published meanwhile. Nothing was changed: ask a developer to finish or put aside that work, then send again.`,
        detail: `git merge of the remote “${remote.name}” refused: ${said.trim().split('\n').slice(-2).join(' ')}`,
      };
    }
    if (/Please tell me who you are|empty ident/i.test(said)) {
      return { sent: false, kind: 'other', message: `${KEPT} the studio does not know who you are yet: record a change once with your name and email address in Publish, then send again.`, detail: 'git merge: no user.name / user.email configured.' };
    }
    return { sent: false, kind: 'other', message: `${KEPT} what others published meanwhile could not be brought in. Ask a developer (Details says what went wrong).`, detail: `git merge of the remote “${remote.name}”: ${said.trim().split('\n').slice(-2).join(' ')}` };
  }

  // Two valid sites can combine into an invalid one (the same new address twice, a link to a page the other removed).
  const problems = await check();
  if (problems.length) {
    return {
      sent: false,
      kind: 'invalid-after-merge',
      message: `${KEPT} after bringing in what others published meanwhile, the site has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix (listed on the right). Fix them, save, publish the fix, and send again.`,
    };
  }
  return pushBranch(root, branch, remote);
}
