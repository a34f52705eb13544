import styled from 'styled-components';
import { useSiteLabels } from '../shared/SiteLabels';
import { useSiteNav } from '../shared/SiteNav';
import { container, focusRing } from '../theme/mixins';
import { DropdownMenu, topItem } from './DropdownMenu';
import { callToAction } from './drawerStyles';
import { MobileMenu } from './MobileMenu';
import { NavItemLink } from './NavItemLink';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  background: ${({ theme }) => theme.components.headerBg};
  color: ${({ theme }) => theme.components.headerText};
  box-shadow: ${({ theme }) => theme.shadows.header};
`;

const Inner = styled.div`
  ${container}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 44px;
  color: ${({ theme }) => theme.components.headerText};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  letter-spacing: 0.01em;
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.components.headerText}; }
  ${focusRing({ onInverse: true, offset: '4px' })}
  img { width: auto; height: 36px; }
`;

const DesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.md} { display: block; }
  /* Positioned: a dropdown panel shown by hovering is placed against the list (see DropdownMenu's Panel). */
  & > ul {
    position: relative;
    display: flex;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const TopLink = styled(NavItemLink)`${topItem}`;
const TopButton = styled(NavItemLink)`
  ${topItem}
  ${callToAction}
  margin-left: 0.5rem;
  &[aria-current='page'] { box-shadow: none; }
`;

export function Header() {
  const labels = useSiteLabels();
  const { site, header } = useSiteNav();
  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label={labels.homeLink}>
          <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
          <span>{site.name}</span>
        </Brand>
        <DesktopNav aria-label={labels.mainNavigation}>
          <ul>
            {header.items.map((item) => (
              <li key={item.label}>
                {item.groups ? (
                  <DropdownMenu item={item} />
                ) : item.button ? (
                  <TopButton to={item.to} placeholderNote={labels.comingSoon}>{item.label}</TopButton>
                ) : (
                  <TopLink to={item.to} placeholderNote={labels.comingSoon}>{item.label}</TopLink>
                )}
              </li>
            ))}
          </ul>
        </DesktopNav>
        <MobileMenu items={header.items} />
      </Inner>
    </Bar>
  );
}
