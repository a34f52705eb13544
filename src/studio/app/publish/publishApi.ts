// The studio server's Publish requests (src/studio/server/publish.ts): what would be published, commit, send.
import type { Identity, PublishStatus } from '../../server/publishStatus';

export type { Identity, PublishStatus };
export type GitStatus = Extract<PublishStatus, { repository: true }>;

export type CommitAnswer =
  | { ok: true; commit: string; branch: string; files: string[]; status: PublishStatus }
  | { ok: false; error: string; field?: 'identity' | 'branch'; status?: PublishStatus };

export type PushAnswer = { sent: boolean; kind?: string; message: string; detail?: string; status: PublishStatus };

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

/** Sends the branch; `bringIn` first brings in what others published meanwhile (after a refused push). */
export async function pushCommits(bringIn = false): Promise<PushAnswer> {
  const response = await fetch('/api/publish/push', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ bringIn }) });
  const body = await answerOf<PushAnswer & { error?: string }>(response);
  if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
  return body;
}
