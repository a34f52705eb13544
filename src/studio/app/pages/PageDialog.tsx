import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../ui/buttons';
import { DialogHead, ModalDialog } from '../ui/dialog';
import { X } from '../ui/icons';
import { studio } from '../ui/theme';

const Body = styled.div`
  padding: 1rem 1.25rem 1.25rem;
`;

/** Kept in view at the bottom of a long dialog, so the main action is never scrolled away. */
export const DialogActions = styled.div`
  position: sticky;
  bottom: -1.25rem;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin: 1.25rem 0 -1.25rem;
  padding: 0.75rem 0 1.25rem;
  background: ${studio.panel};
  border-top: 1px solid ${studio.line};
`;

/** A checkbox with its label, and (below the label) what the choice needs. */
export const CheckOption = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.45rem 0.6rem;
  align-items: start;
  margin-bottom: 0.85rem;
  > input { margin: 0.2rem 0 0; width: 1.05rem; height: 1.05rem; accent-color: ${studio.accent}; }
  > label { font-weight: 600; font-size: 0.875rem; }
  > div { grid-column: 2; display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr); gap: 0.5rem; }
  > div label { display: grid; gap: 0.2rem; font-size: 0.8rem; color: ${studio.muted}; }
  > p { grid-column: 2; margin: 0; font-size: 0.8rem; line-height: 1.45; color: ${studio.muted}; }
`;

type Props = { open: boolean; id: string; title: string; intro?: ReactNode; onClose: () => void; children: ReactNode };

/** A native modal dialog (the browser traps focus and closes it on Escape) with a title, a close button and a body. */
export function PageDialog({ open, id, title, intro, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The first field, not the close button, takes the focus: the editor starts typing straight away.
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <ModalDialog $width="38rem" $height="46rem" ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <DialogHead>
            <div>
              <h2 id={`${id}-title`}>{title}</h2>
              {intro && <p>{intro}</p>}
            </div>
            <IconButton type="button" $tone="quiet" aria-label="Close" onClick={onClose}>
              <X size={18} aria-hidden="true" />
            </IconButton>
          </DialogHead>
          <Body>{children}</Body>
        </>
      )}
    </ModalDialog>
  );
}
