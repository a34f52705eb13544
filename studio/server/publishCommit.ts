// Commits what the studio edits, and nothing else: pages.yaml, nav.yaml and the new or changed pictures, through a
// temporary index built from the last commit, so whatever else is modified or staged in the project stays exactly as
// it was. On a new review branch, the studio switches to it first (the files on disk do not change: it starts at the
// current commit) and stays there afterwards, so what the editor sees and edits next is what was published.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentFileNames } from './files';
import { gitSaid, identityEnv, runGit } from './git';
import type { Identity, PictureChange } from './publishStatus';

export type CommitRequest = { message: string; newBranch?: string; identity: Identity | null; pictures: PictureChange[]; hasHead: boolean; branch: string | null };

export type CommitOutcome = { ok: true; commit: string; branch: string; files: string[] } | { ok: false; message: string };

/** A branch name git accepts and that does not exist yet; else why not, in plain words. */
export async function checkNewBranchName(root: string, name: string): Promise<string | null> {
  if (!name) return 'Name the review branch (for example review/new-careers-page).';
  // Plain characters only: invisible and right-to-left characters (U+202E) make a name read as another one.
  if (!/^[A-Za-z0-9._/-]+$/.test(name) || !/^[A-Za-z0-9]/.test(name)) {
    return `“${name}” cannot be a branch name: use only letters (a-z, A-Z), digits, “-”, “_”, “.” and “/”, starting with a letter or a digit.`;
  }
  // Names git would read as something else: its own references (HEAD, FETCH_HEAD...), a full reference name
  // (refs/heads/main made refs/heads/refs/heads/main), or a branch of a remote (origin/main).
  const first = name.split('/')[0]!.toLowerCase();
  const remotes = (await runGit(root, ['remote'])).stdout.split('\n').map((remote) => remote.trim().toLowerCase()).filter(Boolean);
  if (/^([a-z_]+_)?head$/.test(first) || ['refs', 'heads', 'tags', 'remotes'].includes(first) || remotes.includes(first)) {
    return `“${name}” cannot be a branch name: git would confuse it with ${remotes.includes(first) ? `a branch of the remote “${name.split('/')[0]}”` : 'one of its own names'}. Choose a name such as review/new-careers-page.`;
  }
  const checked = await runGit(root, ['check-ref-format', '--branch', name]);
  if (!checked.ok || checked.stdout.trim() !== name) {
    return `“${name}” cannot be a branch name: use letters, digits, “-”, “_” and “/” (no spaces, no “..”, not ending with “/” or “.lock”).`;
  }
  if ((await runGit(root, ['rev-parse', '--verify', '-q', `refs/heads/${name}`])).ok) return `A branch called “${name}” already exists: choose another name.`;
  return null;
}


export async function commitContent(root: string, request: CommitRequest): Promise<CommitOutcome> {
  const files = [...contentFileNames, ...request.pictures.map((picture) => picture.path)];
  const folder = mkdtempSync(join(tmpdir(), 'studio-publish-'));
  const index = { GIT_INDEX_FILE: join(folder, 'index') };
  let switched = false;
  try {
    const start = await runGit(root, request.hasHead ? ['read-tree', 'HEAD'] : ['read-tree', '--empty'], { env: index });
    if (!start.ok) return { ok: false, message: `Nothing was recorded: the studio could not read what was last published. Ask a developer (${gitSaid(start)}).` };
    const added = await runGit(root, ['add', '--', ...files], { env: index });
    if (!added.ok) return { ok: false, message: `Nothing was recorded: the studio could not prepare your changes. Ask a developer (${gitSaid(added)}).` };

    if (request.newBranch) {
      const made = await runGit(root, ['switch', '-q', '-c', request.newBranch]);
      if (!made.ok) return { ok: false, message: `The proposal could not be started: ${gitSaid(made)}.` };
      switched = true;
    }
    const committed = await runGit(root, ['commit', '-q', '--cleanup=whitespace', '-m', request.message], { env: { ...index, ...identityEnv(request.identity) } });
    if (!committed.ok) {
      if (switched) await leaveNewBranch(root, request.newBranch!, request.branch);
      return { ok: false, message: `Nothing was recorded: ${commitRefusal(committed.stderr)}` };
    }
    const hash = (await runGit(root, ['rev-parse', 'HEAD'])).stdout.trim();
    const branch = (await runGit(root, ['symbolic-ref', '--short', '-q', 'HEAD'])).stdout.trim();
    const listed = (await runGit(root, ['show', '--name-only', '--relative', '--format=', 'HEAD'])).stdout.split('\n').filter(Boolean);
    // The project's own index learns the committed versions of exactly the committed files; its other entries stay as they were.
    if (listed.length) await runGit(root, ['reset', '-q', '--', ...listed]);
    return { ok: true, commit: hash, branch, files: listed };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A commit on a new branch failed: back to where the editor was, and the empty branch removed. */
async function leaveNewBranch(root: string, name: string, previous: string | null) {
  const back = previous ? await runGit(root, ['switch', '-q', previous]) : await runGit(root, ['switch', '-q', '--detach', '@{-1}']);
  if (back.ok) await runGit(root, ['branch', '-q', '-D', name]);
}

function commitRefusal(stderr: string): string {
  if (/Please tell me who you are|unable to auto-detect email|empty ident/i.test(stderr)) {
    return 'the studio does not know who you are yet. Enter your name and email address, then record your changes again.';
  }
  if (/hook/i.test(stderr)) return `a check of this project refused the change: ${stderr.trim().split('\n').slice(-3).join(' ')}`;
  return `the project's history refused it (${stderr.trim().split('\n').slice(-2).join(' ') || 'no reason given'}). Ask a developer.`;
}
