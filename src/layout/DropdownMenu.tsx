import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { useSiteLabels } from '../shared/SiteLabels';
import { containerPadding, focusRing } from '../theme/mixins';
import { menuAttributes } from './menuAttributes';
import { NavItemLink } from './NavItemLink';

/** The height of the header's top-level items; the header centres them in its bar. */
const ITEM_HEIGHT = '44px';

export const topItem = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: ${ITEM_HEIGHT};
  padding: 0 0.9rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.components.headerText};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.washOnInverse}; color: ${({ theme }) => theme.components.headerText}; }
  &[aria-current='page'] { box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accentOnInverse}; }
  ${focusRing({ onInverse: true })}
`;

/**
 * The panel showing: opened as a popover, holding keyboard focus, or (before the enhancer takes over) hovered. It
 * becomes visible at once, with no visibility transition (even the 0.01 ms that reduced motion gives every transition
 * would leave it unfocusable for a Tab pressed straight after opening); only closing waits for the fade.
 */
const shown = css`
  opacity: 1;
  visibility: visible;
  transform: none;
  transition: opacity ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
`;
const triggerShown = css`
  background: ${({ theme }) => theme.colors.washOnInverse};
  svg { transform: rotate(180deg); }
`;

const Wrapper = styled.div`
  & > [popover]:popover-open, & > [popover]:focus-within { ${shown} }
  &:has(> [popover]:popover-open, > [popover]:focus-within) > button { ${triggerShown} }
  /* Without the enhancer (no JavaScript) a mouse opens the panel by hovering; with it, hover intent opens the popover. */
  ${({ theme }) => theme.media.hover} {
    &:not([${menuAttributes.enhanced}]):hover > [popover] { ${shown} }
    &:not([${menuAttributes.enhanced}]):hover > button { ${triggerShown} }
  }
`;

const Trigger = styled.button`
  ${topItem}
  svg { transition: transform ${({ theme }) => theme.motion.fast}; }
`;

/*
 * The browser's popover box (fixed, centred, bordered, display: none while closed) becomes the dropdown: always laid
 * out (hidden by visibility, so it can fade), 0.5rem under the header's items, its right edge on the end of the
 * header's list of items, which is the page column's content edge: the panel stays within the grid every band uses. Shown in place by :hover it is placed against that list (Header's positioned <ul>); open in
 * the top layer it is placed in the viewport, at the same spot, from the header's geometry: the sticky bar is always
 * at the top, its items centred in it, the list ending at the page column's content edge. (Anchor positioning would
 * say this directly, but the W3C checker, which every page must pass, does not know its properties yet.)
 */
const Panel = styled.div<{ $columns: number }>`
  position: absolute;
  inset: auto;
  top: 100%;
  right: 0;
  margin: 0.5rem 0 0;
  border: 0;
  overflow: visible;
  width: min(60rem, calc(100vw - 2 * ${containerPadding}));
  height: auto;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  opacity: 0;
  visibility: hidden;
  transform: translateY(-4px);
  transition: opacity ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast}, visibility 0s linear 150ms;
  &:popover-open {
    position: fixed;
    top: calc(${({ theme }) => theme.layout.headerHeight} / 2 + ${ITEM_HEIGHT} / 2);
    right: calc(max(0px, (100% - ${({ theme }) => theme.layout.maxWidth}) / 2) + ${containerPadding});
  }
  /* Its contents inherit visibility without a transition of their own: under reduced motion every element gets a
     0.01 ms transition (global CSS), which would keep the links hidden, and unfocusable, for the frame after opening. */
  & * { transition: none; }
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
  & > li > a, & > li > span {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-height: 40px;
    padding: 0.4rem 0.5rem;
    margin-inline: -0.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover { background: ${({ theme }) => theme.colors.band}; color: ${({ theme }) => theme.colors.heading}; }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.link}; }
  /* The entry's one line of description: quieter than its name, and part of the link so the whole row can be clicked.
     A plain <span> styled from here: a class on each of them would cost every page's HTML bytes. */
  & > li > a > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 400; }
`;



/**
 * A header item with a dropdown panel of link groups, built on the platform so it works with no JavaScript: the trigger
 * toggles the panel as a popover (click, tap, Enter, Space), Escape or a click elsewhere closes it and gives focus back
 * to the trigger, and a mouse opens it by hovering. headerEnhancer.ts adds hover intent, arrow keys and aria-expanded.
 */
export function DropdownMenu({ item }: { item: HeaderItem }) {
  const labels = useSiteLabels();
  const panelId = useId();
  const groups = item.groups ?? [];
  return (
    <Wrapper {...{ [menuAttributes.dropdown]: '' }}>
      <Trigger type="button" popoverTarget={panelId} aria-controls={panelId}>
        {item.label}
        <Icon name="chevron-down" size={16} strokeWidth={2} />
      </Trigger>
      <Panel id={panelId} popover="auto" $columns={groups.length}>
        {groups.map((group, index) => {
          const headingId = `${panelId}-group-${index}`;
          return (
            <div key={group.heading}>
              <GroupHeading id={headingId}>{group.heading}</GroupHeading>
              <LinkList aria-labelledby={headingId}>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <NavItemLink to={link.to} placeholderNote={labels.comingSoon}>
                      {link.label}
                      {link.description && <span>{link.description}</span>}
                    </NavItemLink>
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
