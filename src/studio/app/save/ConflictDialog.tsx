import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { store } from '../state/store';
import { useStudio } from '../state/useStudio';
import { studio } from '../ui/theme';
import { Button } from '../ui/buttons';

const Dialog = styled.dialog`
  width: min(34rem, calc(100vw - 2rem));
  border: 0;
  border-radius: 12px;
  padding: 1.25rem 1.4rem;
  box-shadow: 0 24px 64px rgba(7, 42, 66, 0.35);
  color: ${studio.ink};
  &::backdrop { background: rgba(7, 42, 66, 0.45); }
  h2 { margin: 0 0 0.5rem; font-size: 1.1rem; color: ${studio.brand}; }
  p { margin: 0 0 0.75rem; font-size: 0.9rem; line-height: 1.5; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const why = {
  save: 'was changed on disk after the studio read it (in another editor, or by git). Nothing was saved, so that change is safe.',
  changed: 'was just changed on disk (in another editor, or by git), and you have unsaved changes to it here.',
  restore: 'changed on disk since your unsaved changes were made, and they no longer fit it.',
};

/** A file changed on disk under unsaved edits: explain, then merge the edits onto it or drop them. Never overwrite. */
export function ConflictDialog() {
  const conflict = useStudio((state) => state.conflict);
  const notice = useStudio((state) => state.notice);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (conflict && element && !element.open) element.showModal();
    if (!conflict && element?.open) element.close();
  }, [conflict]);
  const files = conflict?.files.join(' and ') ?? '';
  return (
    <Dialog ref={dialog} aria-labelledby="conflict-title" aria-describedby="conflict-text" onCancel={(event) => event.preventDefault()}>
      {conflict && (
        <>
          <h2 id="conflict-title">{files} changed on disk</h2>
          <p id="conflict-text">
            {files} {why[conflict.reason]}
          </p>
          <p>
            <strong>Re-apply my changes</strong> makes each of your edits again on the new version, keeping the change made on disk. <strong>Discard my changes</strong> shows the
            version on disk and drops your unsaved edits.
          </p>
          {notice.startsWith('Your changes could not') && <p role="alert">{notice}</p>}
          <Actions>
            <Button type="button" $tone="danger" onClick={() => store.resolveConflict('discard')}>
              Discard my changes
            </Button>
            <Button type="button" $tone="primary" onClick={() => store.resolveConflict('merge')}>
              Re-apply my changes
            </Button>
          </Actions>
        </>
      )}
    </Dialog>
  );
}
