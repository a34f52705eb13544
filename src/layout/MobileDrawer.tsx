import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { useSiteLabels } from '../shared/SiteLabels';
import { Disclosure } from './Disclosure';
import { drawerLink } from './drawerStyles';
import { focusables } from './focusables';
import { iconButton } from './iconButton';
import { NavItemLink } from './NavItemLink';

const Backdrop = styled.div<{ $isOpen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${({ theme }) => theme.components.drawerScrim};
  transition: opacity ${({ theme }) => theme.motion.base};
  opacity: ${({ $isOpen }) => ($isOpen ? 1 : 0)};
  pointer-events: ${({ $isOpen }) => ($isOpen ? 'auto' : 'none')};
  ${({ theme }) => theme.media.md} { display: none; }
`;

const Drawer = styled.div<{ $isOpen: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 50;
  width: min(22rem, 88vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.components.headerBg};
  color: ${({ theme }) => theme.components.headerText};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
  overscroll-behavior: contain;
  transition: transform ${({ theme }) => theme.motion.base}, visibility 0s linear ${({ $isOpen }) => ($isOpen ? '0s' : '250ms')};
  transform: translateX(${({ $isOpen }) => ($isOpen ? '0' : '100%')});
  visibility: ${({ $isOpen }) => ($isOpen ? 'visible' : 'hidden')};
  ${({ theme }) => theme.media.md} { display: none; }
`;

const DrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.75rem;
`;

const Close = styled.button`${iconButton}`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 2rem;
  ul { list-style: none; margin: 0; padding: 0; }
  a, span { ${drawerLink} }
  ul button { padding-left: 2.25rem; }
  ul a, ul span { font-weight: 400; padding-left: 2.25rem; min-height: 44px; }
  ul ul a, ul ul span { padding-left: 3.25rem; }
`;

type MobileDrawerProps = { id: string; items: HeaderItem[]; isOpen: boolean; onClose: () => void };

/**
 * The slide-in menu of MobileMenu, in its own chunk: mounted on the first tap on the menu button, then kept. It traps
 * focus while open and closes with Escape, the close button or a tap outside.
 */
export default function MobileDrawer({ id, items, isOpen, onClose }: MobileDrawerProps) {
  const labels = useSiteLabels();
  const drawer = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // One frame behind isOpen, so a drawer mounted open still slides in.
  const [isShown, setIsShown] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsShown(isOpen));
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);

  useEffect(() => {
    if (isShown) closeButton.current?.focus();
  }, [isShown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = focusables(drawer.current);
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last?.focus(); }
    else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first?.focus(); }
  };

  return (
    <>
      <Backdrop $isOpen={isShown} onClick={onClose} aria-hidden="true" />
      <Drawer
        ref={drawer}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={labels.mainNavigation}
        $isOpen={isShown}
        inert={!isShown}
        onKeyDown={onKeyDown}
      >
        <DrawerTop>
          <Close ref={closeButton} type="button" aria-label={labels.closeMenu} onClick={onClose}>
            <Icon name="x" size={26} strokeWidth={2} />
          </Close>
        </DrawerTop>
        <nav aria-label={labels.mainNavigation}>
          <List>
            {items.map((item) => (
              <li key={item.label}>
                {item.groups ? (
                  <Disclosure label={item.label} icon={<Icon name="chevron-down" size={18} strokeWidth={2} />}>
                    <ul>
                      {item.groups.map((group) => (
                        <li key={group.heading}>
                          <Disclosure label={group.heading} icon={<Icon name="chevron-down" size={18} strokeWidth={2} />}>
                            <ul>
                              {group.links.map((link) => (
                                <li key={link.label}>
                                  <NavItemLink to={link.to} placeholderNote={labels.comingSoon} onClick={onClose}>{link.label}</NavItemLink>
                                </li>
                              ))}
                            </ul>
                          </Disclosure>
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                ) : (
                  <NavItemLink to={item.to} placeholderNote={labels.comingSoon} onClick={onClose}>{item.label}</NavItemLink>
                )}
              </li>
            ))}
          </List>
        </nav>
      </Drawer>
    </>
  );
}
