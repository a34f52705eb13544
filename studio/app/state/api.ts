// The studio server's API (studio/server): read the content files, validate a draft, save it.
import type { Problem } from '../../../src/content';
import type { DiskFile, FileName } from './types';

type Files = Partial<Record<FileName, string>>;

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function fetchContent(): Promise<{ files: Record<FileName, DiskFile>; publicFiles: string[]; publishedPaths?: string[] | null }> {
  const response = await fetch('/api/content');
  if (!response.ok) throw new Error(`the studio server could not read the content files (HTTP ${response.status})`);
  return json(response);
}

export async function validateDraft(files: Files, signal?: AbortSignal): Promise<Problem[]> {
  const response = await fetch('/api/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ files }), signal });
  if (!response.ok) throw new Error(`validation failed (HTTP ${response.status})`);
  return (await json<{ problems: Problem[] }>(response)).problems;
}

export type SaveResult =
  | { kind: 'saved'; versions: Partial<Record<FileName, string>> }
  | { kind: 'conflict'; files: FileName[]; disk: Partial<Record<FileName, DiskFile>> }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string };

export async function saveDraft(files: Files, base: Partial<Record<FileName, string>>): Promise<SaveResult> {
  const response = await fetch('/api/save', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ files, base }) });
  if (response.status === 200) {
    const body = await json<{ files: Record<FileName, { version: string }> }>(response);
    return { kind: 'saved', versions: Object.fromEntries(Object.entries(body.files).map(([name, file]) => [name, file.version])) };
  }
  if (response.status === 409) {
    const body = await json<{ conflict: FileName[]; files: Partial<Record<FileName, DiskFile>> }>(response);
    return { kind: 'conflict', files: body.conflict, disk: body.files };
  }
  if (response.status === 422) return { kind: 'invalid', problems: (await json<{ problems: Problem[] }>(response)).problems };
  return { kind: 'failed', message: `the studio server refused to save (HTTP ${response.status})` };
}
