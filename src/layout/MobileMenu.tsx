import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { HeaderItem } from '../renderer/siteSchema';
import { useSiteLabels } from '../renderer/SiteLabels';
import { focusables } from './focusables';
import { NavItemLink } from './NavItemLink';
import { Disclosure } from './Disclosure';
import { drawerLink } from './drawerStyles';

const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.12); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusOnInverse}; outline-offset: 2px; }
`;

const Hamburger = styled.button`
  ${iconButton}
  ${({ theme }) => theme.media.md} { display: none; }
`;

const Backdrop = styled.div<{ $isOpen: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(7, 42, 66, 0.55);
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
  a, span { ${drawerLink} }
  ul a, ul span { font-weight: 400; padding-left: 2.25rem; min-height: 44px; }
  ul ul a, ul ul span { padding-left: 3.25rem; }
`;

/**
 * Below the md width: a hamburger that opens a slide-in menu. The menu traps focus while open,
 * closes with Escape, the close button or a tap outside, and gives focus back to the hamburger.
 */
export function MobileMenu({ items }: { items: HeaderItem[] }) {
  const labels = useSiteLabels();
  const [isOpen, setIsOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const location = useLocation();
  const wasOpen = useRef(false);

  useEffect(() => setIsOpen(false), [location.pathname]);

  useEffect(() => {
    if (isOpen) {
      closeButton.current?.focus();
      document.body.style.overflow = 'hidden';
    } else {
      document.body.style.overflow = '';
      if (wasOpen.current) hamburger.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = focusables(drawer.current);
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last?.focus(); }
    else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first?.focus(); }
  };

  const close = () => setIsOpen(false);

  return (
    <>
      <Hamburger
        ref={hamburger}
        type="button"
        aria-label={labels.openMenu}
        aria-expanded={isOpen}
        aria-controls={drawerId}
        onClick={() => setIsOpen(true)}
      >
        <Menu size={26} aria-hidden="true" />
      </Hamburger>
      <Backdrop $isOpen={isOpen} onClick={close} aria-hidden="true" />
      <Drawer
        ref={drawer}
        id={drawerId}
        role="dialog"
        aria-modal="true"
        aria-label={labels.mainNavigation}
        $isOpen={isOpen}
        inert={!isOpen}
        onKeyDown={onKeyDown}
      >
        <DrawerTop>
          <Close ref={closeButton} type="button" aria-label={labels.closeMenu} onClick={close}>
            <X size={26} aria-hidden="true" />
          </Close>
        </DrawerTop>
        <nav aria-label={labels.mainNavigation}>
          <List>
            {items.map((item) => (
              <li key={item.label}>
                {item.groups ? (
                  <Disclosure label={item.label} icon={<ChevronDown size={18} aria-hidden="true" />}>
                    <ul>
                      {item.groups.map((group) => (
                        <li key={group.heading}>
                          <Disclosure label={group.heading} icon={<ChevronDown size={18} aria-hidden="true" />}>
                            <ul>
                              {group.links.map((link) => (
                                <li key={link.label}>
                                  <NavItemLink to={link.to} placeholderNote={labels.comingSoon} onClick={close}>{link.label}</NavItemLink>
                                </li>
                              ))}
                            </ul>
                          </Disclosure>
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                ) : (
                  <NavItemLink to={item.to} placeholderNote={labels.comingSoon} onClick={close}>{item.label}</NavItemLink>
                )}
              </li>
            ))}
          </List>
        </nav>
      </Drawer>
    </>
  );
}
