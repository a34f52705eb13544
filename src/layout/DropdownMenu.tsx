import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { useOpenOnThisPage } from '../hooks/useOpenOnThisPage';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { useSiteLabels } from '../shared/SiteLabels';
import { focusRing } from '../theme/mixins';
import { focusables } from './focusables';
import { NavItemLink } from './NavItemLink';

const Wrapper = styled.div`
  position: relative;
`;

export const topItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.components.headerText};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.washOnInverse}; color: ${({ theme }) => theme.components.headerText}; }
  &[aria-current='page'] { box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accentOnInverse}; }
  ${focusRing({ onInverse: true })}
`;

const Trigger = styled.button`
  ${topItem}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

const Panel = styled.div<{ $isOpen: boolean; $columns: number }>`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: -12rem;
  width: min(52rem, calc(100vw - 2rem));
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: opacity ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast}, visibility 0s linear ${({ $isOpen }) => ($isOpen ? '0s' : '150ms')};
  ${({ $isOpen }) => ($isOpen ? css`opacity: 1; visibility: visible; transform: none;` : css`opacity: 0; visibility: hidden; transform: translateY(-4px);`)}
  /* Bridges the gap under the trigger so the pointer can travel into the panel. */
  &::before { content: ''; position: absolute; left: 0; right: 0; top: -0.75rem; height: 0.75rem; }
`;

const GroupHeading = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 2px solid ${({ theme }) => theme.colors.band};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.heading};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  a, span {
    display: flex;
    align-items: center;
    min-height: 40px;
    padding: 0.35rem 0.5rem;
    margin-inline: -0.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover { background: ${({ theme }) => theme.colors.band}; color: ${({ theme }) => theme.colors.heading}; }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.link}; font-weight: 600; }
`;

/**
 * A header item with a dropdown panel of link groups. Opens on mouse hover, on keyboard focus, on
 * Enter/Space/ArrowDown and on tap; arrows move between links; Escape closes and returns focus.
 */
export function DropdownMenu({ item }: { item: HeaderItem }) {
  const labels = useSiteLabels();
  const [isOpen, setIsOpen] = useOpenOnThisPage();
  const openedByHover = useRef(false);
  // Focus returned to the trigger by Escape must not reopen the panel.
  const isReturningFocus = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const groups = item.groups ?? [];

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const focusLink = (index: number) => {
    const links = focusables(panel.current);
    if (links.length) links[(index + links.length) % links.length]!.focus();
  };

  const openAndFocus = (index: number) => {
    if (isOpen) {
      focusLink(index);
      return;
    }
    setIsOpen(true);
    // The panel becomes focusable once it is visible, after React has rendered it open.
    requestAnimationFrame(() => focusLink(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || ((event.key === 'Enter' || event.key === ' ') && isOpen)) {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const links = focusables(panel.current);
    const current = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') { event.preventDefault(); focusLink(current + 1); }
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') { event.preventDefault(); focusLink(current - 1); }
    else if (event.key === 'Home') { event.preventDefault(); focusLink(0); }
    else if (event.key === 'End') { event.preventDefault(); focusLink(-1); }
    else if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      isReturningFocus.current = true;
      trigger.current?.focus();
      isReturningFocus.current = false;
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = true;
    setIsOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = false;
    setIsOpen(false);
  };

  return (
    <Wrapper
      ref={wrapper}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onKeyDown={onTriggerKeyDown}
        onFocus={(event) => {
          if (!isReturningFocus.current && event.currentTarget.matches(':focus-visible')) setIsOpen(true);
        }}
        onClick={() => {
          // A mouse that opened the panel by hovering should not close it again by clicking.
          if (openedByHover.current) return;
          setIsOpen((open) => !open);
        }}
      >
        {item.label}
        <Icon name="chevron-down" size={16} strokeWidth={2} />
      </Trigger>
      <Panel ref={panel} id={panelId} $isOpen={isOpen} $columns={groups.length} onKeyDown={onPanelKeyDown}>
        {groups.map((group, index) => {
          const headingId = `${panelId}-group-${index}`;
          return (
            <div key={group.heading}>
              <GroupHeading id={headingId}>{group.heading}</GroupHeading>
              <LinkList aria-labelledby={headingId}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <NavItemLink to={link.to} placeholderNote={labels.comingSoon}>{link.label}</NavItemLink>
                  </li>
                ))}
              </LinkList>
            </div>
          );
        })}
      </Panel>
    </Wrapper>
  );
}
