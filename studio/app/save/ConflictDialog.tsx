import styled from 'styled-components';
import { store } from '../state/store';
import type { FileName } from '../state/types';
import { useStudio } from '../state/useStudio';
import { Button } from '../ui/buttons';
import { DialogActions, DialogBody, DialogHead, ModalDialog } from '../ui/dialog';
import { useModal } from '../ui/useModal';

const Text = styled(DialogBody)`
  p { margin: 0 0 0.75rem; font-size: 0.9rem; line-height: 1.5; }
`;

/** The files by what they hold, as the studio's views name it. */
const fileWords: Record<FileName, string> = { 'pages.yaml': 'The pages', 'nav.yaml': 'The menus and site settings' };

const why = {
  save: 'were changed outside the studio after it read them (in another program, or by a developer). Nothing was saved, so that change is safe.',
  changed: 'were just changed outside the studio (in another program, or by a developer), and you have unsaved changes to them here.',
  restore: 'changed outside the studio since your unsaved changes were made, and they no longer fit.',
};

/** A file changed outside the studio under unsaved edits: explain, then merge the edits onto it or drop them. Never overwrite. */
export function ConflictDialog() {
  const conflict = useStudio((state) => state.conflict);
  const notice = useStudio((state) => state.notice);
  const dialog = useModal(Boolean(conflict));
  const files = conflict?.files.map((file, index) => (index === 0 ? fileWords[file] : fileWords[file].toLowerCase())).join(' and ') ?? '';
  return (
    <ModalDialog $width="34rem" $height="40rem" ref={dialog} aria-labelledby="conflict-title" aria-describedby="conflict-text" onCancel={(event) => event.preventDefault()}>
      {conflict && (
        <>
          <DialogHead>
            <h2 id="conflict-title">{files} changed outside the studio</h2>
          </DialogHead>
          <Text>
            <p id="conflict-text">
              {files} {why[conflict.reason]}
            </p>
            <p>
              <strong>Re-apply my changes</strong> makes each of your edits again on the new version, keeping the other change. <strong>Discard my changes</strong> shows the
              new version and drops your unsaved edits.
            </p>
            {notice.startsWith('Your changes could not') && <p role="alert">{notice}</p>}
            <DialogActions>
              <Button type="button" $tone="danger" onClick={() => store.resolveConflict('discard')}>
                Discard my changes
              </Button>
              <Button type="button" $tone="primary" onClick={() => store.resolveConflict('merge')}>
                Re-apply my changes
              </Button>
            </DialogActions>
          </Text>
        </>
      )}
    </ModalDialog>
  );
}
