import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

type SetOpen = (open: boolean | ((isOpen: boolean) => boolean)) => void;

/**
 * Open/closed state of a menu that closes when the visitor moves to another page. It remembers the page it was
 * opened on, so "closed after navigating" is derived rather than set by an effect (an effect that also ran on mount
 * could undo a tap made the moment the page became interactive).
 */
export function useOpenOnThisPage(): [boolean, SetOpen] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setIsOpen = useCallback<SetOpen>(
    (open) => setOpenOn((current) => ((typeof open === 'function' ? open(current === pathname) : open) ? pathname : null)),
    [pathname],
  );
  return [openOn === pathname, setIsOpen];
}
