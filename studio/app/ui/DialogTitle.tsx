import type { ReactNode } from 'react';
import { IconButton } from './buttons';
import { DialogHead } from './dialog';
import { X } from './icons';

type Props = { id: string; title: ReactNode; intro?: ReactNode; introId?: string; onClose: () => void };

/** A modal window's title, what it is for, and its close button (Escape closes it too). */
export function DialogTitle({ id, title, intro, introId, onClose }: Props) {
  return (
    <DialogHead>
      <div>
        <h2 id={id}>{title}</h2>
        {intro && <p id={introId}>{intro}</p>}
      </div>
      <IconButton type="button" $tone="quiet" aria-label="Close" onClick={onClose}>
        <X size={18} aria-hidden="true" />
      </IconButton>
    </DialogHead>
  );
}
