import { fileNameOf } from '../pictures/pictureText';
import { useStudio } from '../state/useStudio';
import type { GitStatus } from './publishApi';
import { ChangeList as List, SectionTitle } from './publishStyles';

/** Everything publishing would record, one line per change: page, block, field: before -> after; then pictures. */
export function ChangeSummary({ status }: { status: GitStatus }) {
  const count = status.changes.length + status.pictures.length;
  // A picture uploaded and then not used (the choice undone, or never saved) would be published all the same.
  const savedText = useStudio((state) => state.disk['pages.yaml'].text + state.disk['nav.yaml'].text);
  return (
    <section aria-labelledby="publish-changes-title">
      <SectionTitle id="publish-changes-title">
        {count ? `What changed since you last published (${count})` : 'What changed since you last published'}
      </SectionTitle>
      {count ? (
        // Focusable: a long list scrolls inside the dialog, and keyboard users scroll it too.
        <List aria-labelledby="publish-changes-title" tabIndex={0}>
          {status.changes.map((change, index) => (
            <li key={`c${index}`}>
              <small>{change.file === 'nav.yaml' ? 'menus' : 'pages'}</small>
              <span>{change.text}</span>
            </li>
          ))}
          {status.pictures.map((picture) => (
            <li key={picture.path}>
              <small>picture</small>
              <span>
                {picture.state === 'new' ? 'New picture' : 'Changed picture'} “{fileNameOf(picture.path)}”
                {!savedText.includes(picture.path.replace(/^.*?public(?=\/)/, '')) && <em>No saved page uses it yet; it is published with the rest.</em>}
              </span>
            </li>
          ))}
        </List>
      ) : (
        <p>
          {status.remote
            ? 'Nothing to publish: the pages, menus and pictures are as they were last recorded.'
            : 'Nothing new to record: your changes are recorded on this computer and waiting to be shared (this copy of the site has no shared copy to send them to yet).'}
        </p>
      )}
    </section>
  );
}
