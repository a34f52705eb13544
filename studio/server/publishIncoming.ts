// The first step of "Bring in their changes": fetch what the shared copy has, check it against the rules, and list it
// for the editor to confirm. Nothing is merged or sent here; the fetch only updates what git knows of the remote.
import { explainPushFailure, KEPT, type PushFailureKind } from '../publish/pushFailure';
import { incomingFileText, MAX_CHANGES_PER_FILE, type Incoming, type IncomingChange, type IncomingFile } from '../publish/incomingFiles';
import { publicFileRefusal } from '../../src/content/node';
import { networkEnv, networkTimeoutMs, runGit } from './git';
import type { Remote } from './publishStatus';

export type IncomingRefusal = { kind: PushFailureKind; message: string; detail?: string };
export type IncomingAnswer = { listed: true; incoming: Incoming } | ({ listed: false } & IncomingRefusal);

/** What the studio may bring in: what it edits itself (the content files and the pictures). */
const BRINGABLE = /^(pages\.yaml|nav\.yaml|public\/images\/.+)$/;
const LISTED_FILES = 8;

const listed = (paths: string[]) => paths.slice(0, LISTED_FILES).join(', ') + (paths.length > LISTED_FILES ? ` and ${paths.length - LISTED_FILES} more` : '');

type ChangedFile = { path: string; isLink: boolean; state: IncomingFile['state'] };

/** The files of `git diff --raw -z` output: ":old-mode new-mode old new status\0path\0" for each. */
function theirFiles(raw: string): ChangedFile[] {
  const fields = raw.split('\0');
  const files: ChangedFile[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, newMode, , , status] = fields[i]!.replace(/^:/, '').split(' ');
    const state = status === 'D' ? 'removed' : status === 'A' ? 'added' : 'changed';
    if (fields[i + 1]) files.push({ path: fields[i + 1]!, isLink: newMode === '120000', state });
  }
  return files;
}

/**
 * Who changed each file, newest first, from `git log --format=%x1e%an%x1f%s --name-only -z`: each commit is
 * "\x1e name \x1f subject \0 \n path \0 path \0 ...".
 */
function changesByFile(log: string): Map<string, IncomingChange[]> {
  const byFile = new Map<string, IncomingChange[]>();
  for (const record of log.split('\x1e').slice(1)) {
    const [head = '', ...paths] = record.split('\0');
    const [name = '', message = ''] = head.split('\x1f');
    for (const path of paths.map((one) => one.replace(/^\n/, '')).filter(Boolean)) {
      byFile.set(path, [...(byFile.get(path) ?? []), { name: name.trim(), message: message.trim() }]);
    }
  }
  return byFile;
}

const gitFailure = (what: string, remote: Remote, said: string): IncomingRefusal => ({
  kind: 'other',
  message: `${KEPT} the studio could not read what others published meanwhile. Press Send again, or ask a developer (Details says what went wrong).`,
  detail: `${what} (from the remote “${remote.name}”): ${said.trim().split('\n').at(-1)}`,
});

/**
 * Fetches the branch's counterpart on the remote and lists what merging it would bring: the files changed on their
 * side since the two histories parted. They must all be content files and pictures (anything else, such as a script
 * or the studio's own code, would land in the running studio and the next build unseen, so that merge is left to a
 * developer), and under public/ they follow the same rules as validate.
 */
export async function listIncoming(root: string, branch: string, remote: Remote): Promise<IncomingAnswer> {
  const merge = (await runGit(root, ['config', '--get', `branch.${branch}.merge`])).stdout.trim();
  const remoteBranch = merge ? merge.replace(/^refs\/heads\//, '') : branch;
  const fetched = await runGit(root, ['fetch', '--quiet', remote.name, `refs/heads/${remoteBranch}`], { timeoutMs: networkTimeoutMs, env: await networkEnv(root) });
  if (!fetched.ok) return { listed: false, ...explainPushFailure({ stderr: fetched.stderr, timedOut: fetched.timedOut, remote: remote.name, url: remote.url }) };
  const [theirs, ours] = await Promise.all([runGit(root, ['rev-parse', '--verify', 'FETCH_HEAD^{commit}']), runGit(root, ['rev-parse', '--verify', 'HEAD^{commit}'])]);
  if (!theirs.ok || !ours.ok) return { listed: false, ...gitFailure('git rev-parse FETCH_HEAD HEAD', remote, `${theirs.stderr}\n${ours.stderr}`) };
  const incoming = { theirs: theirs.stdout.trim(), ours: ours.stdout.trim() };

  // Their side of the merge, with each file's mode (120000: a symbolic link) and whether it was added or removed.
  const [changed, log] = await Promise.all([
    runGit(root, ['diff', '--raw', '--no-renames', '-z', `${incoming.ours}...${incoming.theirs}`]),
    runGit(root, ['log', '--no-renames', '--format=%x1e%an%x1f%s', '--name-only', '-z', `${incoming.ours}..${incoming.theirs}`]),
  ]);
  if (!changed.ok) return { listed: false, ...gitFailure(`git diff HEAD...FETCH_HEAD`, remote, changed.stderr) };
  const files = theirFiles(changed.stdout);

  const others = files.filter(({ path }) => !BRINGABLE.test(path)).map(({ path }) => path);
  if (others.length) {
    return {
      listed: false,
      kind: 'other',
      message: `${KEPT} what others published meanwhile changes more than the pages, menus and pictures. The studio brings in only those, so nothing was combined: ask a developer to bring the two together, then send again.`,
      detail: `The remote “${remote.name}” has commits that change other files: ${listed(others)}. A developer can merge them (git pull), then push.`,
    };
  }
  // Under public/, the same rules as validate: a page, a script, a compressed copy, a link... is never brought in.
  const refused = files.flatMap(({ path, isLink, state }) => {
    const refusal = state === 'removed' || !path.startsWith('public/') ? undefined : publicFileRefusal(path.slice('public/'.length), { isLink });
    return refusal ? [`${path} ${refusal}`] : [];
  });
  if (refused.length) {
    return {
      listed: false,
      kind: 'other',
      message: `${KEPT} what others published meanwhile adds files the site may not publish (a web page, a script, a link or another kind of file that is not a picture). Nothing was combined: ask a developer to look at them, then send again.`,
      detail: `The remote “${remote.name}” has commits that add files the site refuses: ${refused.slice(0, LISTED_FILES).join('; ')}${refused.length > LISTED_FILES ? `; and ${refused.length - LISTED_FILES} more` : ''}.`,
    };
  }

  const byFile = log.ok ? changesByFile(log.stdout) : new Map<string, IncomingChange[]>();
  return {
    listed: true,
    incoming: {
      ...incoming,
      files: files.map(({ path, state }) => {
        const changes = byFile.get(path) ?? [];
        return { path, state, text: incomingFileText(path, state), by: changes.slice(0, MAX_CHANGES_PER_FILE), earlier: Math.max(0, changes.length - MAX_CHANGES_PER_FILE) };
      }),
    },
  };
}
