import { useMemo } from 'react';
import { pageSummaries } from '../state/selectors';
import { useStudio } from '../state/useStudio';

/** What every form of the studio checks its fields against: the site's problems, the pictures and the pages. */
export function useSiteFormData() {
  const siteProblems = useStudio((state) => state.problems);
  const resetRevision = useStudio((state) => state.resetRevision);
  const publicFiles = useStudio((state) => state.publicFiles);
  const pages = useStudio(pageSummaries);
  const pagePaths = useMemo(() => pages.map((page) => page.path), [pages]);
  return { siteProblems, resetRevision, publicFiles, pagePaths };
}
