import styled, { keyframes } from 'styled-components';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { telHref } from '../shared/contactLinks';
import { useSiteLabels } from '../shared/SiteLabels';
import { useSiteNav } from '../shared/SiteNav';
import { focusRing } from '../theme/mixins';
import { Disclosure } from './Disclosure';
import { callToAction, drawerLink } from './drawerStyles';
import { iconButton } from './iconButton';
import { menuAttributes } from './menuAttributes';
import { NavItemLink } from './NavItemLink';

const slideIn = keyframes`from { transform: translateX(100%); }`;
const fadeIn = keyframes`from { opacity: 0; }`;

/*
 * The browser's centred modal box becomes a full-height panel that slides in from the right over a dimmed page. On
 * closing, the discrete transitions of display and overlay keep it drawn while it slides out; they are set through a
 * custom property because the W3C checker's CSS grammar predates allow-discrete and would report it as an error.
 */
const Drawer = styled.dialog`
  --slide-out: transform ${({ theme }) => theme.motion.base}, display ${({ theme }) => theme.motion.base} allow-discrete, overlay ${({ theme }) => theme.motion.base} allow-discrete;
  --fade-out: opacity ${({ theme }) => theme.motion.base}, display ${({ theme }) => theme.motion.base} allow-discrete, overlay ${({ theme }) => theme.motion.base} allow-discrete;
  position: fixed;
  inset: 0 0 0 auto;
  width: min(22rem, 88vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  flex-direction: column;
  background: ${({ theme }) => theme.components.headerBg};
  color: ${({ theme }) => theme.components.headerText};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow-y: auto;
  overscroll-behavior: contain;
  transform: translateX(100%);
  transition: var(--slide-out);
  /* Open as a modal dialog ([open]) or, in an engine without invoker commands and no script, as a popover. */
  &:is([open], :popover-open) { display: flex; transform: none; animation: ${slideIn} ${({ theme }) => theme.motion.base}; }
  &::backdrop { background: ${({ theme }) => theme.components.drawerScrim}; opacity: 0; transition: var(--fade-out); }
  &:is([open], :popover-open)::backdrop { opacity: 1; animation: ${fadeIn} ${({ theme }) => theme.motion.base}; }
  /* The page under the open menu does not scroll. */
  :root:has(&:is([open], :popover-open)) { overflow: hidden; }
`;

const DrawerTop = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 0.75rem;
`;

const Close = styled.button`${iconButton}`;

/*
 * The foot of the menu, pinned to the bottom of the panel however short or long the list (sticky once a group opened
 * makes the list taller than the screen): the site's main action (the header's button items) and the phone number,
 * where a thumb reaches them.
 */
const Actions = styled.div`
  position: sticky;
  bottom: 0;
  display: grid;
  gap: 0.75rem;
  margin-top: auto;
  background: ${({ theme }) => theme.components.headerBg};
  padding: 1.25rem 1.25rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.washOnInverse};
`;

const DrawerButton = styled(NavItemLink)`
  ${callToAction}
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.5rem 1.25rem;
  font-weight: 600;
  text-decoration: none;
  ${focusRing({ onInverse: true })}
`;

const PhoneLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.washOnInverse};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.washOnInverseFaint}; color: inherit; }
  ${focusRing({ onInverse: true })}
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 1.5rem;
  ul { list-style: none; margin: 0; padding: 0; }
  a, span { ${drawerLink} }
  ul summary { padding-left: 2.25rem; }
  ul a, ul span { font-weight: 400; padding-left: 2.25rem; min-height: 44px; }
  ul ul a, ul ul span { padding-left: 3.25rem; }
`;

/**
 * The phone menu's slide-in panel: a modal <dialog>, so with no script the browser makes the page behind it inert,
 * closes it on Escape, the close button (an invoker command) or a tap outside (closedby="any"), and gives focus back
 * to the menu button. Its sections are <details>.
 *
 * Invoker commands are Baseline only since December 2025 and closedby is not in Safari at all, so the dialog is also a
 * popover (popover: Baseline widely available): an engine without invoker commands and with no script opens it by
 * the menu button's popovertarget and closes it by the close button's, on Escape and on a tap outside (light
 * dismiss), focus going back to the menu button; only the page behind it stays reachable. With script, headerEnhancer.ts
 * performs the commands itself there, so every engine gets the modal dialog.
 *
 * Entries with groups start open, so each group (Solutions, Products...) opens with one tap from the menu.
 */
export function MobileDrawer({ id, items }: { id: string; items: HeaderItem[] }) {
  const labels = useSiteLabels();
  const { header } = useSiteNav();
  const buttons = items.filter((item) => item.button);
  const chevron = <Icon name="chevron-down" size={18} strokeWidth={2} />;
  return (
    <Drawer id={id} aria-label={labels.mainNavigation} closedby="any" popover="auto" {...{ [menuAttributes.phoneMenu]: '' }}>
      <DrawerTop>
        <Close type="button" commandfor={id} command="close" popoverTarget={id} popoverTargetAction="hide" aria-label={labels.closeMenu}>
          <Icon name="x" size={26} strokeWidth={2} />
        </Close>
      </DrawerTop>
      <nav aria-label={labels.mainNavigation}>
        <List>
          {items.filter((item) => !item.button).map((item) => (
            <li key={item.label}>
              {item.groups ? (
                <Disclosure label={item.label} icon={chevron} defaultOpen>
                  <ul>
                    {item.groups.map((group) => (
                      <li key={group.heading}>
                        <Disclosure label={group.heading} icon={chevron}>
                          <ul>
                            {group.links.map((link) => (
                              <li key={link.label}>
                                <NavItemLink to={link.to} placeholderNote={labels.comingSoon}>{link.label}</NavItemLink>
                              </li>
                            ))}
                          </ul>
                        </Disclosure>
                      </li>
                    ))}
                  </ul>
                </Disclosure>
              ) : (
                <NavItemLink to={item.to} placeholderNote={labels.comingSoon}>{item.label}</NavItemLink>
              )}
            </li>
          ))}
        </List>
      </nav>
      {(buttons.length > 0 || header.phone) && (
        <Actions>
          {buttons.map((item) => (
            <DrawerButton key={item.label} to={item.to} placeholderNote={labels.comingSoon}>{item.label}</DrawerButton>
          ))}
          {header.phone && (
            <PhoneLink href={telHref(header.phone.number)}>
              <Icon name="phone" size={18} strokeWidth={2} />
              {header.phone.label} {header.phone.number}
            </PhoneLink>
          )}
        </Actions>
      )}
    </Drawer>
  );
}
