// After a push was refused because someone else published first: bring their commits in (fetch and merge), check the
// combined site, then send. Each way this can stop leaves the editor's commit where it is: a conflict is undone
// (merge --abort), git refuses by itself to merge over other uncommitted work, and a combined site that no longer
// passes its checks is not sent.
import { explainPushFailure, KEPT } from '../publish/pushFailure';
import type { Problem } from '../../content/problems';
import { publicFileRefusal } from '../../content/publicFolder';
import { identityEnv, networkEnv, networkTimeoutMs, runGit } from './git';
import { pushBranch, type PushOutcome } from './publishPush';
import type { Identity, Remote } from './publishStatus';


/** What the studio may bring in: what it edits itself (the content files and the pictures). */
const BRINGABLE = /^(pages\.yaml|nav\.yaml|public\/images\/.+)$/;
const LISTED_FILES = 8;

const listed = (paths: string[]) => paths.slice(0, LISTED_FILES).join(', ') + (paths.length > LISTED_FILES ? ` and ${paths.length - LISTED_FILES} more` : '');

/** The files of `git diff --raw -z` output: ":old-mode new-mode old new status\0path\0" for each. */
function theirFiles(raw: string): { path: string; isLink: boolean; deleted: boolean }[] {
  const fields = raw.split('\0');
  const files = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, newMode, , , status] = fields[i]!.replace(/^:/, '').split(' ');
    if (fields[i + 1]) files.push({ path: fields[i + 1]!, isLink: newMode === '120000', deleted: status === 'D' });
  }
  return files;
}

/**
 * `check` checks the site as it is on disk after the merge (off the server's thread). The files the other side
 * changed must all be content files and pictures: anything else (a script, the studio's own code) would land in the
 * running studio and the next build unseen, so the studio leaves that merge to a developer.
 */
export async function bringInAndSend(root: string, branch: string | null, remote: Remote | null, identity: Identity | null, check: () => Promise<Problem[]>): Promise<PushOutcome> {
  if (!remote || !branch) return pushBranch(root, branch, remote);
  const merge = (await runGit(root, ['config', '--get', `branch.${branch}.merge`])).stdout.trim();
  const remoteBranch = merge ? merge.replace(/^refs\/heads\//, '') : branch;
  const fetched = await runGit(root, ['fetch', '--quiet', remote.name, `refs/heads/${remoteBranch}`], { timeoutMs: networkTimeoutMs, env: await networkEnv(root) });
  if (!fetched.ok) return { sent: false, ...explainPushFailure({ stderr: fetched.stderr, timedOut: fetched.timedOut, remote: remote.name, url: remote.url }) };

  // Their side of the merge: what changed from where the two histories part to what was fetched, with each file's mode
  // (120000: a symbolic link) and whether it was deleted.
  const changed = await runGit(root, ['diff', '--raw', '--no-renames', '-z', 'HEAD...FETCH_HEAD']);
  if (!changed.ok) return { sent: false, kind: 'other', message: `${KEPT} the studio could not read what others published meanwhile. Press Send again, or ask a developer (Details says what went wrong).`, detail: `git diff HEAD...FETCH_HEAD (from the remote “${remote.name}”): ${changed.stderr.trim().split('\n').at(-1)}` };
  const files = theirFiles(changed.stdout);
  const others = files.filter(({ path }) => !BRINGABLE.test(path)).map(({ path }) => path);
  if (others.length) {
    return {
      sent: false,
      kind: 'other',
      message: `${KEPT} what others published meanwhile changes more than the pages, menus and pictures. The studio brings in only those, so nothing was combined: ask a developer to bring the two together, then send again.`,
      detail: `The remote “${remote.name}” has commits that change other files: ${listed(others)}. A developer can merge them (git pull), then push.`,
    };
  }
  // Under public/, the same rules as validate: a page, a script, a compressed copy, a link... is never brought in.
  const refused = files.flatMap(({ path, isLink, deleted }) => {
    const refusal = deleted || !path.startsWith('public/') ? undefined : publicFileRefusal(path.slice('public/'.length), { isLink });
    return refusal ? [`${path} ${refusal}`] : [];
  });
  if (refused.length) {
    return {
      sent: false,
      kind: 'other',
      message: `${KEPT} what others published meanwhile adds files the site may not publish (a web page, a script, a link or another kind of file that is not a picture). Nothing was combined: ask a developer to look at them, then send again.`,
      detail: `The remote “${remote.name}” has commits that add files the site refuses: ${refused.slice(0, LISTED_FILES).join('; ')}${refused.length > LISTED_FILES ? `; and ${refused.length - LISTED_FILES} more` : ''}.`,
    };
  }
  const merged = await runGit(root, ['merge', '--no-edit', 'FETCH_HEAD'], { env: identityEnv(identity) });
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
