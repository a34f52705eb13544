import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DialogTitle } from '../ui/DialogTitle';
import { DialogActions as Actions, DialogBody, ModalDialog } from '../ui/dialog';
import { studio } from '../ui/theme';
import { useModal } from '../ui/useModal';

/** Kept in view at the bottom of a long dialog, so the main action is never scrolled away. */
export const DialogActions = styled(Actions)`
  position: sticky;
  bottom: -1.25rem;
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

/** A modal dialog about a page, with a title, a close button and a body. */
export function PageDialog({ open, id, title, intro, onClose, children }: Props) {
  // The first field, not the close button, takes the focus: the editor starts typing straight away.
  const dialog = useModal(open, (element) => element.querySelector<HTMLElement>('[data-autofocus]')?.focus());
  return (
    <ModalDialog $width="38rem" $height="46rem" ref={dialog} aria-labelledby={`${id}-title`} onClose={onClose} onCancel={onClose}>
      {open && (
        <>
          <DialogTitle id={`${id}-title`} title={title} intro={intro} onClose={onClose} />
          <DialogBody>{children}</DialogBody>
        </>
      )}
    </ModalDialog>
  );
}
