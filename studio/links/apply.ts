import { applyEdits } from '../yaml';
import type { ContentFile, FileEdits } from './types';

/** The texts of both files after `changes`, through the same writer as every studio edit (comments and layout kept). */
export function applyFileEdits(texts: Record<ContentFile, string>, changes: readonly FileEdits[]): Record<ContentFile, string> {
  const next = { ...texts };
  for (const change of changes) next[change.file] = applyEdits(next[change.file], change.edits);
  return next;
}
