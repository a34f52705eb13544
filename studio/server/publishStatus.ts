// What the Publish step shows: whether the project is under git, on which branch, whether it has a remote, and what
// changed since the last commit in plain words (pages.yaml and nav.yaml compared as data, new or changed pictures).
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describeChanges, type ContentChange } from '../publish/describeChanges';
import { safeUrl } from '../publish/pushFailure';
import { contentFileNames, readContentFile, type ContentFileName } from './files';
import { runGit } from './git';

/** Where the studio puts pictures, and the kinds of file it counts as pictures. */
export const picturesFolder = 'public/images';
const pictureFile = /\.(png|jpe?g|webp|avif|svg|gif)$/i;

export type Identity = { name: string; email: string };

export type PictureChange = { path: string; state: 'new' | 'changed' };

export type Remote = { name: string; url: string };

export type PublishStatus =
  | { repository: false; reason: string; detail: string }
  | {
      repository: true;
      /** null when HEAD is detached (no branch to add a commit to). */
      branch: string | null;
      /** The last commit, abbreviated; null before the first commit. */
      head: string | null;
      remote: Remote | null;
      /** Whether the branch has been sent to the remote before, and how many commits have not been sent since. */
      sent: { before: boolean; unsent: number } | null;
      changes: ContentChange[];
      pictures: PictureChange[];
      /** Who commits: from git's settings, or what the editor entered for this session; null when nobody is known. */
      identity: (Identity & { from: 'git' | 'session' }) | null;
      /** Identifies exactly what is listed, so a commit publishes what the editor saw and nothing that changed since. */
      fingerprint: string;
    };

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

async function gitText(root: string, args: string[]): Promise<string | null> {
  const result = await runGit(root, args);
  return result.ok ? result.stdout.trim() : null;
}

/** The remote to send to: the branch's own (its upstream), else "origin", else the only one. */
async function remoteOf(root: string, branch: string | null): Promise<Remote | null> {
  const names = lines((await gitText(root, ['remote'])) ?? '');
  if (!names.length) return null;
  const configured = branch ? await gitText(root, ['config', '--get', `branch.${branch}.remote`]) : null;
  const name = configured && names.includes(configured) ? configured : names.includes('origin') ? 'origin' : names[0]!;
  return { name, url: safeUrl((await gitText(root, ['remote', 'get-url', name])) ?? '') };
}

async function sentState(root: string, branch: string | null, remote: Remote | null, head: string | null): Promise<{ before: boolean; unsent: number } | null> {
  if (!branch || !remote || !head) return null;
  const merge = await gitText(root, ['config', '--get', `branch.${branch}.merge`]);
  const tracking = merge ? `refs/remotes/${remote.name}/${merge.replace(/^refs\/heads\//, '')}` : `refs/remotes/${remote.name}/${branch}`;
  if ((await gitText(root, ['rev-parse', '--verify', '-q', tracking])) === null) return { before: false, unsent: 0 };
  const count = await gitText(root, ['rev-list', '--count', `${tracking}..HEAD`]);
  return { before: true, unsent: Number(count ?? 0) };
}

async function identityOf(root: string, session: Identity | undefined): Promise<(Identity & { from: 'git' | 'session' }) | null> {
  if (session) return { ...session, from: 'session' };
  const name = await gitText(root, ['config', '--get', 'user.name']);
  const email = await gitText(root, ['config', '--get', 'user.email']);
  return name && email ? { name, email, from: 'git' } : null;
}

/** New or changed picture files under public/images/ (untracked or different from the last commit), ignored ones left out. */
async function changedPictures(root: string, hasHead: boolean): Promise<PictureChange[]> {
  const untracked = lines((await gitText(root, ['ls-files', '--others', '--exclude-standard', '-z', '--', picturesFolder]))?.replaceAll('\0', '\n') ?? '');
  const known = hasHead
    ? lines((await gitText(root, ['diff', '--name-only', '--relative', '-z', 'HEAD', '--', picturesFolder]))?.replaceAll('\0', '\n') ?? '')
    : lines((await gitText(root, ['ls-files', '-z', '--', picturesFolder]))?.replaceAll('\0', '\n') ?? '');
  const exists = (path: string) => {
    try {
      return statSync(join(root, path)).isFile();
    } catch {
      return false;
    }
  };
  const inHead = hasHead ? new Set(lines((await gitText(root, ['ls-tree', '-r', '--name-only', '--full-name', 'HEAD', '--', picturesFolder])) ?? '')) : new Set<string>();
  const prefix = (await gitText(root, ['rev-parse', '--show-prefix'])) ?? '';
  const changes = new Map<string, PictureChange>();
  for (const path of [...untracked, ...known]) {
    if (!pictureFile.test(path) || !exists(path)) continue;
    changes.set(path, { path, state: inHead.has(`${prefix}${path}`) ? 'changed' : 'new' });
  }
  return [...changes.values()].sort((a, b) => a.path.localeCompare(b.path));
}

async function committedText(root: string, name: ContentFileName, hasHead: boolean): Promise<string | undefined> {
  if (!hasHead) return undefined;
  const shown = await runGit(root, ['show', `HEAD:./${name}`]);
  return shown.ok ? shown.stdout : undefined;
}

/**
 * Parsed versions of the content files, by their text's hash: a 1,000-page pages.yaml takes about a second to parse,
 * and opening Publish, committing and the status after it read the same two versions again.
 */
const parsedCache = new Map<string, unknown>();
const CACHED_VERSIONS = 4;

function parsed(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const key = createHash('sha256').update(text).digest('hex');
  if (parsedCache.has(key)) return parsedCache.get(key);
  let data: unknown;
  try {
    data = parse(text);
  } catch {
    data = undefined;
  }
  parsedCache.set(key, data);
  if (parsedCache.size > CACHED_VERSIONS) parsedCache.delete(parsedCache.keys().next().value!);
  return data;
}

/** Both content files compared as data; a file whose text changed without any change to its data says so too. */
async function contentChanges(root: string, hasHead: boolean): Promise<{ changes: ContentChange[]; versions: string[] }> {
  const before: Record<string, string | undefined> = {};
  const after: Record<string, string> = {};
  const versions: string[] = [];
  const committed = await Promise.all(contentFileNames.map((name) => committedText(root, name, hasHead)));
  contentFileNames.forEach((name, index) => {
    before[name] = committed[index];
    const file = readContentFile(root, name);
    after[name] = file.text;
    versions.push(file.version);
  });
  // A file as in the last commit has no changes to describe: neither version needs parsing.
  const both = (name: ContentFileName) => (before[name] === after[name] ? [null, null] : [parsed(before[name]), parsed(after[name])]);
  const [pagesBefore, pagesAfter] = both('pages.yaml');
  const [navBefore, navAfter] = both('nav.yaml');
  const changes = describeChanges({ pages: pagesBefore, nav: navBefore }, { pages: pagesAfter, nav: navAfter });
  for (const name of contentFileNames) {
    if (before[name] !== after[name] && !changes.some((change) => change.file === name)) {
      changes.push({ file: name, text: before[name] === undefined ? `${fileWords[name]}: new, never published before` : `${fileWords[name]}: only notes, blank lines or quotation marks changed (the content is the same)` });
    }
  }
  return { changes, versions };
}

/** The content files by what they hold, as the studio's views name it. */
const fileWords: Record<ContentFileName, string> = { 'pages.yaml': 'The pages', 'nav.yaml': 'The menus and site settings' };

export async function readPublishStatus(root: string, session: Identity | undefined): Promise<PublishStatus> {
  const inside = await runGit(root, ['rev-parse', '--is-inside-work-tree']);
  if (inside.notInstalled) {
    return { repository: false, reason: 'This computer is not set up for publishing from the studio: ask a developer.', detail: 'Git is not installed (https://git-scm.com).' };
  }
  if (!inside.ok || inside.stdout.trim() !== 'true') {
    return { repository: false, reason: 'This copy of the site is not set up for publishing from the studio: ask a developer.', detail: 'The folder is not under version control: a developer can set it up with git clone or git init.' };
  }
  const [headCommit, branch] = await Promise.all([gitText(root, ['rev-parse', '--verify', '-q', 'HEAD']), gitText(root, ['symbolic-ref', '--short', '-q', 'HEAD'])]);
  const hasHead = headCommit !== null;
  const [remote, { changes, versions }, pictures, identity] = await Promise.all([
    remoteOf(root, branch),
    contentChanges(root, hasHead),
    changedPictures(root, hasHead),
    identityOf(root, session),
  ]);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ headCommit, branch, versions, pictures: pictures.map((picture) => [picture.path, pictureStamp(root, picture.path)]) }))
    .digest('hex');
  return {
    repository: true,
    branch: branch || null,
    head: headCommit ? headCommit.slice(0, 7) : null,
    remote,
    sent: await sentState(root, branch, remote, headCommit),
    changes,
    pictures,
    identity,
    fingerprint,
  };
}

function pictureStamp(root: string, path: string): string {
  const stat = statSync(join(root, path));
  return `${stat.size}:${stat.mtimeMs}`;
}
