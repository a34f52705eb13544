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

/** Below the md width: a menu button that opens the slide-in menu with an invoker command, no script needed. */
export function MobileMenu({ items }: { items: HeaderItem[] }) {
  const labels = useSiteLabels();
  const drawerId = useId();
  return (
    <>
      <Hamburger type="button" commandfor={drawerId} command="show-modal" aria-label={labels.openMenu} aria-controls={drawerId}>
        <Icon name="menu" size={26} strokeWidth={2} />
      </Hamburger>
      <MobileDrawer id={drawerId} items={items} />
    </>
  );
}
