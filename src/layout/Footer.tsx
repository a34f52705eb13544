import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { useSiteLabels } from '../shared/SiteLabels';
import { useSiteNav } from '../shared/SiteNav';
import { container } from '../theme/mixins';
import { SocialLinks } from '../ui/SocialLinks';
import { NavItemLink } from './NavItemLink';

/*
 * The top rule in the accent for dark surfaces keeps a dark closing band from running into the footer as one block; that
 * colour is checked against the primary colour (the band above) by the theme's contrast rules (themeContrast.ts).
 */
const Outer = styled.footer`
  border-top: 4px solid ${({ theme }) => theme.colors.accentOnInverse};
  background: ${({ theme }) => theme.components.footerBg};
  color: ${({ theme }) => theme.components.footerText};
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  a, [data-placeholder-link] { color: ${({ theme }) => theme.components.footerText}; }
  :focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnInverse}; }
  ${({ theme }) => theme.media.phone} { padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg}; }
`;

const Inner = styled.div`
  ${container}
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.md}; }
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 3fr); }
`;

const Brand = styled.div`
  p { margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg}; max-width: 34ch; line-height: 1.55; }
  ${({ theme }) => theme.media.phone} { p { margin-block: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; } }
  img { height: 36px; width: auto; }
  address { margin: 0 0 ${({ theme }) => theme.space.lg}; font-style: normal; }
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  && { margin: 0; }
`;

const Columns = styled.div<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr)); }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.accentOnInverse};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  ul { list-style: none; margin: 0; padding: 0; }
  li a, li span { display: inline-flex; align-items: center; min-height: 32px; padding-block: 0.15rem; text-decoration: none; line-height: 1.35; }
  li a:hover { text-decoration: underline; }
  /* On a phone each column folds under its heading (a <details>, no script), so the footer is a few lines, not a
     screen; from 640 px up the heading is a plain heading and the links always show. */
  summary { list-style: none; }
  summary::-webkit-details-marker { display: none; }
  ${({ theme }) => theme.media.notPhone} {
    summary { display: contents; }
    details::details-content { content-visibility: visible; display: block; }
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    details { border-bottom: 1px solid ${({ theme }) => theme.colors.lineOnInverse}; }
    summary { display: flex; align-items: center; justify-content: space-between; min-height: 48px; cursor: pointer; }
    summary h2 { margin: 0; }
    details[open] summary svg { transform: rotate(180deg); }
    ul { padding-bottom: ${({ theme }) => theme.space.md}; }
    li a, li span { min-height: 40px; }
  }
  ${({ theme }) => theme.media.notPhone} { summary svg { display: none; } }
`;

const Legal = styled.p`
  ${container}
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.lineOnInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.phone} { margin-top: 0; padding-top: ${({ theme }) => theme.space.md}; border-top: 0; }
  span { display: block; margin-top: ${({ theme }) => theme.space.xs}; }
`;

export function Footer() {
  const labels = useSiteLabels();
  const { site, footer } = useSiteNav();
  return (
    <Outer>
      <Inner>
        <Brand>
          <BrandName>
            <img src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} />
            {site.name}
          </BrandName>
          <p>{site.tagline}</p>
          {footer.contact && <address>{footer.contact}</address>}
          <SocialLinks links={footer.socials} />
        </Brand>
        <nav aria-label={labels.footerNavigation}>
          <Columns $count={footer.columns.length}>
            {footer.columns.map((column) => (
              <details key={column.heading}>
                <summary>
                  <h2>{column.heading}</h2>
                  <Icon name="chevron-down" size={20} />
                </summary>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <NavItemLink to={link.to} placeholderNote={labels.comingSoon}>{link.label}</NavItemLink>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </Columns>
        </nav>
      </Inner>
      <Legal>
        {/* The year of the build, written into the HTML: the footer runs no script (every release updates it). */}
        {`© ${__BUILD_YEAR__} ${site.name}. ${site.rightsNotice}`}
        {footer.legal && <span>{footer.legal}</span>}
      </Legal>
    </Outer>
  );
}
