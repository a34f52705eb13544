import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { HeaderItem } from '../shared/siteSchema';
import { useSiteLabels } from '../shared/SiteLabels';
import { iconButton } from './iconButton';
import { MobileDrawer } from './MobileDrawer';

const Hamburger = styled.button`
  ${iconButton}
  ${({ theme }) => theme.media.md} { display: none; }
`;

/**
 * Below the md width: a menu button that opens the slide-in menu with no script. An engine with invoker commands opens
 * it as a modal dialog (command="show-modal"); one without them (Safari before 26.2) ignores commandfor and follows
 * popovertarget instead, showing the same panel as a popover. See MobileDrawer and headerEnhancer.ts.
 */
export function MobileMenu({ items }: { items: HeaderItem[] }) {
  const labels = useSiteLabels();
  const drawerId = useId();
  return (
    <>
      <Hamburger type="button" commandfor={drawerId} command="show-modal" popoverTarget={drawerId} aria-label={labels.openMenu} aria-controls={drawerId}>
        <Icon name="menu" size={26} strokeWidth={2} />
      </Hamburger>
      <MobileDrawer id={drawerId} items={items} />
    </>
  );
}
