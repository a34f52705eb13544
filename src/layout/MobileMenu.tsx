import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOpenOnThisPage } from '../hooks/useOpenOnThisPage';
import { whenIdle } from '../hooks/whenIdle';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { useSiteLabels } from '../shared/SiteLabels';
import { breakpoints } from '../theme/tokens';
import { iconButton } from './iconButton';

const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

const Hamburger = styled.button`
  ${iconButton}
  ${({ theme }) => theme.media.md} { display: none; }
`;

/**
 * Below the md width: a hamburger that opens a slide-in menu (MobileDrawer) and gets focus back when it closes. The
 * drawer is not part of the page until first opened; on phones its code is fetched ahead, once the page is idle.
 */
export function MobileMenu({ items }: { items: HeaderItem[] }) {
  const labels = useSiteLabels();
  const [isOpen, setIsOpen] = useOpenOnThisPage();
  const [hasOpened, setHasOpened] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!window.matchMedia(`(max-width: ${breakpoints.md - 0.02}px)`).matches) return;
    return whenIdle(() => void loadDrawer());
  }, []);

  useEffect(() => {
    document.body.style.overflow = isOpen ? 'hidden' : '';
    if (!isOpen && wasOpen.current) hamburger.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <>
      <Hamburger
        ref={hamburger}
        type="button"
        aria-label={labels.openMenu}
        aria-expanded={isOpen}
        aria-controls={hasOpened ? drawerId : undefined}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Icon name="menu" size={26} strokeWidth={2} />
      </Hamburger>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileDrawer id={drawerId} items={items} isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
