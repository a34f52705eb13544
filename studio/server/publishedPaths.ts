// The addresses visitors may already know: those of the pages in pages.yaml as last committed (published). A page
// renamed before it was ever published needs no redirect from its first address, which nobody has seen.
import { parse } from 'yaml';
import { runGit } from './git';

/** The page addresses of the last commit's pages.yaml; null when there is no commit to tell (no repository yet). */
export async function publishedPaths(root: string): Promise<string[] | null> {
  const shown = await runGit(root, ['show', 'HEAD:./pages.yaml']);
  if (!shown.ok) return null;
  try {
    const data = parse(shown.stdout) as { pages?: Array<{ path?: unknown }> } | null;
    return (data?.pages ?? []).flatMap((page) => (typeof page?.path === 'string' ? [page.path] : []));
  } catch {
    return null;
  }
}
