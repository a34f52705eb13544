// The studio server's Publish requests (studio/server/publishRoutes.ts): what would be published, commit, send, and what
// others published meanwhile (listed before it is brought in).
import type { Incoming } from '../../publish/incomingFiles';
import type { IncomingAnswer } from '../../server/publishIncoming';
import type { Identity, PublishStatus } from '../../server/publishStatus';

export type { Identity, Incoming, IncomingAnswer, PublishStatus };
export type GitStatus = Extract<PublishStatus, { repository: true }>;

export type CommitAnswer =
  | { ok: true; commit: string; branch: string; files: string[]; status: PublishStatus }
  | { ok: false; error: string; field?: 'identity' | 'branch'; status?: PublishStatus };

/** `incoming`: when the list the editor confirmed is out of date (kind "moved-on"), the new list to confirm instead. */
export type PushAnswer = { sent: boolean; kind?: string; message: string; detail?: string; incoming?: Incoming; status: PublishStatus };

async function answerOf<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error(`the studio server gave no answer (HTTP ${response.status})`);
  }
}

export async function fetchPublishStatus(): Promise<PublishStatus> {
  const response = await fetch('/api/publish', { cache: 'no-store' });
  if (!response.ok) throw new Error((await answerOf<{ error?: string }>(response)).error ?? `HTTP ${response.status}`);
  return answerOf(response);
}

export async function commitChanges(request: { message: string; newBranch?: string; identity?: Identity; fingerprint: string }): Promise<CommitAnswer> {
  const response = await fetch('/api/publish', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
  const body = await answerOf<Record<string, unknown>>(response);
  if (response.ok) return { ...(body as Omit<Extract<CommitAnswer, { ok: true }>, 'ok'>), ok: true };
  return { ok: false, error: typeof body.error === 'string' ? body.error : `Your changes could not be recorded (error ${response.status}).`, ...(body.field ? { field: body.field as 'identity' } : {}), ...(body.status ? { status: body.status as PublishStatus } : {}) };
}

/** Sends the branch; with `bringIn` (a list the editor confirmed), first brings in exactly what was listed. */
export async function pushCommits(bringIn?: Pick<Incoming, 'theirs' | 'ours'>): Promise<PushAnswer> {
  const request = bringIn ? { bringIn: { theirs: bringIn.theirs, ours: bringIn.ours } } : {};
  const response = await fetch('/api/publish/push', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
  const body = await answerOf<PushAnswer & { error?: string }>(response);
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}

/** What others published meanwhile (after a refused push), checked and listed; nothing is brought in yet. */
export async function listIncoming(): Promise<IncomingAnswer> {
  const response = await fetch('/api/publish/incoming', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const body = await answerOf<IncomingAnswer & { error?: string }>(response);
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}
