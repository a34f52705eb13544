import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> as a modal (the browser keeps the focus inside and closes it on Escape) while `open`, and
 * closes it otherwise. `onOpen` runs each time it opens: a dialog starts afresh.
 */
export function useModal(open: boolean, onOpen?: (element: HTMLDialogElement) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      onOpen?.(element);
    }
    if (!open && element.open) element.close();
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  return dialog;
}
