import { memo, useMemo } from 'react';
import { pageSummaries } from '../state/selectors';
import { useStudio } from '../state/useStudio';

/** Suggestions for link and picture fields: every page path, and every picture and video under public/. */
export const DataLists = memo(function DataLists() {
  const pages = useStudio(pageSummaries);
  const publicFiles = useStudio((state) => state.publicFiles);
  const paths = useMemo(() => pages.map((page) => page.path).filter(Boolean), [pages]);
  const pictures = useMemo(() => publicFiles.filter((file) => /\.(svg|png|jpe?g|webp|avif|gif|webm|mp4)$/i.test(file)), [publicFiles]);
  return (
    <>
      <datalist id="studio-page-paths">
        {paths.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <datalist id="studio-media">
        {pictures.map((file) => (
          <option key={file} value={file} />
        ))}
      </datalist>
    </>
  );
});
