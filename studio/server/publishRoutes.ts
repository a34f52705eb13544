// The Publish step's requests: GET /api/publish (what would be published), POST /api/publish (commit it),
// POST /api/publish/push (send it) and POST /api/publish/incoming (list what others published, to bring in). A commit waits for any save in progress and refuses while the site does not
// validate, while nothing changed, or when the changes differ from what the editor was shown.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendJson, type ApiContext } from './http';
import { checkNewBranchName, commitContent } from './publishCommit';
import { bringInAndSend, type Listed } from './publishBringIn';
import { listIncoming } from './publishIncoming';
import { pushBranch } from './publishPush';
import { rememberIdentity } from './identity';
import { readPublishStatus, type Identity } from './publishStatus';

/** The name and email an editor typed when git did not know them: kept while the studio runs, never written to git's settings. */
const sessionIdentities = new WeakMap<ApiContext, Identity>();

/** After one another with saves: a commit never reads a file a save is writing. */
function inTurn<T>(context: ApiContext, work: () => Promise<T>): Promise<T> {
  const result = context.saving.catch(() => undefined).then(work);
  context.saving = result;
  return result;
}

function readIdentity(value: unknown): Identity | string | undefined {
  if (value === undefined || value === null) return undefined;
  const { name, email } = value as { name?: unknown; email?: unknown };
  const clean = (text: unknown) => (typeof text === 'string' ? text.trim() : '');
  const identity = { name: clean(name), email: clean(email) };
  if (!identity.name || /[<>\n\r]/.test(identity.name)) return 'Enter your name as it should appear in the project history (without < or >).';
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(identity.email)) return 'Enter an email address such as jane@example.com.';
  return identity;
}

// Function declarations, not constants: apiRoutes.ts lists them in its routes table while this module may still be loading.
export async function publishStatus(context: ApiContext, _request: IncomingMessage, response: ServerResponse): Promise<void> {
  sendJson(response, 200, await readPublishStatus(context.root, sessionIdentities.get(context)));
}

export async function publishCommit(context: ApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = ((await readJson(request, 1024 * 1024)) ?? {}) as { message?: unknown; newBranch?: unknown; fingerprint?: unknown; identity?: unknown };
  const [status, answer] = await inTurn(context, async (): Promise<[number, unknown]> => {
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    if (!message) return [400, { error: 'Write a message that says what you changed and why.' }];
    const identity = readIdentity(body.identity);
    if (typeof identity === 'string') return [400, { error: identity, field: 'identity' }];
    if (identity) {
      sessionIdentities.set(context, identity);
      await rememberIdentity(context.root, identity);
    }

    const current = await readPublishStatus(context.root, sessionIdentities.get(context));
    if (!current.repository) return [409, { error: current.reason }];
    if (body.fingerprint !== current.fingerprint) {
      return [409, { error: 'The changes were updated since this list was shown (a save, or a change on disk). Check the new list, then record your changes again.', status: current }];
    }
    if (!current.changes.length && !current.pictures.length) return [409, { error: 'Nothing to publish: the pages, menus and pictures are as they were last published.' }];
    if (!current.identity) return [400, { error: 'The studio does not know who you are yet: enter your name and email address.', field: 'identity' }];
    const problems = await context.checker.check({});
    if (problems.length) {
      return [422, { error: `The site has ${problems.length === 1 ? '1 problem' : `${problems.length} problems`} to fix before it can be published.`, problems }];
    }
    const newBranch = typeof body.newBranch === 'string' ? body.newBranch.trim() : '';
    if (body.newBranch !== undefined) {
      const refusal = await checkNewBranchName(context.root, newBranch);
      if (refusal) return [400, { error: refusal, field: 'branch' }];
    } else if (!current.branch) {
      return [409, { error: 'This project cannot take changes straight into the site right now: publish them as a proposal instead.' }];
    }
    const outcome = await commitContent(context.root, {
      message,
      ...(newBranch ? { newBranch } : {}),
      identity: current.identity.from === 'session' ? current.identity : null,
      pictures: current.pictures,
      hasHead: current.head !== null,
      branch: current.branch,
    });
    if (!outcome.ok) return [500, { error: outcome.message }];
    return [200, { ...outcome, status: await readPublishStatus(context.root, sessionIdentities.get(context)) }];
  });
  sendJson(response, status, answer);
}

/** A commit's full hash (SHA-1, or SHA-256 in repositories that use it). */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

function readListed(value: unknown): Listed | null {
  const { theirs, ours } = (value ?? {}) as { theirs?: unknown; ours?: unknown };
  return typeof theirs === 'string' && typeof ours === 'string' && COMMIT.test(theirs) && COMMIT.test(ours) ? { theirs, ours } : null;
}

/** Lists what others published meanwhile (after a refused push), checked, for the editor to confirm: nothing is merged. */
export async function publishIncoming(context: ApiContext, _request: IncomingMessage, response: ServerResponse): Promise<void> {
  const current = await readPublishStatus(context.root, sessionIdentities.get(context));
  if (!current.repository) return sendJson(response, 409, { error: current.reason });
  if (!current.remote || !current.branch) return sendJson(response, 200, { listed: false, ...(await pushBranch(context.root, current.branch, current.remote)) });
  const { branch, remote } = current;
  sendJson(response, 200, await inTurn(context, () => listIncoming(context.root, branch, remote)));
}

/**
 * Sends the branch; with `bringIn` (the commits of the list the editor confirmed), first brings in exactly what was
 * listed (after a refused push).
 */
export async function publishPush(context: ApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = ((await readJson(request, 1024)) ?? {}) as { bringIn?: unknown };
  const current = await readPublishStatus(context.root, sessionIdentities.get(context));
  if (!current.repository) return sendJson(response, 409, { error: current.reason });
  const listed = body.bringIn === undefined ? null : readListed(body.bringIn);
  if (body.bringIn !== undefined && !listed) return sendJson(response, 400, { error: 'The studio brings in only what it listed first: press “Bring in their changes” to see the list.' });
  const outcome = listed
    ? await inTurn(context, () => bringInAndSend(context.root, current.branch, current.remote, current.identity?.from === 'session' ? current.identity : null, () => context.checker.check({}), listed))
    : await pushBranch(context.root, current.branch, current.remote);
  sendJson(response, 200, { ...outcome, status: await readPublishStatus(context.root, sessionIdentities.get(context)) });
}
